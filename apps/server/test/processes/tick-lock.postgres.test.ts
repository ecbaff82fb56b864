import { runFactoryTick } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/database.js';
import { rowsOf } from '../raw-rows.js';
import { seedFactories } from '../../src/dev/seed-factories.js';
import { tenMachineFactory } from '../../src/dev/ten-machine-factory.js';
import { stateFromColumns } from '../../src/codecs/state-columns.js';
import { currentMarket } from '../../src/market/state.js';
import { runTick } from '../../src/tick/run-tick.js';
import { freshPostgres } from '../helper.js';

const FACTORIES = 60;
const NOW = Date.UTC(2026, 10, 23, 12);
let database: Database;
let postgres: Awaited<ReturnType<typeof freshPostgres>>;

beforeAll(async () => {
  postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
  database = await openDatabase({ databaseUrl: postgres.url, dataDir: ':memory:' });
  await seedFactories(database.db, FACTORIES, (i) => ({ state: tenMachineFactory(i + 1) }), { prefix: 'lock' });
});
afterAll(async () => {
  await database.close();
  await postgres.drop();
});

const factoryOf = async (userId: string) => {
  const [row] = rowsOf<{ tick: number; cash: string; debt: string; state: Buffer; site: string | null }>(
    await database.db.execute(sql`SELECT tick, cash, debt, state, site FROM factories WHERE user_id = ${userId}`),
  );
  return stateFromColumns(row!);
};

describe('a tick meeting a factory that a player’s action holds', () => {
  it('ticks every other factory, waits for the action to commit, then ticks that factory once, keeping what the action did', async () => {
    const held = 'lock-user-7';
    const before = await factoryOf(held);
    // The action: another connection locks the factory's row as an action does, and keeps it.
    const action = new pg.Client({ connectionString: postgres.url });
    await action.connect();
    await action.query('BEGIN');
    await action.query('SELECT id FROM factories WHERE user_id = $1 FOR UPDATE', [held]);

    const market = await currentMarket(database.db);
    let finished = false;
    const tick = runTick(database.db, 1, { now: NOW, tickMs: 300_000, batchesInFlight: 2 }).then((report) => {
      finished = true;
      return report;
    });
    // Every factory but the held one reaches tick 1, and the tick does not call itself done.
    await expect
      .poll(
        async () =>
          rowsOf<{ n: number }>(
            await database.db.execute(sql`SELECT count(*)::int AS n FROM factories WHERE tick = 1`),
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(FACTORIES - 1);
    expect(finished).toBe(false);
    expect((await factoryOf(held)).tick).toBe(0);

    // The action pays in 12,345 cents and commits; the tick must start from that, not from what it saw before.
    await action.query('UPDATE factories SET cash = cash + 12345 WHERE user_id = $1', [held]);
    await action.query('COMMIT');
    await action.end();
    const report = await tick;

    expect(report.factories).toBe(FACTORIES);
    const after = await factoryOf(held);
    const expected = runFactoryTick({ ...before, cash: before.cash + 12_345 }, { tick: 1, now: NOW, market }).state;
    expect(after).toEqual(expected);
    const [run] = rowsOf<{ factories: number }>(
      await database.db.execute(sql`SELECT factories FROM tick_runs WHERE tick = 1`),
    );
    expect(run!.factories).toBe(FACTORIES);
  });

  it('leaves the tick unfinished when a row stays held past the timeout, and the next run finishes it', async () => {
    const held = 'lock-user-3';
    const action = new pg.Client({ connectionString: postgres.url });
    await action.connect();
    await action.query('BEGIN');
    await action.query('SELECT id FROM factories WHERE user_id = $1 FOR UPDATE', [held]);

    const first = await runTick(database.db, 2, { now: NOW, tickMs: 300_000, lockTimeoutMs: 300 });
    expect(first.factories).toBe(FACTORIES - 1);
    expect((await factoryOf(held)).tick).toBe(1);
    const unfinished = rowsOf<{ finished_at: unknown }>(
      await database.db.execute(sql`SELECT finished_at FROM tick_runs WHERE tick = 2`),
    );
    expect(unfinished[0]!.finished_at).toBeNull();

    await action.query('ROLLBACK');
    await action.end();
    const second = await runTick(database.db, 2, { now: NOW, tickMs: 300_000 });
    expect(second.factories).toBe(1);
    expect((await factoryOf(held)).tick).toBe(2);
    const [run] = rowsOf<{ factories: number; finished_at: unknown }>(
      await database.db.execute(sql`SELECT factories, finished_at FROM tick_runs WHERE tick = 2`),
    );
    expect(run!.factories).toBe(FACTORIES);
    expect(run!.finished_at).not.toBeNull();
  });
});
