import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN_TOKEN, OPERATOR_EMAIL } from '../env';
import { signInThroughGate, type Player } from './game';

/** The server's operator: one account, shared by the specs that moderate. */
export const OPERATOR: Player = { name: 'Oper Ator', email: OPERATOR_EMAIL, password: 'correct-horse-battery' };

/**
 * The operator signs in through the gate: an account made by an earlier spec or here, granted
 * operator rights by the server's holder (ADMIN_TOKEN), as no address alone gives them.
 */
export async function operatorSignsIn(page: Page, request: APIRequestContext): Promise<void> {
  const known = await request.post('/api/auth/login', {
    data: { email: OPERATOR.email, password: OPERATOR.password },
  });
  if (!known.ok()) {
    const made = await request.post('/api/auth/register', { data: OPERATOR });
    expect(made.ok(), await made.text()).toBe(true);
  }
  const granted = await request.post('/api/admin/operators/grant', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { email: OPERATOR.email },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await signInThroughGate(page, OPERATOR);
}
