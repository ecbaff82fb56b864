import { beforeAll, describe, expect, it } from 'vitest';
import { call, PAIR_PASSWORD, useServerPair } from './pair.js';
import type { ServerProcess } from './server-process.js';

/**
 * Two server processes on one PostgreSQL: a session ended through one is refused by the very next
 * request to the other, whichever way it ended.
 */
const pair = useServerPair('revocation');
let a: ServerProcess;
let b: ServerProcess;
beforeAll(() => {
  ({ a, b } = pair());
});

/** A player signed in twice through A (two devices), each session already used on B. */
async function playerWithTwoDevices() {
  const { email, token: first } = await pair().signUp(a, 'revoked');
  const second = (await call(a, 'POST', '/api/auth/login', undefined, { email, password: PAIR_PASSWORD })).body.data
    .token as string;
  for (const token of [first, second])
    expect((await call(b, 'GET', '/api/factory/my-factory', token)).status).toBe(200);
  return { email, first, second };
}

const onB = async (token: string) => (await call(b, 'GET', '/api/factory/my-factory', token)).status;

describe('a session ended on one process', () => {
  it('by sign-out is refused by the next request on the other', async () => {
    const { first, second } = await playerWithTwoDevices();
    expect((await call(a, 'POST', '/api/auth/sign-out', first, {})).status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(200);
  });

  it('by sign-out-everywhere: every session, on the other', async () => {
    const { first, second } = await playerWithTwoDevices();
    expect((await call(a, 'POST', '/api/account/sign-out-everywhere', first)).body.data).toEqual({ ended: 2 });
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
  });

  it('by a password change signing out other devices: the old tokens, on the other', async () => {
    const { first, second } = await playerWithTwoDevices();
    const res = await call(a, 'POST', '/api/account/change-password', first, {
      currentPassword: PAIR_PASSWORD,
      newPassword: 'a-brand-new-phrase',
      signOutOtherDevices: true,
    });
    expect(res.status).toBe(200);
    expect(await onB(second)).toBe(401);
    expect(await onB(first)).toBe(401);
    expect(await onB(res.body.data.token as string)).toBe(200);
  });

  it('by ending it from the settings page, on the other', async () => {
    const { first, second } = await playerWithTwoDevices();
    const account = await call(a, 'GET', '/api/account', first);
    const other = (account.body.data.sessions as { id: string; current: boolean }[]).find((s) => !s.current)!;
    expect((await call(a, 'DELETE', `/api/account/sessions/${other.id}`, first)).status).toBe(200);
    expect(await onB(second)).toBe(401);
    expect(await onB(first)).toBe(200);
  });

  it('by deleting the account: every session, on the other', async () => {
    const { first, second } = await playerWithTwoDevices();
    const { name } = (await call(b, 'GET', '/api/factory/my-factory', first)).body.data as { name: string };
    const res = await call(a, 'POST', '/api/account/delete', first, {
      password: PAIR_PASSWORD,
      confirmFactoryName: name,
    });
    expect(res.status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
  });

  it("by the operator's suspension: every session, on the other, and sign-in there is refused", async () => {
    const { email, first, second } = await playerWithTwoDevices();
    const factoryId = (await call(b, 'GET', '/api/factory/my-factory', first)).body.data.id as string;
    const res = await call(a, 'POST', `/api/admin/players/${factoryId}/suspend`, pair().adminToken, {
      reason: 'pouring',
    });
    expect(res.status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
    const signIn = await call(b, 'POST', '/api/auth/login', undefined, { email, password: PAIR_PASSWORD });
    expect({ status: signIn.status, body: signIn.body }).toEqual({
      status: 403,
      body: { success: false, message: 'This account is suspended: pouring' },
    });
  });

  it('by a new password set with a reset link: every session, on the other', async () => {
    const { email, first, second } = await playerWithTwoDevices();
    const factoryId = (await call(b, 'GET', '/api/factory/my-factory', first)).body.data.id as string;
    const made = await call(b, 'POST', `/api/admin/players/${factoryId}/reset-link`, pair().adminToken, {});
    const token = String((made.body.data.link as { path: string }).path.split('/').pop());
    const res = await call(a, 'POST', '/api/auth/recovery/reset', undefined, {
      token,
      newPassword: 'a-brand-new-phrase',
    });
    expect(res.status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
    expect(await onB(res.body.data.token as string)).toBe(200);
    expect((await call(b, 'POST', '/api/auth/login', undefined, { email, password: PAIR_PASSWORD })).status).toBe(401);
  });
});

describe('operator rights granted or revoked on one process', () => {
  it('hold at once on the other', async () => {
    const { email, first } = await playerWithTwoDevices();
    const players = async (server: ServerProcess) => (await call(server, 'GET', '/api/admin/players', first)).status;
    expect(await players(b)).toBe(404);
    expect((await call(a, 'POST', '/api/admin/operators/grant', pair().adminToken, { email })).status).toBe(200);
    expect(await players(b)).toBe(200);
    expect((await call(b, 'GET', '/api/account', first)).body.data.operator).toBe(true);
    expect((await call(b, 'POST', '/api/admin/operators/revoke', pair().adminToken, { email })).status).toBe(200);
    expect(await players(a)).toBe(404);
    expect((await call(a, 'GET', '/api/account', first)).body.data.operator).toBe(false);
  });
});
