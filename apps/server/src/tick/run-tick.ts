import { sellPrices } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settleContracts } from '../contracts/settle.js';
import { closesHour } from '../codecs/recent-ledger.js';
import type { Db, DatabaseKind } from '../db/database.js';
import { noticeStatement } from '../db/peers.js';
import { expireOffers } from '../exchange/rows.js';
import { lapseBids } from '../exchange/bids/rows.js';
import { bidsWorthSelling } from '../exchange/bids/standing-orders.js';
import { pruneHistory } from '../history/retention.js';
import { currentMarket } from '../market/state.js';
import { recordOwedHours, recordOwedHoursOrLog } from './hour-record.js';
import { databaseTickOptions, type TickOptions } from './options.js';
import { settleBehind, walkFactories } from './walks.js';

/*
 * The tick, top to bottom. `tickNowFor` answers the tick as a server process runs it (the scheduler
 * and the operator's tick call it as `app.tickNow`): `runTick`, then the hour's record, then the work
 * after the tick. `runTick` is the tick in the database, step by step, which any number of processes
 * may run at once (docs/adr/0002).
 */

/** Where a tick's time went, ms (a type, not an interface: the bench keeps it as a record of numbers). */
type TickPhases = {
  /** Contracts: their lapses, deliveries, completions and defaults. */
  contracts: number;
  batches: number;
  /** Exchange offers and bids whose life is over. */
  expire: number;
  settle: number;
  prune: number;
};

export interface TickReport {
  tickNumber: number;
  factories: number;
  ms: number;
  phases: TickPhases;
  /** How long the record of the hour the tick closed took once it had settled, ms, when `tickNow` wrote it: not part of `ms`. */
  hourRecordMs?: number;
}

/** What a process's tick needs of the process (plugins/app/game.ts gives it): nothing more. */
export interface TickProcess {
  db: Db;
  kind: DatabaseKind;
  log: FastifyBaseLogger;
  tickMs: number;
  batch?: number;
  batchesInFlight?: number;
  /** Other processes share the database: they forget their factories with each batch. */
  peers: boolean;
  /** Told once the tick is recorded as started, and when it ends: the per-tick caches' version (tick/clock.ts). */
  moved: () => void;
  /** This process's factory cache and market cache forgotten. */
  forgetFactories: () => void;
  forgetMarket: () => void;
  /** Work after each tick run to the end here (the rivals' offers): one that fails is logged and leaves the tick done. */
  afterTick: readonly ((tick: number) => Promise<unknown>)[];
  /** Told the report of each tick run to the end here (the metrics). */
  done: (report: TickReport) => void;
}

/** Runs tick N to the end here, so what this process caches follows it. */
export type TickNow = (tick: number, opts?: { signal?: AbortSignal }) => Promise<TickReport>;

/** The tick as a process runs it: the tick, its hour's record, the caches, the work after it. */
export function tickNowFor(host: TickProcess): TickNow {
  const { db, log } = host;
  return async (tick, extra = {}) => {
    try {
      const report = await runTick(db, tick, {
        now: Date.now(),
        tickMs: host.tickMs,
        batch: host.batch,
        ...databaseTickOptions(host.kind, host.batchesInFlight),
        signal: extra.signal,
        tellBatches: host.peers,
        onStarted: host.moved,
        onBatch: (factories) => {
          host.forgetFactories();
          log.debug({ tick, factories }, 'tick batch committed');
        },
      });
      // A tick stopped by shutdown is run again at the next start, and told then.
      if (extra.signal?.aborted) return report;
      // The hour's record follows the settle (hour-record.ts); waited for, so an operator's tick
      // answers with it written, whichever process wrote it. One that fails stays owed: the
      // scheduler's next pass writes it, and the next hour-closing tick waits for it.
      const recording = performance.now();
      if ((await recordOwedHoursOrLog(db, log, { wait: true })).length > 0)
        report.hourRecordMs = Math.round(performance.now() - recording);
      // What follows reads the market this tick set.
      host.forgetMarket();
      for (const after of host.afterTick)
        await after(tick).catch((error: unknown) => log.error({ err: error, tick }, 'work after the tick failed'));
      host.done(report);
      return report;
    } finally {
      host.forgetFactories();
      host.forgetMarket();
      host.moved();
    }
  };
}

/**
 * Runs tick N in the database to the end: safe to call from several processes at once and again
 * after a crash, because a factory's own `tick` column says whether it has had tick N (docs/adr/0002).
 */
export async function runTick(db: Db, tick: number, opts: TickOptions): Promise<TickReport> {
  // 1. The last hour's record: its roll-ups wait in the rows this tick's batches overwrite until it is written.
  if (closesHour(tick)) await recordOwedHours(db, { wait: true });
  const started = performance.now();
  const { phases, lap } = phaseClock(started);
  // 2. The run's row, which the settle finishes; the other processes' per-tick caches told.
  await db.execute(sql`INSERT INTO tick_runs (tick) VALUES (${tick}) ON CONFLICT DO NOTHING`);
  opts.onStarted?.();
  if (opts.tellBatches) await db.execute(noticeStatement('tick'));
  // 3. The standing orders sell at the market the last tick set, as a player's sale between ticks
  // does; net worth (the leaderboard's) is valued at its prices.
  const market = await currentMarket(db);
  const at = { ...opts, market, prices: sellPrices(market), worth: await bidsWorthSelling(db, market) };
  // 4. Contracts deliver before any factory has the tick: before the sellers' standing orders sell (docs/adr/0012).
  if (!opts.signal?.aborted) await settleContracts(db, tick, at.prices, opts.now);
  lap('contracts');
  // 5. The batches: every factory advanced by the engine (batch.ts).
  let factories = await walkFactories(db, tick, at);
  lap('batches');
  // 6. Offers whose life is over go back to their sellers at this tick (docs/adr/0007), and bids
  // whose life is over return the cash they hold (docs/adr/0014).
  if (!opts.signal?.aborted) await expireOffers(db, tick, at.prices);
  if (!opts.signal?.aborted) await lapseBids(db, tick, at.prices);
  lap('expire');
  // 7. The settle: the market, the prices, the season, the hour's record marked owed, the `tick`
  // notice (market.ts), once no factory is behind; the rows the walks left behind claimed first.
  const settle = await settleBehind(db, tick, at, lap);
  factories += settle.factories;
  // 8. History past its retention pruned, by the process that settled.
  if (settle.settled !== null) await pruneHistory(db, tick, { vacuum: opts.vacuum, factories: settle.settled });
  lap('prune');
  return { tickNumber: tick, factories, ms: Math.round(performance.now() - started), phases: phases() };
}

/** Each phase's time, ms: `lap` adds the time since the last lap to a phase. */
function phaseClock(started: number) {
  const spent: TickPhases = { contracts: 0, batches: 0, expire: 0, settle: 0, prune: 0 };
  let at = started;
  return {
    lap: (phase: keyof TickPhases) => {
      const now = performance.now();
      spent[phase] += now - at;
      at = now;
    },
    phases: (): TickPhases => ({
      contracts: Math.round(spent.contracts),
      batches: Math.round(spent.batches),
      expire: Math.round(spent.expire),
      settle: Math.round(spent.settle),
      prune: Math.round(spent.prune),
    }),
  };
}
