import type { MarketState, Prices, StoredResource } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { closesHour } from '../codecs/recent-ledger.js';
import { tickBatch } from './batch.js';
import { claimBatch, claimIds, FIRST_ID } from './claims.js';
import { settleMarket } from './market.js';
import { TICK_BATCH, type TickOptions } from './options.js';

/** PostgreSQL's lock_not_available: the last pass waited LOCK_TIMEOUT_MS for a row. */
const LOCK_NOT_AVAILABLE = '55P03';

/** What every batch of a tick advances at: the market the last tick set, its prices, the bids worth a sale. */
export interface TickMarket {
  market: MarketState;
  prices: Prices;
  worth: ReadonlySet<StoredResource>;
}

/**
 * The batches: each worker walks the factories by id, claiming a batch at a time and skipping rows
 * others hold (another worker's or process's batch, a player's action), so they share the work.
 * Answers how many factories they advanced.
 */
export async function walkFactories(db: Db, tick: number, opts: TickOptions & TickMarket): Promise<number> {
  const closes = closesHour(tick);
  const batch = opts.batch ?? TICK_BATCH;
  let factories = 0;
  const pass = async () => {
    let cursor = FIRST_ID;
    while (!opts.signal?.aborted) {
      const done = await tickBatch(
        db,
        tick,
        (tx) => claimBatch(tx, tick, cursor, batch, { wait: false, closesHour: closes }),
        { ...opts, wait: false },
      );
      if (done.count === 0) return;
      factories += done.count;
      cursor = done.last;
      opts.onBatch?.(done.count);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.batchesInFlight ?? 1) }, () => pass()));
  return factories;
}

/**
 * The settle (`settleMarket`), which finds what the walks left behind: rows held when they passed
 * (another process's batch still in flight, a player's action). Those are claimed waiting for each,
 * and the settle tried again; a row held past the lock timeout leaves the tick unfinished, for the
 * scheduler's next pass. `lap` is told as each settle and each round of claims ends. Answers the
 * factories the claims advanced, and how many factories there were when this call settled the tick
 * (null when it did not).
 */
export async function settleBehind(
  db: Db,
  tick: number,
  opts: TickOptions & TickMarket,
  lap: (phase: 'settle' | 'batches') => void,
): Promise<{ factories: number; settled: number | null }> {
  const closes = closesHour(tick);
  const batch = opts.batch ?? TICK_BATCH;
  let factories = 0;
  let settled: number | null = null;
  // Rows found behind that no claim then found (their holder's batch committed them) are read again
  // once; a second such round in a row stops rather than spin.
  let idle = 0;
  while (!opts.signal?.aborted && idle < 2) {
    // Every factory has had the tick once it settles: each one's rank is final for the hour it closes.
    const settlement = await settleMarket(db, tick, opts.prices, { tell: opts.tellBatches });
    lap('settle');
    if (settlement.settled) settled = settlement.factories ?? 0;
    if (settlement.behind.length === 0) break;
    const before = factories;
    try {
      for (let from = 0; from < settlement.behind.length && !opts.signal?.aborted; from += batch) {
        const ids = settlement.behind.slice(from, from + batch);
        const done = await tickBatch(db, tick, (tx) => claimIds(tx, tick, ids, { closesHour: closes }), {
          ...opts,
          wait: true,
        });
        factories += done.count;
        if (done.count > 0) opts.onBatch?.(done.count);
      }
    } catch (error) {
      // drizzle wraps the driver's error; the SQLSTATE is on its cause.
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      if ((code ?? cause?.code) !== LOCK_NOT_AVAILABLE) throw error;
      break;
    }
    idle = factories === before ? idle + 1 : 0;
    lap('batches');
  }
  return { factories, settled };
}
