import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { runTick } from '../src/tick/run-tick.js';
import { finishInterruptedTick } from '../src/tick/scheduler.js';
import { adminTick, signUp, starterFactory, useTestApp } from './helper.js';

/** A player's hours: their stats hour by hour, and the hour's record that follows a tick's settle. */
const app = useTestApp();

describe('player stats', () => {
  it('tells net worth and rank hour by hour, the week’s totals, the best day and the median player', async () => {
    const p = await starterFactory(app(), (await signUp(app())).token);
    const me = await p.factory();
    // Two hours closed with the factory in them.
    let closed = 0;
    let tick = 0;
    while (closed < 2) {
      tick = (await adminTick(app())).tickNumber;
      if (tick % 12 === 0) closed++;
    }
    const { status, body } = await p.get('/api/analytics/player-stats');
    expect(status).toBe(200);
    const stats = body.data;
    const board = (await p.get('/api/leaderboard/top-factories')).body.data;
    expect(stats).toMatchObject({ rank: board.me.rank, netWorth: board.me.netWorth, totalPlayers: board.totalPlayers });

    // The last point is the hour this tick closed, at the leaderboard's figures: nothing moved since.
    const hours = stats.history.map((h: { hour: number }) => h.hour);
    expect(hours.at(-1)).toBe(tick / 12);
    expect(hours.length).toBeGreaterThanOrEqual(2);
    expect(hours).toEqual([...hours].sort((x, y) => x - y));
    expect(stats.history.at(-1)).toMatchObject({ rank: board.me.rank, netWorth: board.me.netWorth });

    // The factory is younger than a week: the week's ledger equals its lifetime counts.
    const lifetime = (await p.get('/api/analytics/factory-stats')).body.data;
    const units = (byResource: Record<string, number>) => Object.values(byResource).reduce((s, v) => s + v, 0);
    expect(stats.lifetime.produced).toBeCloseTo(units(lifetime.produced), 3);
    expect(stats.lifetime.sold).toBeCloseTo(units(lifetime.sold), 3);
    expect(stats.last7Days.produced).toBeCloseTo(stats.lifetime.produced, 3);
    expect(stats.last7Days.sold).toBeCloseTo(stats.lifetime.sold, 3);
    expect(stats.last7Days.sold).toBeGreaterThan(0);

    // Income and profit by the production history's hours.
    const hourly = (await p.get('/api/analytics/production-history')).body.data.hourly as {
      hour: number;
      income: number;
      expenses: number;
    }[];
    const income = hourly.reduce((s, h) => s + h.income, 0);
    expect(stats.last7Days.salesIncome).toBeCloseTo(income, 2);
    const byDay = new Map<number, number>();
    for (const h of hourly) {
      const day = Math.ceil(h.hour / 24);
      byDay.set(day, (byDay.get(day) ?? 0) + h.income - h.expenses);
    }
    const best = Math.max(...byDay.values());
    expect(stats.bestDay.profit).toBeCloseTo(best, 2);
    expect(byDay.get(stats.bestDay.day)).toBeCloseTo(best, 2);
    // A day still going has not ended: it ends after now (it read 'ended' three minutes after sign-up).
    expect(stats.bestDay.inProgress).toBe(stats.bestDay.day === Math.max(...byDay.keys()));
    expect(Date.parse(stats.bestDay.endsAt) > Date.now()).toBe(stats.bestDay.inProgress);

    // Every player is on the board here (fewer than its ten): the median is the middle of theirs.
    expect(board.topFactories).toHaveLength(board.totalPlayers);
    const worths = board.topFactories
      .map((e: { netWorth: number }) => e.netWorth)
      .sort((x: number, y: number) => x - y);
    const mid = worths.length / 2;
    const median = worths.length % 2 ? worths[Math.floor(mid)] : (worths[mid - 1] + worths[mid]) / 2;
    expect(stats.median.netWorth).toBeCloseTo(median, 2);
    const counts = (await p.get('/api/leaderboard/top-achievers')).body.data.players
      .map((x: { achievements: number }) => x.achievements)
      .sort((x: number, y: number) => x - y);
    const middle =
      counts.length % 2
        ? counts[Math.floor(counts.length / 2)]
        : (counts[counts.length / 2 - 1] + counts[counts.length / 2]) / 2;
    expect(stats.median.achievements).toBe(middle);
    expect(stats.achievements).toBe(lifetime.achievements.filter((a: { completed: boolean }) => a.completed).length);

    // A profile shows the same hours.
    const profile = (await p.get(`/api/factories/${me.id}/profile`)).body.data;
    const point = ({ hour, netWorth, rank }: { hour: number; netWorth: number; rank: number }) => [
      hour,
      netWorth,
      rank,
    ];
    expect(profile.netWorthHistory.map(point)).toEqual(stats.history.map(point));
  });
});

describe("the hour's record follows the settle", () => {
  /** A new starter factory, with the game ticked to the tick before an hour closes. */
  const factoryBeforeHourCloses = async () => {
    const p = await starterFactory(app(), (await signUp(app())).token);
    const me = await p.factory();
    let tick = 0;
    while ((tick + 1) % 12 !== 0) tick = (await adminTick(app())).tickNumber;
    return { me, tick, closing: tick + 1 };
  };

  it('is written by the next scheduler pass when the process that settled the tick stopped before writing it', async () => {
    const { me, closing } = await factoryBeforeHourCloses();
    const db = app().database.db;
    // The tick alone, as a process runs it before its own record (app.tickNow writes that after).
    const report = await runTick(db, closing, { now: Date.now(), tickMs: app().tickIntervalMs });
    expect(report.factories).toBeGreaterThan(0);
    const owed = async () =>
      rowsOf<{ tick: number }>(await db.execute(sql`SELECT tick FROM tick_runs WHERE hour_prices IS NOT NULL`)).map(
        (r) => Number(r.tick),
      );
    expect(await owed()).toEqual([closing]);
    const point = async () =>
      rowsOf<{ rank: number | null }>(
        await db.execute(sql`SELECT rank FROM factory_hours WHERE factory_id = ${me.id} AND hour = ${closing / 12}`),
      )[0];
    expect(await point()).toBeUndefined();

    const driver = { db, log: app().log, tickNow: app().tickNow };
    const last = await finishInterruptedTick(driver);
    expect(last).toMatchObject({ tick: closing, finished: true });
    expect(await owed()).toEqual([]);
    expect(Number((await point())!.rank)).toBeGreaterThan(0);
    // Written once: another pass finds nothing owed.
    await finishInterruptedTick(driver);
    expect(await owed()).toEqual([]);
  });

  it('stays owed when it cannot be written: plain ticks go on, the next hour-closing tick waits, and it is written once it can be', async () => {
    const before = await factoryBeforeHourCloses();
    const { me, closing } = before;
    let { tick } = before;
    const run = (query: ReturnType<typeof sql>) => app().database.db.execute(query);
    await run(sql`CREATE FUNCTION refuse_standings() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'standings refused'; END $$`);
    await run(sql`CREATE TRIGGER refuse_standings BEFORE INSERT OR UPDATE ON factory_hours
      FOR EACH ROW EXECUTE FUNCTION refuse_standings()`);

    const state = async () =>
      rowsOf<{ market: number; finished: boolean; owed: number[] }>(
        await run(sql`SELECT (SELECT tick FROM market WHERE id = 1) AS market,
          (SELECT finished_at IS NOT NULL FROM tick_runs WHERE tick = ${closing}) AS finished,
          (SELECT coalesce(array_agg(tick ORDER BY tick), '{}') FROM tick_runs WHERE hour_prices IS NOT NULL) AS owed`),
      )[0];
    const point = async (hour: number) =>
      rowsOf<{ net_worth: number | null; rank: number | null }>(
        await run(sql`SELECT net_worth, rank FROM factory_hours WHERE factory_id = ${me.id} AND hour = ${hour}`),
      )[0];

    // The tick itself settles; only its hour's record is owed.
    expect((await adminTick(app())).tickNumber).toBe(closing);
    expect(await state()).toEqual({ market: closing, finished: true, owed: [closing] });
    expect(await point(closing / 12)).toBeUndefined();
    // Plain ticks go on while it is refused ...
    while (tick + 1 < closing + 12) tick = (await adminTick(app())).tickNumber;
    expect(tick).toBe(closing + 11);
    // ... but the next hour-closing tick does not start: its batches would overwrite the hour's roll-ups.
    await expect(adminTick(app())).rejects.toThrow(/500/);
    expect((await state())!.owed).toEqual([closing]);

    await run(sql`DROP TRIGGER refuse_standings ON factory_hours`);
    await run(sql`DROP FUNCTION refuse_standings()`);
    expect((await adminTick(app())).tickNumber).toBe(closing + 12);
    expect((await state())!.owed).toEqual([]);
    for (const hour of [closing / 12, closing / 12 + 1]) {
      const written = await point(hour);
      expect(Number(written!.net_worth)).toBeGreaterThan(0);
      expect(Number(written!.rank)).toBeGreaterThan(0);
    }
  });
});
