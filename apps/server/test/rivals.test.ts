import { rivalFor } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stateFromColumns } from '../src/codecs/state-columns.js';
import type { StateColumns } from '../src/codecs/state-columns.js';
import { rowsOf } from './raw-rows.js';
import { keepRivals } from '../src/rivals/roster.js';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const RIVALS = 4;
const TICKS = 24;
const app = useTestApp({ rivals: RIVALS });

type RivalRow = StateColumns & { id: string; user_id: string; name: string; rival_slot: number; rival_since: number };

async function rivals(): Promise<RivalRow[]> {
  return rowsOf<RivalRow>(
    await app().database.db.execute(
      sql`SELECT id, user_id, name, rival_slot, rival_since, tick, cash, debt, state FROM factories WHERE rival_slot IS NOT NULL ORDER BY rival_slot`,
    ),
  );
}

describe('rival factories (RIVALS=4)', () => {
  it('are made at start-up, one for each slot, with their personalities’ names', async () => {
    const rows = await rivals();
    expect(rows.map((r) => [r.rival_slot, r.name])).toEqual([1, 2, 3, 4].map((slot) => [slot, rivalFor(slot).name]));
    expect(new Set(rows.map((r) => r.name)).size).toBe(RIVALS);
  });

  it('are made once however often the roster is kept, and go when RIVALS is lowered', async () => {
    const db = app().database.db;
    const tick = async () => 0;
    await Promise.all([
      keepRivals(db, RIVALS, tick, app().market.prices),
      keepRivals(db, RIVALS, tick, app().market.prices),
    ]);
    expect((await rivals()).length).toBe(RIVALS);
    await keepRivals(db, RIVALS + 1, tick, app().market.prices);
    expect((await rivals()).map((r) => r.rival_slot)).toEqual([1, 2, 3, 4, 5]);
    await keepRivals(db, RIVALS, tick, app().market.prices);
    expect((await rivals()).map((r) => r.rival_slot)).toEqual([1, 2, 3, 4]);
  });

  it('are founded anew when found insolvent, and only then', async () => {
    const db = app().database.db;
    const [first, second] = await rivals();
    await db.execute(sql`UPDATE factories SET cash = 0, debt = 1500000 WHERE user_id = ${first!.user_id}`);
    await db.execute(sql`UPDATE factories SET cash = 0, debt = 0 WHERE user_id = ${second!.user_id}`);
    try {
      await keepRivals(db, RIVALS, app().currentTick, app().market.prices);
      const [refounded, kept] = await rivals();
      expect(refounded!.id).not.toBe(first!.id);
      // bigint columns come back as strings from PostgreSQL, numbers from PGlite.
      expect([refounded!.rival_slot, refounded!.rival_since, Number(refounded!.debt)]).toEqual([
        1,
        await app().currentTick(),
        0,
      ]);
      expect(Number(refounded!.cash)).toBeGreaterThan(0);
      expect([kept!.id, Number(kept!.cash)]).toEqual([second!.id, 0]);
    } finally {
      // The rivals play on in the tests below.
      await db.execute(
        sql`UPDATE factories SET cash = ${second!.cash}, debt = ${second!.debt} WHERE id = ${second!.id}`,
      );
    }
    expect((await rivals()).length).toBe(RIVALS);
  });

  it('cannot be signed in as, whatever the password: they have no credential', async () => {
    const [first] = await rivals();
    const { email } = rowsOf<{ email: string }>(
      await app().database.db.execute(sql`SELECT email FROM "user" WHERE id = ${first!.user_id}`),
    )[0]!;
    const accounts = rowsOf<{ n: number }>(
      await app().database.db.execute(sql`SELECT count(*)::int AS n FROM account WHERE user_id LIKE 'rival-%'`),
    );
    expect(Number(accounts[0]!.n)).toBe(0);
    for (const password of ['correct-horse', '', 'x'.repeat(20), first!.user_id]) {
      for (const url of ['/api/auth/login', '/api/auth/sign-in/email']) {
        const res = await app().inject({ method: 'POST', url, payload: { email, password } });
        expect(res.statusCode, `${url} ${password}`).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toMatch(/token/);
      }
    }
    // Nor can anyone take a rival's address for an account of their own.
    const taken = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct-horse', name: 'Impostor' },
    });
    expect(taken.statusCode).toBe(400);
  });

  it('play every tick through the engine’s actions: they build, staff, sell, and are marked on the leaderboard', async () => {
    const { token } = await signUp(app());
    const player = await starterFactory(app(), token);
    for (let i = 0; i < TICKS; i++) await adminTick(app());

    const rows = await rivals();
    for (const row of rows) {
      const state = stateFromColumns(row);
      const who = rivalFor(row.rival_slot).key;
      expect(state.tick, who).toBe(row.rival_since + TICKS);
      expect(state.machines.length, who).toBeGreaterThan(0);
      expect(state.workers.length, who).toBeGreaterThan(0);
      expect(
        Object.values(state.counters.produced).reduce((a, b) => a + b, 0),
        who,
      ).toBeGreaterThan(0);
      expect(
        Object.values(state.counters.sold).reduce((a, b) => a + b, 0),
        who,
      ).toBeGreaterThan(0);
    }
    // The trader buys its ore and coal on the market, as a player's purchase does.
    const trader = rows.find((r) => rivalFor(r.rival_slot).key === 'market-trader')!;
    expect(stateFromColumns(trader).counters.bought.IRON_ORE).toBeGreaterThan(0);
    // What they sold and bought reached the market with the players' trades.
    const [run] = rowsOf<{ sold: Record<string, number>; bought: Record<string, number> }>(
      await app().database.db.execute(sql`SELECT sold, bought FROM tick_runs ORDER BY tick DESC LIMIT 1`),
    );
    expect(Number(run!.sold.STEEL_BAR)).toBeGreaterThan(0);
    expect(Number(run!.bought.IRON_ORE)).toBeGreaterThan(0);

    const all = (await player.get('/api/leaderboard/top-factories')).body.data;
    expect(all.totalPlayers).toBe(RIVALS + 1);
    const names = new Set(rows.map((r) => r.name));
    expect(all.topFactories).toHaveLength(RIVALS + 1);
    for (const entry of all.topFactories) expect(entry.rival, entry.factoryName).toBe(names.has(entry.factoryName));
    expect(all.me.rival).toBe(false);

    const onlyRivals = (await player.get('/api/leaderboard/top-factories?show=rivals')).body.data;
    expect(onlyRivals.topFactories.map((e: { factoryName: string }) => e.factoryName).sort()).toEqual(
      [...names].sort(),
    );
    const onlyPlayers = (await player.get('/api/leaderboard/top-factories?show=players')).body.data;
    expect(onlyPlayers.topFactories).toHaveLength(1);
    // Filtered, each keeps its place among all factories.
    expect(onlyPlayers.topFactories[0].rank).toBe(all.me.rank);
    for (const entry of onlyRivals.topFactories)
      expect(entry.rank).toBe(all.topFactories.find((e: { userId: string }) => e.userId === entry.userId).rank);
    expect((await player.get('/api/leaderboard/top-factories?show=bots')).status).toBe(400);
  });

  it('hold no session and reach no player route: every signed-in route refuses a request without a player', async () => {
    const res = await client(app(), 'rival-1').get('/api/factory/my-factory');
    expect(res.status).toBe(401);
  });
});
