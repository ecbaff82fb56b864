import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operatorCommand } from '../src/ops/operator-command.js';
import { ADMIN_TOKEN, bearer, buildTestApp, client, freshPostgres, signUp, useTestApp } from './helper.js';

/**
 * Operator rights are granted by whoever holds the server, never claimed by signing up with an
 * address: this server still has OPERATOR_EMAILS set, as a server upgraded from an older version may.
 */
const BOSS = 'boss@forge.test';
const app = useTestApp({ operatorEmails: [BOSS] });

const ADMIN_ROUTES = [
  ['GET', '/api/admin/players'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/name-reports'],
  ['GET', '/api/admin/fair-play'],
  ['GET', '/api/admin/operators'],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/suspend', { reason: 'mine now' }],
  ['POST', '/api/admin/operators/grant', { email: BOSS }],
] as const;

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const isOperator = async (token: string) => (await client(app(), token).get('/api/account')).body.data.operator;
const grant = (email: string, token = ADMIN_TOKEN) => call('POST', '/api/admin/operators/grant', token, { email });
const revoke = (email: string, token = ADMIN_TOKEN) => call('POST', '/api/admin/operators/revoke', token, { email });

describe('a stranger who signs up with the operator’s address', () => {
  it('is a player: a 404 on every admin route and operator false, whatever the case or spelling', async () => {
    const spellings = [
      'Boss@forge.test',
      'BOSS@FORGE.TEST',
      'boss@Forge.Test',
      'admin@forge.test',
      'boss+x@forge.test',
    ];
    let strangers = 0;
    for (const email of spellings) {
      const signed = await signUp(app(), email).catch(() => null);
      // The first case spelling takes the address; the others are refused as already taken.
      if (!signed) continue;
      strangers++;
      expect(await isOperator(signed.token), email).toBe(false);
      for (const [method, url, payload] of ADMIN_ROUTES)
        expect((await call(method, url, signed.token, payload)).status, `${email} ${method} ${url}`).toBe(404);
    }
    expect(strangers).toBe(3);
  });
});

describe('operator rights granted by the server’s holder', () => {
  it('take effect at once, any case of the email, with the account named and a line in the audit', async () => {
    const { token, email } = await signUp(app());
    expect(await isOperator(token)).toBe(false);
    const granted = await grant(email.toUpperCase());
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      message: `${email} is now an operator`,
      data: { changed: true, operator: { email, playerName: 'Player', grantedBy: 'ADMIN_TOKEN' } },
    });
    expect(await isOperator(token)).toBe(true);
    expect((await call('GET', '/api/admin/players', token)).status).toBe(200);
    const listed = (await call('GET', '/api/admin/operators', token)).body.data.operators as { email: string }[];
    expect(listed.map((o) => o.email)).toContain(email);
    // Granting again changes nothing and writes no second line.
    expect((await grant(email)).body).toMatchObject({
      message: `${email} already was an operator`,
      data: { changed: false },
    });
    const audit = (await call('GET', '/api/admin/audit', ADMIN_TOKEN)).body.data.actions as {
      action: string;
      detail: string;
    }[];
    expect(audit.filter((a) => a.action === 'grant-operator' && a.detail === email)).toHaveLength(1);
  });

  it('cannot be granted or revoked by an operator’s session, only by ADMIN_TOKEN; a player gets a 404', async () => {
    const operator = await signUp(app());
    await grant(operator.email);
    const other = await signUp(app());
    expect(await grant(other.email, operator.token)).toEqual({
      status: 403,
      body: {
        success: false,
        message: 'Only the server’s holder grants operator rights (ADMIN_TOKEN or `npm run operator`)',
      },
    });
    expect((await revoke(operator.email, operator.token)).status).toBe(403);
    expect((await grant(other.email, other.token)).status).toBe(404);
    expect(await isOperator(other.token)).toBe(false);
    expect(await isOperator(operator.token)).toBe(true);
  });

  it('end at once when revoked, with a line in the audit', async () => {
    const { token, email } = await signUp(app());
    await grant(email);
    expect((await call('GET', '/api/admin/players', token)).status).toBe(200);
    expect((await revoke(email)).body).toMatchObject({
      message: `${email} is no longer an operator`,
      data: { changed: true },
    });
    expect((await call('GET', '/api/admin/players', token)).status).toBe(404);
    expect(await isOperator(token)).toBe(false);
    expect((await revoke(email)).body).toMatchObject({
      message: `${email} was not an operator`,
      data: { changed: false },
    });
    const [line] = (await call('GET', '/api/admin/audit', ADMIN_TOKEN)).body.data.actions;
    expect(line).toMatchObject({ operator: 'ADMIN_TOKEN', action: 'revoke-operator', detail: email });
  });

  it('refuse an email no player signs in with, and a body that is not one, changing nothing', async () => {
    const before = (await call('GET', '/api/admin/operators', ADMIN_TOKEN)).body.data.operators;
    expect(await grant('nobody@forge.test')).toEqual({
      status: 404,
      body: { success: false, message: 'No player signs in with nobody@forge.test' },
    });
    for (const body of [{}, { email: '' }, { email: 7 }, { email: BOSS, extra: true }])
      expect((await call('POST', '/api/admin/operators/grant', ADMIN_TOKEN, body)).status).toBe(400);
    expect((await call('GET', '/api/admin/operators', ADMIN_TOKEN)).body.data.operators).toEqual(before);
  });
});

describe('npm run operator', () => {
  it('grants, lists and revokes on the database the server uses, and refuses what it does not understand', async () => {
    const place = await ownDatabase();
    const server = await buildTestApp({ database: place.open });
    const { token, email } = await signUp(server);
    await server.close();
    const run = (...args: string[]) => operatorCommand([...args, '--db', place.arg]);

    expect(await run('grant', email.toUpperCase())).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${email} is now an operator.`),
    });
    expect((await run('list')).out).toMatch(
      new RegExp(`1 operator\\(s\\):\\n  ${email}  Player · .* \\(by command line \\(`),
    );
    const reopened = await buildTestApp({ database: place.open });
    try {
      expect((await client(reopened, token).get('/api/account')).body.data.operator).toBe(true);
    } finally {
      await reopened.close();
    }
    expect(await run('revoke', email)).toMatchObject({
      code: 0,
      out: expect.stringContaining('is no longer an operator'),
    });
    expect(await run('grant', 'nobody@forge.test')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No player signs in with nobody@forge.test'),
    });
    expect(await run('promote', email)).toMatchObject({
      code: 1,
      err: expect.stringContaining('Usage: npm run operator'),
    });
    // The command line itself prints what the command answers, with its exit code.
    expect(await spawnedCommand(['grant', email, '--db', place.arg])).toMatchObject({
      code: 0,
      out: expect.stringContaining(`${email} is now an operator.`),
    });
    await place.drop();
  }, 120_000);
});

describe('npm run operator -- reset-link', () => {
  it('prints a one-time link for the player once, which sets a new password; the audit names the command line', async () => {
    const place = await ownDatabase();
    const server = await buildTestApp({ database: place.open });
    const { email } = await signUp(server);
    await server.close();

    const made = await operatorCommand(['reset-link', email.toUpperCase(), '--db', place.arg]);
    expect(made).toMatchObject({ code: 0, out: expect.stringContaining('Never choose a password for a player') });
    const token = /\/game#\/reset-password\/([A-Za-z0-9]{24})\n/.exec(made.out)?.[1];
    expect(token, made.out).toBeDefined();
    expect(await operatorCommand(['reset-link', 'nobody@forge.test', '--db', place.arg])).toMatchObject({
      code: 1,
      err: expect.stringContaining('No player signs in with nobody@forge.test'),
    });

    const reopened = await buildTestApp({ database: place.open });
    try {
      const audit = await reopened.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(ADMIN_TOKEN) });
      expect(audit.json().data.actions[0]).toMatchObject({
        action: 'reset-link',
        operator: expect.stringMatching(/^command line \(/),
      });
      expect(audit.body).not.toContain(token);
      const reset = await reopened.inject({
        method: 'POST',
        url: '/api/auth/recovery/reset',
        payload: { token, newPassword: 'Quartz-Lantern-Ferry-9147' },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await reopened.close();
    }
    await place.drop();
  }, 120_000);
});

/** A database of the test's own, which the command line opens when the app has closed it. */
async function ownDatabase() {
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { open: { databaseUrl: postgres.url }, arg: postgres.url, drop: postgres.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'forgeworks-operator-cli-'));
  return { open: { dataDir }, arg: dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

const CLI = fileURLToPath(new URL('../src/ops/cli/operator.ts', import.meta.url));
/** The command as `npm run operator` runs it, in a process of its own (a few seconds each: used once). */
function spawnedCommand(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], (error, out, err) =>
      resolve({ code: error ? (error.code as number) : 0, out, err }),
    );
  });
}
