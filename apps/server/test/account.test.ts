import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();
const PASSWORD = 'correct-horse';

/** A second session of the same player, as another device would sign in. */
async function signIn(email: string, password = PASSWORD) {
  const res = await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { status: res.statusCode, token: res.json().data?.token as string };
}

const status = async (token: string) => (await client(app(), token).get('/api/factory/my-factory')).status;

describe('GET /api/account', () => {
  it("shows the player, the factory's name and every session without a token, this one marked", async () => {
    const { token, userId, email } = await signUp(app());
    const other = await signIn(email);
    const res = await client(app(), token).get('/api/account');
    expect(res.status).toBe(200);
    const account = res.body.data;
    expect(account).toMatchObject({
      user: { id: userId, email, name: 'Player' },
      factoryName: expect.stringMatching(/^Player's Factory( \d+)?$/),
    });
    expect(account.sessions).toHaveLength(2);
    expect(account.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(token);
    expect(text).not.toContain(other.token);
  });
});

describe('POST /api/account/factory-name', () => {
  it('renames the factory as typed, markup and all, and the leaderboard shows it', async () => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const before = (await player.factory()).name;
    const res = await player.post('/api/account/factory-name', { name: '  <b>x</b> & <script>  ' });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, data: { factoryName: '<b>x</b> & <script>', formerNames: [before] } },
    });
    expect((await player.factory()).name).toBe('<b>x</b> & <script>');
    expect((await player.get('/api/leaderboard/top-factories')).body.data.me.factoryName).toBe('<b>x</b> & <script>');
  });

  it.each([['n'.repeat(61)], ['\u202eevil'], ['a\u0000b'], [''], [null]])('refuses %j', async (name) => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const before = (await player.factory()).name;
    const res = await player.post('/api/account/factory-name', { name });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await player.factory()).name).toBe(before);
  });
});

describe('POST /api/account/change-password', () => {
  it('checks the current password and the strength of the new one', async () => {
    const { token, email } = await signUp(app());
    const player = client(app(), token);
    const wrong = await player.post('/api/account/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-phrase',
    });
    expect(wrong).toEqual({ status: 403, body: { success: false, message: 'The current password is not right' } });
    const weak = await player.post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('too easy to guess');
    expect((await signIn(email)).status).toBe(200);
  });

  it('with signOutOtherDevices, ends every session and gives this device a new token', async () => {
    const { token, email } = await signUp(app());
    const other = await signIn(email);
    const res = await client(app(), token).post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-phrase',
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect(fresh).not.toBe(token);
    expect(await status(token)).toBe(401);
    expect(await status(other.token)).toBe(401);
    expect(await status(fresh)).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'a-brand-new-phrase')).status).toBe(200);
  });

  it('without it, every device keeps its session and this one its token', async () => {
    const { token, email } = await signUp(app());
    const other = await signIn(email);
    const res = await client(app(), token).post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-phrase',
      signOutOtherDevices: false,
    });
    expect(res.body).toEqual({ success: true, data: { token } });
    expect(await status(token)).toBe(200);
    expect(await status(other.token)).toBe(200);
  });
});

describe('ending sessions', () => {
  it('sign-out-everywhere ends every session of the player, this one too', async () => {
    const { token, email } = await signUp(app());
    const other = await signIn(email);
    const bystander = await signUp(app());
    const res = await client(app(), token).post('/api/account/sign-out-everywhere');
    expect(res.body).toEqual({ success: true, data: { ended: 2 } });
    expect(await status(token)).toBe(401);
    expect(await status(other.token)).toBe(401);
    expect(await status(bystander.token)).toBe(200);
  });

  it("ends one of the player's own sessions; another player's is a 404", async () => {
    const { token, email } = await signUp(app());
    const other = await signIn(email);
    const stranger = await signUp(app());
    const mine = client(app(), token);
    const sessions = (await mine.get('/api/account')).body.data.sessions as { id: string; current: boolean }[];
    const otherId = sessions.find((s) => !s.current)!.id;
    const strangerId = (await client(app(), stranger.token).get('/api/account')).body.data.sessions[0].id;

    expect((await mine.del(`/api/account/sessions/${strangerId}`)).status).toBe(404);
    expect(await status(stranger.token)).toBe(200);
    expect((await mine.del(`/api/account/sessions/${otherId}`)).body).toEqual({ success: true, data: { ended: 1 } });
    expect(await status(other.token)).toBe(401);
    expect(await status(token)).toBe(200);
    expect((await mine.del(`/api/account/sessions/${otherId}`)).status).toBe(404);
  });

  it('refuses a session id the database cannot hold (a NUL) with a 400, not a 500', async () => {
    const { token } = await signUp(app());
    const res = await client(app(), token).del('/api/account/sessions/a%00b');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining('id') });
  });
});

describe('POST /api/account/delete', () => {
  async function traces(userId: string, factoryId: string, factoryName: string) {
    const db = app().database.db;
    const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n);
    return {
      user: await count(sql`SELECT count(*)::int AS n FROM "user" WHERE id = ${userId}`),
      sessions: await count(sql`SELECT count(*)::int AS n FROM session WHERE user_id = ${userId}`),
      accounts: await count(sql`SELECT count(*)::int AS n FROM account WHERE user_id = ${userId}`),
      factories: await count(sql`SELECT count(*)::int AS n FROM factories WHERE user_id = ${userId}`),
      hours: await count(sql`SELECT count(*)::int AS n FROM factory_hours WHERE factory_id = ${factoryId}`),
      events: await count(sql`SELECT count(*)::int AS n FROM player_events WHERE factory_id = ${factoryId}`),
      log: await count(sql`SELECT count(*)::int AS n FROM maintenance_log WHERE factory_id = ${factoryId}`),
      // Anonymous market history stays; nothing in it may name the player or the factory.
      market: await count(sql`SELECT count(*)::int AS n FROM (
          SELECT sold::text AS t FROM tick_runs UNION ALL SELECT state::text FROM market
          UNION ALL SELECT resource FROM market_prices) m
        WHERE t LIKE ${`%${userId}%`} OR t LIKE ${`%${factoryId}%`} OR t LIKE ${`%${factoryName}%`}`),
    };
  }

  it('needs the password and the factory name typed again', async () => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const name = (await player.factory()).name;
    expect(
      (await player.post('/api/account/delete', { password: PASSWORD, confirmFactoryName: 'Something else' })).status,
    ).toBe(400);
    const wrong = await player.post('/api/account/delete', { password: 'not-my-password', confirmFactoryName: name });
    expect(wrong).toEqual({ status: 403, body: { success: false, message: 'The password is not right' } });
    expect(await status(token)).toBe(200);
  });

  it('deletes the player and everything of theirs; the factory leaves the leaderboard', async () => {
    const { token, userId, email } = await signUp(app());
    const player = await starterFactory(app(), token);
    await player.post('/api/account/factory-name', { name: 'Doomed Works' });
    await player.post('/api/market/sell', { resource: 'COAL', quantity: 1 });
    for (let i = 0; i < 13; i++) await adminTick(app());
    const machineId = (await player.factory()).machines[1].id;
    await player.post('/api/factory/schedule-maintenance', { machineId, maintenanceType: 'ROUTINE' });
    const factoryId = (await player.factory()).id as string;
    // A happening not yet pruned (they are kept an hour).
    await app().database.db.execute(sql`
      INSERT INTO player_events (factory_id, tick, by_tick, kind, data) VALUES (${factoryId}, 13, true, 'loan', '{}')`);
    const before = await traces(userId, factoryId, 'Doomed Works');
    expect(before).toMatchObject({ user: 1, factories: 1, accounts: 1, sessions: 1, market: 0 });
    expect(before.hours).toBeGreaterThan(0);
    expect(before.events).toBeGreaterThan(0);
    expect(before.log).toBeGreaterThan(0);

    // At the top of the leaderboard, so that leaving it shows.
    await app().database.db.execute(sql`UPDATE factories SET net_worth = 1e12 WHERE id = ${factoryId}`);
    const watcher = client(app(), (await signUp(app())).token);
    const leaderboard = async () => (await watcher.get('/api/leaderboard/top-factories')).body.data;
    const top = await leaderboard();
    expect(top.topFactories[0].userId).toBe(userId);

    const res = await player.post('/api/account/delete', { password: PASSWORD, confirmFactoryName: 'Doomed Works' });
    expect(res).toEqual({ status: 200, body: { success: true, data: { deleted: true } } });
    expect(await status(token)).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    const after = await leaderboard();
    expect(after.topFactories.map((f: { userId: string }) => f.userId)).not.toContain(userId);
    expect(after.totalPlayers).toBe(top.totalPlayers - 1);
    expect(await traces(userId, factoryId, 'Doomed Works')).toEqual({
      user: 0,
      sessions: 0,
      accounts: 0,
      factories: 0,
      hours: 0,
      events: 0,
      log: 0,
      market: 0,
    });
  });
});

describe('a session in use', () => {
  // Both devices have been seen just before, so the guard has checked (and, on the embedded
  // database, kept) both sessions: the end must still reach the very next request.
  async function twoDevicesInUse() {
    const { token, email } = await signUp(app());
    const other = await signIn(email);
    expect([await status(token), await status(other.token)]).toEqual([200, 200]);
    return { token, other: other.token };
  }
  const sessionsOf = async (token: string) =>
    (await client(app(), token).get('/api/account')).body.data.sessions as { id: string; current: boolean }[];

  it.each([
    ['sign-out', (token: string) => client(app(), token).post('/api/auth/sign-out', {}), [401, 200]],
    [
      'sign-out-everywhere',
      (token: string) => client(app(), token).post('/api/account/sign-out-everywhere'),
      [401, 401],
    ],
    [
      'a password change signing out the other devices',
      (token: string) =>
        client(app(), token).post('/api/account/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'a-brand-new-phrase',
          signOutOtherDevices: true,
        }),
      [401, 401],
    ],
    [
      'deleting the account',
      async (token: string) =>
        client(app(), token).post('/api/account/delete', {
          password: PASSWORD,
          confirmFactoryName: (await client(app(), token).factory()).name,
        }),
      [401, 401],
    ],
  ] as const)('is refused by the next request once ended by %s', async (_, end, expected) => {
    const { token, other } = await twoDevicesInUse();
    expect((await end(token)).status).toBe(200);
    expect([await status(token), await status(other)]).toEqual(expected);
  });

  it('is refused by the next request once ended from another device', async () => {
    const { token, other } = await twoDevicesInUse();
    const otherId = (await sessionsOf(token)).find((s) => !s.current)!.id;
    expect((await client(app(), token).del(`/api/account/sessions/${otherId}`)).status).toBe(200);
    expect([await status(token), await status(other)]).toEqual([200, 401]);
  });
});
