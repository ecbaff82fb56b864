import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { findFactory } from '../src/factories/repository.js';
import { grantOperator } from '../src/moderation/operators.js';
import { encodedToBytes, mergeEncoded } from '../src/codecs/ledger.js';
import { recordHourStandings } from '../src/leaderboard/standings.js';
import { TIME, usd } from '@forgeworks/engine';
import { hourOf } from '../src/codecs/recent-ledger.js';
import {
  ADMIN_TOKEN,
  adminTick,
  bearer,
  buildTestApp,
  client,
  makeOperator,
  nextMillisecond,
  signUp,
  useTestApp,
} from './helper.js';

const OPERATOR = 'boss@forge.test';
const app = useTestApp();
const PASSWORD = 'correct-horse';

type App = ReturnType<typeof app>;
type Player = Awaited<ReturnType<typeof signUp>> & ReturnType<typeof client> & { factoryId: string };

async function player(on: App = app(), email?: string): Promise<Player> {
  const signed = await signUp(on, email);
  const c = client(on, signed.token);
  return { ...signed, ...c, factoryId: (await c.factory()).id };
}

/** The operator's call: with ADMIN_TOKEN unless another bearer token is given. */
async function admin(method: 'GET' | 'POST', url: string, payload?: object, token = ADMIN_TOKEN, on: App = app()) {
  const res = await on.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const signIn = async (email: string, password = PASSWORD, url = '/api/auth/login') => {
  const res = await app().inject({ method: 'POST', url, payload: { email, password } });
  return { status: res.statusCode, body: res.json() };
};

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

describe('suspending', () => {
  it('ends every session at once, even one this process has checked, and refuses sign-in with the reason', async () => {
    const p = await player();
    const phone = (await signIn(p.email)).body.data.token as string;
    expect((await client(app(), phone).get('/api/factory/my-factory')).status).toBe(200);
    expect((await p.get('/api/factory/my-factory')).status).toBe(200);
    const res = await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'pouring coal' });
    expect(res.status).toBe(200);
    expect(res.body.data.player).toMatchObject({
      flags: ['suspended', 'shared-address'],
      suspension: { reason: 'pouring coal', suspendedAt: expect.any(String) },
    });
    expect((await p.get('/api/factory/my-factory')).status).toBe(401);
    expect((await client(app(), phone).get('/api/factory/my-factory')).status).toBe(401);
    for (const url of ['/api/auth/login', '/api/auth/sign-in/email']) {
      expect(await signIn(p.email, PASSWORD, url)).toEqual({
        status: 403,
        body: { success: false, message: 'This account is suspended: pouring coal' },
      });
      // A wrong password tells nothing of the suspension.
      expect((await signIn(p.email, 'wrong-password-1', url)).status).toBe(401);
    }
    const [sessions] = rowsOf<{ n: number }>(
      await app().database.db.execute(sql`SELECT count(*)::int AS n FROM session WHERE user_id = ${p.userId}`),
    );
    expect(sessions!.n).toBe(0);
    expect((await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'again' })).status).toBe(409);
  });

  it('withdraws its open offers through the cancel, the units back in stock, and the factory keeps ticking', async () => {
    const p = await player();
    const buyer = await player();
    const stock = async () => (await findFactory(app().database.db, p.userId))!.state.inventory.COAL;
    expect((await p.post('/api/market/offers', { resourceType: 'COAL', quantity: 30, unitPrice: 9 })).status).toBe(200);
    const listed = await stock();
    const tick = (await findFactory(app().database.db, p.userId))!.state.tick;
    await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'gifting' });
    const offers = rowsOf<{ status: string; quantity_left: number }>(
      await app().database.db.execute(
        sql`SELECT status, quantity_left FROM exchange_offers WHERE factory_id = ${p.factoryId}`,
      ),
    );
    expect(offers).toEqual([{ status: 'cancelled', quantity_left: 30 }]);
    expect(await stock()).toBe(listed + 30);
    const book = (await buyer.get('/api/market/offers?resourceType=COAL')).body.data.levels;
    expect(book.some((l: { unitPrice: number }) => l.unitPrice === 9)).toBe(false);
    await adminTick(app());
    expect((await findFactory(app().database.db, p.userId))!.state.tick).toBe(tick + 1);
  });
});

describe('a suspended factory on the public boards', () => {
  it('leaves the leaderboard, Top Achievers, rarity, medians, the feed, profiles and the hour; lifted, comes back', async () => {
    const isolated = await buildTestApp({});
    try {
      const [honest, other, cheat] = [await player(isolated), await player(isolated), await player(isolated)];
      for (const p of [honest, cheat]) {
        expect((await p.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
        nextMillisecond();
      }
      // A tick seats every factory in the season (its entry is written when a tick settles).
      await adminTick(isolated);
      const db = isolated.database.db;
      // Top of every board, and still under Silver's floor: the season's board it tops is Bronze, the others'.
      await db.execute(sql`UPDATE factories SET net_worth = ${usd(200_000)} WHERE id = ${cheat.factoryId}`);
      const view = async () => {
        const board = (await honest.get('/api/leaderboard/top-factories')).body.data;
        const achievers = (await honest.get('/api/leaderboard/top-achievers')).body.data;
        const stats = (await honest.get('/api/achievements/stats')).body.data;
        const medians = (await honest.get('/api/analytics/player-stats')).body.data;
        return {
          board: board.topFactories.map((e: { factoryId: string }) => e.factoryId),
          totalPlayers: [board.totalPlayers, achievers.totalPlayers, stats.totalPlayers],
          achievers: achievers.players.map((e: { factoryId: string }) => e.factoryId),
          holders: stats.achievements.find((a: { id: string }) => a.id === 'FIRST_MACHINE').holders,
          feed: stats.recent.map((u: { factoryId: string }) => u.factoryId),
          median: medians.median,
          profile: (await honest.get(`/api/factories/${cheat.factoryId}/profile`)).status,
          season: (await honest.get('/api/leaderboard/season')).body.data.top.map(
            (e: { factoryId: string }) => e.factoryId,
          ),
        };
      };
      const before = await view();
      expect(before.board[0]).toBe(cheat.factoryId);
      expect(before).toMatchObject({ totalPlayers: [3, 3, 3], holders: 2, profile: 200 });
      expect(before.feed).toContain(cheat.factoryId);
      expect(before.season[0]).toBe(cheat.factoryId);

      await admin(
        'POST',
        `/api/admin/players/${cheat.factoryId}/suspend`,
        { reason: 'pouring' },
        ADMIN_TOKEN,
        isolated,
      );
      const during = await view();
      expect([...during.board].sort()).toEqual([honest.factoryId, other.factoryId].sort());
      expect(during.achievers).not.toContain(cheat.factoryId);
      expect(during.feed).not.toContain(cheat.factoryId);
      expect([...during.season].sort()).toEqual([honest.factoryId, other.factoryId].sort());
      expect(during).toMatchObject({ totalPlayers: [2, 2, 2], holders: 1, profile: 404 });
      expect(during.median.netWorth).toBeLessThan(before.median.netWorth);
      expect(during.median.achievements).toBe(0.5);
      expect((await honest.post(`/api/factories/${cheat.factoryId}/report-name`, { reason: 'OFFENSIVE' })).status).toBe(
        404,
      );

      // The hour's standings rank the listed factories alone; the suspended one gets no place.
      const closing = 1000 * TIME.TICKS_PER_HOUR;
      const hour = hourOf(closing);
      // Every factory has had the hour-closing tick, each batch leaving its roll-up in the factory's row.
      const ticks = rowsOf<{ id: string; tick: number }>(await db.execute(sql`SELECT id, tick FROM factories`));
      const rollUp = encodedToBytes(mergeEncoded([[closing, TIME.TICKS_PER_HOUR]]));
      await db.execute(sql`UPDATE factories SET tick = ${closing}, closed_hour = ${rollUp}`);
      expect(await recordHourStandings(db, closing, {})).toBe(true);
      const ranks = rowsOf<{ factory_id: string; rank: number | null }>(
        await db.execute(sql`SELECT factory_id, rank FROM factory_hours WHERE hour = ${hour} ORDER BY rank`),
      );
      expect(ranks.find((r) => r.factory_id === cheat.factoryId)?.rank ?? null).toBeNull();
      expect(ranks.filter((r) => r.rank !== null).map((r) => Number(r.rank))).toEqual([1, 2]);
      expect(ranks).toHaveLength(3);
      for (const f of ticks)
        await db.execute(sql`UPDATE factories SET tick = ${f.tick}, closed_hour = NULL WHERE id = ${f.id}`);

      await admin('POST', `/api/admin/players/${cheat.factoryId}/unsuspend`, {}, ADMIN_TOKEN, isolated);
      const after = await view();
      expect(after.achievers).toContain(cheat.factoryId);
      expect(after.season[0]).toBe(cheat.factoryId);
      expect(after).toMatchObject({ totalPlayers: [3, 3, 3], holders: 2, profile: 200 });
      expect(
        (await admin('POST', `/api/admin/players/${cheat.factoryId}/unsuspend`, {}, ADMIN_TOKEN, isolated)).status,
      ).toBe(409);
    } finally {
      await isolated.close();
    }
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
