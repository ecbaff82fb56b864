import { describe, expect, it } from 'vitest';
import { grantOperator } from '../src/moderation/operators.js';
import { ADMIN_TOKEN, bearer, buildTestApp, client, makeOperator, signUp, useTestApp } from './helper.js';

import { moderationPlay } from './moderation-helper.js';

const OPERATOR = 'boss@forge.test';
const app = useTestApp();

const { player, admin, signIn } = moderationPlay(app);

/** A session of the operator's account: signed up the first time, signed in after. */
async function operatorToken(): Promise<string> {
  const signedIn = await signIn(OPERATOR);
  if (signedIn.status === 200) return signedIn.body.data.token as string;
  const { token } = await signUp(app(), OPERATOR);
  await makeOperator(app(), OPERATOR.toUpperCase());
  return token;
}

const ADMIN_ROUTES = [
  ['GET', '/api/admin/players?search=a'],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/rename', { name: 'Fine Works' }],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/suspend', { reason: 'pouring' }],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/unsuspend', {}],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/dismiss-name-reports', {}],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/name-reports'],
  ['POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/reset-link', {}],
] as const;

describe("the operator's guard", () => {
  it('answers every admin route with the 404 of a missing path to a script, a player and a wrong token', async () => {
    const someone = await player();
    for (const [method, url, payload] of ADMIN_ROUTES)
      for (const headers of [{}, bearer(someone.token), bearer('x'.repeat(27)), { authorization: ADMIN_TOKEN }]) {
        const res = await app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url.split('?')[0]}` });
      }
  });

  it("lets in ADMIN_TOKEN and an operator's session (its email in any case), and says so to the web", async () => {
    const boss = client(app(), await operatorToken());
    const someone = await player();
    expect((await admin('GET', '/api/admin/players')).status).toBe(200);
    expect((await admin('GET', '/api/admin/players', undefined, await operatorToken())).status).toBe(200);
    expect((await boss.get('/api/account')).body.data.operator).toBe(true);
    expect((await someone.get('/api/account')).body.data.operator).toBe(false);
  });

  it("answers an operator's session without ADMIN_TOKEN on the server; the admin tick only with the token", async () => {
    const tokenless = await buildTestApp({ adminToken: null });
    try {
      const boss = await player(tokenless, OPERATOR);
      expect((await admin('GET', '/api/admin/players', undefined, boss.token, tokenless)).status).toBe(404);
      await grantOperator(tokenless.database.db, 'command line (test)', OPERATOR);
      expect((await admin('GET', '/api/admin/players', undefined, boss.token, tokenless)).status).toBe(200);
      expect((await admin('GET', '/api/admin/players', undefined, ADMIN_TOKEN, tokenless)).status).toBe(404);
      expect((await admin('POST', '/api/admin/tick', undefined, boss.token, tokenless)).status).toBe(404);
    } finally {
      await tokenless.close();
    }
  });
});

describe('finding players', () => {
  it('by part of the name, factory name or email, any case, with LIKE characters taken literally', async () => {
    const p = await player(app(), `needle_${Date.now()}@forge.test`);
    const signedUpAs = (await p.factory()).name;
    await p.post('/api/account/factory-name', { name: '100% Haystack Works' });
    const find = async (search: string) =>
      (
        (await admin('GET', `/api/admin/players?search=${encodeURIComponent(search)}`)).body.data.players as {
          factoryId: string;
        }[]
      ).map((x) => x.factoryId);
    expect(await find('NEEDLE_')).toEqual([p.factoryId]);
    expect(await find('0% hay')).toEqual([p.factoryId]);
    expect(await find('needle%')).toEqual([]);
    const [line] = (await admin('GET', `/api/admin/players?search=${p.email}`)).body.data.players;
    expect(line).toEqual({
      factoryId: p.factoryId,
      playerName: 'Player',
      factoryName: '100% Haystack Works',
      formerNames: [signedUpAs],
      email: p.email,
      signedUpAt: expect.any(String),
      netWorth: expect.any(Number),
      // Every test player signs up from 127.0.0.1.
      flags: ['shared-address'],
      suspension: null,
      nameReports: 0,
      accountsAtSignUpAddress: expect.any(Number),
    });
  });

  it('refuses a search too long or holding a NUL with a 400', async () => {
    expect((await admin('GET', `/api/admin/players?search=${'a'.repeat(300)}`)).status).toBe(400);
    expect((await admin('GET', '/api/admin/players?search=a%00b')).status).toBe(400);
  });
});

describe('renaming', () => {
  it('renames the factory and the player, shown at once on the boards; the audit keeps who, what and when', async () => {
    const p = await player();
    const before = (await p.factory()).name;
    const res = await admin('POST', `/api/admin/players/${p.factoryId}/rename`, {
      name: 'Plain Works',
      playerName: 'Plain',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.player).toMatchObject({ factoryName: 'Plain Works', playerName: 'Plain' });
    expect((await p.factory()).name).toBe('Plain Works');
    expect((await p.get('/api/account')).body.data.factoryName).toBe('Plain Works');
    const [line] = (await admin('GET', '/api/admin/audit')).body.data.actions;
    expect(line).toMatchObject({
      operator: 'ADMIN_TOKEN',
      action: 'rename',
      factoryId: p.factoryId,
      factoryName: before,
      detail: `factory "${before}" → "Plain Works"; player "Player" → "Plain"`,
    });
  });

  it('refuses a bad name, an unknown factory and a malformed id, changing nothing', async () => {
    const p = await player();
    const before = (await p.factory()).name;
    const refused = await admin('POST', `/api/admin/players/${p.factoryId}/rename`, { name: 'Shit Works' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not allowed/);
    expect((await p.factory()).name).toBe(before);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin('POST', `/api/admin/players/${unknown}/rename`, { name: 'Fine' })).status).toBe(404);
    expect((await admin('POST', '/api/admin/players/not-a-uuid/rename', { name: 'Fine' })).status).toBe(400);
  });
});

describe('the audit', () => {
  it("names the operator's email for a session, and lists the actions newest first", async () => {
    const operator = await operatorToken();
    const p = await player();
    await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'one way flow' }, operator);
    await admin('POST', `/api/admin/players/${p.factoryId}/unsuspend`, { reason: 'explained' }, operator);
    const [lifted, suspended] = (await admin('GET', '/api/admin/audit')).body.data.actions;
    expect(lifted).toMatchObject({
      operator: OPERATOR,
      action: 'unsuspend',
      factoryId: p.factoryId,
      reason: 'explained',
    });
    expect(suspended).toMatchObject({ operator: OPERATOR, action: 'suspend', reason: 'one way flow' });
  });
});
