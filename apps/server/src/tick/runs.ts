import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { num, rowsOf, when } from '../db/rows.js';

const runRow = z.object({ tick: num, started_at: when, finished_at: when.nullable() });

export interface LastTick {
  tick: number;
  startedAt: Date | null;
  finished: boolean;
}

/** The last tick number any process has started (0 before the first). */
export async function lastTick(db: Pick<Db, 'execute'>): Promise<LastTick> {
  const [row] = rowsOf(
    runRow,
    await db.execute(sql`SELECT tick, started_at, finished_at FROM tick_runs ORDER BY tick DESC LIMIT 1`),
  );
  return row
    ? { tick: row.tick, startedAt: row.started_at, finished: row.finished_at !== null }
    : { tick: 0, startedAt: null, finished: true };
}

/**
 * The tick state as one number that grows, for the caches kept per tick (db/per-tick.ts): it
 * moves when a tick starts and again when it has finished, whichever process ran it, so every
 * process on one PostgreSQL loads again after each (a tick's batches between the two are not followed).
 */
export async function tickVersion(db: Pick<Db, 'execute'>): Promise<number> {
  const { tick, finished } = await lastTick(db);
  return tick * 2 + (finished ? 1 : 0);
}
