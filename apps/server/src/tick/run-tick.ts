import { expireOffers } from '../exchange/rows.js';
import { lapseBids } from '../exchange/bids/rows.js';
import { bidsWorthSelling } from '../exchange/bids/standing-orders.js';
import { settleContracts } from '../contracts/settle.js';
import { sellPrices } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { noticeStatement } from '../db/peers.js';
import type { Db } from '../db/database.js';
import { currentMarket } from '../market/state.js';
import { closesHour } from '../codecs/recent-ledger.js';
import { pruneHistory } from '../history/retention.js';
import { recordOwedHours } from '../leaderboard/hour-record.js';
import { tickBatch } from './batch.js';
import { claimBatch, claimIds, FIRST_ID } from './claims.js';
import { settleMarket } from './market.js';
import { TICK_BATCH, type TickOptions } from './options.js';

/** PostgreSQL's lock_not_available: the last pass waited LOCK_TIMEOUT_MS for a row. */
const LOCK_NOT_AVAILABLE = '55P03';

export interface TickReport {
  tickNumber: number;
  factories: number;
  ms: number;
  /** Where the tick's time went, ms: contracts, the batches, expiring offers, settling the market, pruning history. */
  phases: { contracts: number; batches: number; expire: number; settle: number; prune: number };
  /**
   * How long the record of the hour the tick closed took once it had settled, ms, when the caller
   * wrote it (plugins/app/game.ts; leaderboard/hour-record.ts): not part of `ms`.
   */
  hourRecordMs?: number;
}

/**
 * Runs tick N to the end: safe to call from several processes at once and again after a crash,
 * because a factory's own `tick` column says whether it has had tick N (docs/adr/0002).
 */
export async function runTick(db: Db, tick: number, opts: TickOptions): Promise<TickReport> {
  const closes = closesHour(tick);
  // The last hour's roll-ups wait in the rows this tick's batches overwrite until its record is written.
  if (closes) await recordOwedHours(db, { wait: true });
  const started = performance.now();
  await db.execute(sql`INSERT INTO tick_runs (tick) VALUES (${tick}) ON CONFLICT DO NOTHING`);
  opts.onStarted?.();
  if (opts.tellBatches) await db.execute(noticeStatement('tick'));
  // The standing orders sell at the market the last tick set, as a player's sale between ticks
  // does; net worth (the leaderboard's) is valued at its prices.
  const market = await currentMarket(db);
  const prices = sellPrices(market);
  const worth = await bidsWorthSelling(db, market);
  // Contracts deliver before any factory has the tick: before the sellers' standing orders sell.
  if (!opts.signal?.aborted) await settleContracts(db, tick, prices, opts.now);
  const contractsDone = performance.now();
  let factories = 0;
  const batch = opts.batch ?? TICK_BATCH;
  const pass = async () => {
    let cursor = FIRST_ID;
    while (!opts.signal?.aborted) {
      const done = await tickBatch(
        db,
        tick,
        (tx) => claimBatch(tx, tick, cursor, batch, { wait: false, closesHour: closes }),
        { ...opts, market, prices, worth, wait: false },
      );
      if (done.count === 0) return;
      factories += done.count;
      cursor = done.last;
      opts.onBatch?.(done.count);
    }
  };
  // Each worker walks the factories skipping rows others hold (another worker's or process's batch,
  // a player's action), so they share the work.
  await Promise.all(Array.from({ length: Math.max(1, opts.batchesInFlight ?? 1) }, () => pass()));
  const phases = {
    contracts: Math.round(contractsDone - started),
    batches: performance.now() - contractsDone,
    expire: 0,
    settle: 0,
    prune: 0,
  };
  let at = performance.now();
  const lap = (phase: keyof typeof phases) => {
    const now = performance.now();
    phases[phase] += Math.round(now - at);
    at = now;
  };
  // Offers whose life is over go back to their sellers at this tick (docs/adr/0007).
  if (!opts.signal?.aborted) await expireOffers(db, tick, prices);
  // And bids whose life is over return the cash they hold (docs/adr/0014).
  if (!opts.signal?.aborted) await lapseBids(db, tick, prices);
  lap('expire');
  // The settle finds what the walks left behind: rows held when they passed (another process's batch
  // still in flight, a player's action). Those are claimed waiting for each, and the settle tried again;
  // a row held past the lock timeout leaves the tick unfinished, for the scheduler's next pass.
  let settled: number | null = null;
  // Rows found behind that no claim then found (their holder's batch committed them) are read again
  // once; a second such round in a row stops rather than spin.
  let idle = 0;
  while (!opts.signal?.aborted && idle < 2) {
    // Every factory has had the tick once it settles: each one's rank is final for the hour it closes.
    const settlement = await settleMarket(db, tick, prices, { tell: opts.tellBatches });
    lap('settle');
    if (settlement.settled) settled = settlement.factories ?? 0;
    if (settlement.behind.length === 0) break;
    const before = factories;
    try {
      for (let from = 0; from < settlement.behind.length && !opts.signal?.aborted; from += batch) {
        const ids = settlement.behind.slice(from, from + batch);
        const done = await tickBatch(db, tick, (tx) => claimIds(tx, tick, ids, { closesHour: closes }), {
          ...opts,
          market,
          prices,
          worth,
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
  if (settled !== null) await pruneHistory(db, tick, { vacuum: opts.vacuum, factories: settled });
  lap('prune');
  phases.batches = Math.round(phases.batches);
  return { tickNumber: tick, factories, ms: Math.round(performance.now() - started), phases };
}
