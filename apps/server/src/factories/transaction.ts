import type { FactoryState, GameEvent, Prices } from '@forgeworks/engine';
import type { Db, Tx } from '../db/database.js';
import type { FactoryCache } from './cache.js';
import type { FactoryRecord, LockedFactory } from './record.js';
import { writeFactory } from './repository.js';

/**
 * Runs `work` in one transaction and keeps the factories it wrote in the cache once committed (never
 * a rolled-back one).
 */
export async function inTransaction<T>(
  db: Db,
  cache: FactoryCache | undefined,
  work: (tx: Tx, written: FactoryRecord[]) => Promise<T>,
): Promise<T> {
  const written: FactoryRecord[] = [];
  const mark = cache?.mark() ?? 0;
  const result = await db.transaction((tx) => work(tx, written));
  // A factory written twice in the transaction is kept as it was last written.
  const last = new Map(written.map((record) => [record.userId, record]));
  for (const [userId, record] of last) cache?.written(userId, record, mark);
  return result;
}

/** Writes a locked factory's new state and keeps it for the cache once the transaction commits. */
export async function writeKept(
  tx: Tx,
  written: FactoryRecord[],
  factory: LockedFactory,
  result: { state: FactoryState; events: readonly GameEvent[] },
  prices: Prices,
): Promise<FactoryRecord> {
  await writeFactory(tx, factory, result.state, result.events, prices);
  const record = { ...factory, state: result.state };
  written.push(record);
  return record;
}
