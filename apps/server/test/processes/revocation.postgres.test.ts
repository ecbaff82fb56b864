import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../helper.js';
import { freePort, ServerProcess } from './server-process.js';

/**
 * Two server processes on one PostgreSQL: a session ended through one is refused by the very next
 * request to the other, whichever way it ended.
 */
const PASSWORD = 'anvil-and-tongs';
const OPERATOR_TOKEN = 'revocation-operator-token-0123';
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
let a: ServerProcess;
let b: ServerProcess;
let players = 0;

beforeAll(async () => {
  postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
  const env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: mkdtempSync(`${tmpdir()}/forgeworks-revocation-`),
    AUTH_SECRET: 'revocation-test-secret-0123456789abcdef',
    ADMIN_TOKEN: OPERATOR_TOKEN,
    TICK_INTERVAL_MS: '3600000',
    LOG_LEVEL: 'warn',
  };
  a = new ServerProcess(await freePort(), { ...env, LOG_LEVEL: 'info' });
  b = new ServerProcess(await freePort(), { ...env, LOG_LEVEL: 'info' });
  // Both at once on the empty database: the migrations are applied by one, under a lock.
  await Promise.all([a.ready(), b.ready()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.drop();
});

async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: Record<string, unknown> } };
}

/** A player signed in twice through A (two devices), each session already used on B. */
async function playerWithTwoDevices() {
  const email = `revoked${players++}@forge.test`;
  const signUp = await call(a, 'POST', '/api/auth/register', undefined, { email, password: PASSWORD, name: 'Rev' });
  const first = signUp.body.data.token as string;
  const second = (await call(a, 'POST', '/api/auth/login', undefined, { email, password: PASSWORD })).body.data
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
      currentPassword: PASSWORD,
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
    const res = await call(a, 'POST', '/api/account/delete', first, {
      password: PASSWORD,
      confirmFactoryName: "Rev's Factory",
    });
    expect(res.status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
  });

  it("by the operator's suspension: every session, on the other, and sign-in there is refused", async () => {
    const { email, first, second } = await playerWithTwoDevices();
    const factoryId = (await call(b, 'GET', '/api/factory/my-factory', first)).body.data.id as string;
    const res = await call(a, 'POST', `/api/admin/players/${factoryId}/suspend`, OPERATOR_TOKEN, { reason: 'pouring' });
    expect(res.status).toBe(200);
    expect(await onB(first)).toBe(401);
    expect(await onB(second)).toBe(401);
    const signIn = await call(b, 'POST', '/api/auth/login', undefined, { email, password: PASSWORD });
    expect(signIn).toEqual({ status: 403, body: { success: false, message: 'This account is suspended: pouring' } });
  });
});
