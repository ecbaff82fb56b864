import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FactoryState } from '@forgeworks/engine';
import { advanceFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/database.js';
import { rowsOf } from '../raw-rows.js';
import { seedFactories } from '../../src/dev/seed-factories.js';
import { tenMachineFactory } from '../../src/dev/ten-machine-factory.js';
import { stateFromColumns } from '../../src/codecs/state-columns.js';
import { freshPostgres } from '../helper.js';

/**
 * A game world for process tests: a database (a fresh PostgreSQL database on `postgresUrl`'s or
 * TEST_DATABASE_URL's cluster when one is given, else a PGlite folder) seeded with busy factories whose every tick is known in advance.
 */
export async function seededWorld(factories: number, opts: { postgresUrl?: string } = {}) {
  const cluster = opts.postgresUrl ?? process.env.TEST_DATABASE_URL;
  const postgres = cluster ? await freshPostgres(cluster) : null;
  const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-world-`);
  const env: Record<string, string> = postgres
    ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir }
    : { DATA_DIR: dataDir };
  const open = () => openDatabase({ databaseUrl: postgres?.url, dataDir });
  // No standing instructions: what they sell moves the market, and these factories' ticks are known without it.
  const start = (i: number): FactoryState => ({
    ...tenMachineFactory(i + 1),
    standingOrders: [],
    autoMaintenance: false,
  });
  const database = await open();
  await seedFactories(database.db, factories, (i) => ({ state: start(i) }), { prefix: 'world' });
  await database.close();

  /** Each factory's state as the database holds it, in seeding order. */
  const read = async () => {
    const db = await open();
    try {
      const rows = rowsOf<{
        user_id: string;
        tick: number;
        cash: string;
        debt: string;
        state: string;
        site: string | null;
      }>(await db.db.execute(sql`SELECT user_id, tick, cash, debt, state, site FROM factories`));
      // Seeded factories only: players a test signs up are not the world's.
      const seeded = rows.filter((r) => r.user_id.startsWith('world-'));
      const byIndex = new Map(seeded.map((r) => [Number(r.user_id.split('-').at(-1)), stateFromColumns(r)]));
      const runs = rowsOf<{ tick: number; factories: number; finished_at: unknown }>(
        await db.db.execute(sql`SELECT tick, factories, finished_at FROM tick_runs ORDER BY tick`),
      );
      const market = rowsOf<{ tick: number }>(await db.db.execute(sql`SELECT tick FROM market WHERE id = 1`));
      return { factories: byIndex, runs, marketTick: market[0]?.tick ?? 0 };
    } finally {
      await db.close();
    }
  };

  /** What factory i must be after exactly `ticks` ticks: the parts of its state no clock touches. */
  const expected = (i: number, ticks: number) => {
    let state = start(i);
    for (let t = 1; t <= ticks; t++) state = advanceFactory(state, { tick: t, now: Date.UTC(2026, 0, 1) }).state;
    return fingerprint(state);
  };

  return { env, read, expected, drop: async () => postgres?.drop() };
}

/** Cash, debt, stock, machines and the random state: one tick more or less changes every one. */
export function fingerprint(state: FactoryState) {
  return {
    tick: state.tick,
    cash: state.cash,
    debt: state.debt,
    inventory: state.inventory,
    rng: state.rng,
    machines: state.machines.map((m) => [m.condition, m.operatingTicks]),
  };
}
