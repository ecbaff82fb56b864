import { expireOffers } from '../exchange/rows.js';
import { lapseBids } from '../exchange/bids/rows.js';
import { bidsWorthSelling } from '../exchange/bids/standing-orders.js';
import { settleContracts } from '../contracts/settle.js';
import type { MarketState, Prices, StoredResource } from '@forgeworks/engine';
import { emptyInventory, sellPrices, STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { byteaArray, int8Array, uuidArray } from '../db/binary-arrays.js';
import { noticeStatement } from '../db/peers.js';
import type { Db, DatabaseKind, Tx } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { currentMarket } from '../market/state.js';
import { closesHour, hourOf, WRITTEN_RECENT_SQL } from '../codecs/recent-ledger.js';
import { encodedToBytes } from '../codecs/ledger.js';
import { pruneHistory, trimMaintenanceLog } from '../history/retention.js';
import { recordUnlocks } from '../achievements/unlocks.js';
import { recordOwedHours } from '../leaderboard/hour-record.js';
import type { AdvancedFactory, ClaimedRow } from './advance.js';
import { advanceRow } from './advance.js';
import { batchIntoBids } from './into-bids.js';
import { openRivalBids, writeRivalBids } from '../rivals/bids.js';
import { claimBatch, claimIds, FIRST_ID } from './claims.js';
import { settleMarket } from './market.js';

export { MAX_CATCH_UP_TICKS } from './advance.js';

/** Factories claimed and written per transaction. */
export const TICK_BATCH = 500;
/**
 * How long the tick's last pass waits for a row another transaction holds (a player's action takes
 * milliseconds, another process's batch a fraction of a second); beyond it, the tick is left
 * unfinished and the scheduler's next pass finishes it.
 */
const LOCK_TIMEOUT_MS = 10_000;
/** PostgreSQL's lock_not_available: the last pass waited LOCK_TIMEOUT_MS for a row. */
const LOCK_NOT_AVAILABLE = '55P03';

export interface TickOptions {
  now: number;
  tickMs: number;
  batch?: number;
  /** The embedded database has no autovacuum: the tick that prunes history vacuums it. */
  vacuum?: boolean;
  /** Stops between batches (shutdown); the tick stays unfinished and is run again on start. */
  signal?: AbortSignal;
  /** Told after each batch is committed (for logs). */
  onBatch?: (factories: number) => void;
  /**
   * Commit batches without waiting for the disk (PostgreSQL; the embedded database keeps such
   * commits in this process's memory, so they would die with it and gain nothing).
   */
  asyncCommit?: boolean;
  /**
   * Batches in flight at once. On PostgreSQL two keep both sides busy (one is advanced here while
   * the database writes the other); the embedded database runs in this thread, so one is enough.
   * Server processes that share a machine's cores with the database do more per CPU second with
   * one each (docs/benchmarks.md): the operator sets it (TICK_BATCHES_IN_FLIGHT).
   */
  batchesInFlight?: number;
  /** How long the last pass waits for a held row (default LOCK_TIMEOUT_MS). */
  lockTimeoutMs?: number;
  /** Each batch's commit tells the other server processes that factories changed (db/peers.ts). */
  tellBatches?: boolean;
  /** Told once the tick is recorded as started. */
  onStarted?: () => void;
}

/**
 * What each kind of database needs of a tick: the server and the tick benchmark both use this.
 * `inFlight` (batches at once) counts only on PostgreSQL; it defaults to two.
 */
export function databaseTickOptions(
  kind: DatabaseKind,
  inFlight?: number,
): Pick<TickOptions, 'vacuum' | 'batchesInFlight' | 'asyncCommit'> {
  return kind === 'pglite'
    ? { vacuum: true, batchesInFlight: 1, asyncCommit: false }
    : { vacuum: false, batchesInFlight: inFlight ?? 2, asyncCommit: true };
}

/** No hour closed: an empty element in the batch's array (the column's value is then null). */
const NO_HOUR = Buffer.alloc(0);

function json(value: unknown) {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** The batch's writes: one statement per table, never one per factory. */
async function writeBatch(tx: Pick<Db, 'execute'>, tick: number, advanced: AdvancedFactory[]): Promise<void> {
  // Each column goes as one array parameter in binary form: the database copies the elements
  // as they are, with no text to split or parse (db/binary-arrays.ts; docs/benchmarks.md).
  const money = (pick: (a: AdvancedFactory) => number) => int8Array(advanced.map(pick));
  // The hour this tick closes stays in the row until the settle writes it with the hour's standings
  // (leaderboard/standings.ts); hours a catch-up closed before it are written here, without standings.
  const hour = closesHour(tick) ? hourOf(tick) : null;
  const closed = advanced.map((a) => a.hours.find((h) => h.hour === hour));
  await tx.execute(sql`
    UPDATE factories AS f
    SET tick = ${tick}, cash = v.cash, debt = v.debt, net_worth = v.net_worth, state = v.state,
        recent_ledger = ${WRITTEN_RECENT_SQL}, ${hour === null ? sql`` : sql`closed_hour = nullif(v.closed_hour, ''::bytea),`}
        updated_at = now()
    FROM unnest(
      ${uuidArray(advanced.map((a) => a.id))}::uuid[],
      ${money((a) => a.columns.cash)}::bigint[],
      ${money((a) => a.columns.debt)}::bigint[],
      ${money((a) => a.columns.netWorth)}::bigint[],
      ${byteaArray(advanced.map((a) => a.columns.state))}::bytea[],
      ${byteaArray(advanced.map((a) => a.recent.row))}::bytea[],
      ${byteaArray(advanced.map((a) => a.recent.head))}::bytea[],
      ${int8Array(advanced.map((a) => a.recent.keepFrom))}::bigint[],
      ${byteaArray(closed.map((h) => (h ? encodedToBytes(h.ledger) : NO_HOUR)))}::bytea[]
    ) AS v(id, cash, debt, net_worth, state, recent_ledger, recent_head, keep_from, closed_hour)
    WHERE f.id = v.id`);
  const hours = advanced.flatMap((a) =>
    a.hours.filter((h) => h.hour !== hour).map((h) => ({ id: a.id, hour: h.hour, ledger: h.ledger })),
  );
  // As bytes, in binary arrays: the JSON form cost the database more than the row's whole tick.
  if (hours.length > 0)
    await tx.execute(sql`
      INSERT INTO factory_hours (factory_id, hour, ledger_bytes)
      SELECT factory_id, hour, ledger FROM unnest(
        ${uuidArray(hours.map((h) => h.id))}::uuid[],
        ${int8Array(hours.map((h) => h.hour))}::bigint[],
        ${byteaArray(hours.map((h) => encodedToBytes(h.ledger)))}::bytea[]
      ) AS h(factory_id, hour, ledger)
      ON CONFLICT (factory_id, hour) DO NOTHING`);
  const logs = advanced.flatMap((a) => a.maintenance.map((m) => ({ factory_id: a.id, machine_id: m.machineId, ...m })));
  if (logs.length > 0)
    await tx.execute(sql`
      INSERT INTO maintenance_log (factory_id, machine_id, tick, type, cost, description, created_at)
      SELECT factory_id, machine_id, tick, type, cost, description, at
      FROM jsonb_to_recordset(${json(logs)}) AS m(factory_id uuid, machine_id text, tick int, type text, cost bigint, description text, at timestamptz)`);
  await recordUnlocks(
    tx,
    advanced.flatMap((a) => a.unlocks),
  );
  const heard = advanced.flatMap((a) => a.happenings.map((h) => ({ factory_id: a.id, ...h })));
  // A machine left broken is told once: at the tick after its breakdown (logged above when it was in this batch).
  if (heard.length > 0)
    await tx.execute(sql`
      INSERT INTO player_events (factory_id, tick, by_tick, kind, data)
      SELECT factory_id, tick, true, kind, data - 'brokeAt'
      FROM jsonb_to_recordset(${json(heard)}) AS h(factory_id uuid, tick int, kind text, data jsonb)
      WHERE kind <> 'unrepaired' OR EXISTS (
        SELECT 1 FROM maintenance_log m
        WHERE m.factory_id = h.factory_id AND m.machine_id = h.data ->> 'machineId'
          AND m.type = 'BREAKDOWN' AND m.tick = (h.data ->> 'brokeAt')::int)`);
  await trimMaintenanceLog(
    tx,
    logs.map(({ factory_id, machine_id }) => ({ factory_id, machine_id })),
  );
  const sold = emptyInventory();
  const bought = emptyInventory();
  for (const a of advanced)
    for (const r of STORED_RESOURCES) {
      sold[r] += a.sold[r];
      bought[r] += a.bought[r];
    }
  await tx.execute(sql`
    UPDATE tick_runs SET factories = factories + ${advanced.length},
      sold = (SELECT jsonb_object_agg(k, coalesce((sold ->> k)::numeric, 0) + (${json(sold)} ->> k)::numeric)
              FROM jsonb_object_keys(${json(sold)}) AS k),
      bought = (SELECT jsonb_object_agg(k, coalesce((bought ->> k)::numeric, 0) + (${json(bought)} ->> k)::numeric)
              FROM jsonb_object_keys(${json(bought)}) AS k)
    WHERE tick = ${tick}`);
}

/**
 * Advances a batch of claimed factories and writes them back, in the claim's transaction:
 * `claim` answers the rows, locked, or none when there is nothing left to claim.
 */
async function tickBatch(
  db: Db,
  tick: number,
  claim: (tx: Tx) => Promise<ClaimedRow[]>,
  opts: TickOptions & { market: MarketState; prices: Prices; wait: boolean; worth?: ReadonlySet<StoredResource> },
): Promise<{ count: number; last: string }> {
  return db.transaction(async (tx) => {
    // A batch need not wait for its commit to reach the disk: if a crash loses it, its factories
    // are still behind tick N and the tick runs them again; the log keeps commits in order, so no
    // later commit (a player's action on one of them) can outlive it. Actions keep waiting.
    if (opts.asyncCommit) await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    if (opts.wait)
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.round(opts.lockTimeoutMs ?? LOCK_TIMEOUT_MS)}`));
    const claimed = await claim(tx);
    if (claimed.length === 0) return { count: 0, last: '' };
    // Standing orders fill the bids that pay more than the market first (docs/adr/0014).
    const starts = await batchIntoBids(tx, claimed, { ...opts, tick });
    const rivalBids = await openRivalBids(tx, claimed);
    // Each claimed row is let go once advanced, so a collection in the middle of the batch does not
    // keep (and copy) the rows already done.
    const advanced: AdvancedFactory[] = [];
    const rows: (ClaimedRow | undefined)[] = claimed;
    for (let i = 0; i < rows.length; i++) {
      const start = starts.get(rows[i]!.id);
      starts.delete(rows[i]!.id);
      advanced.push(advanceRow(rows[i]!, tick, { ...opts, start, rivalBids }));
      rows[i] = undefined;
    }
    await writeBatch(tx, tick, advanced);
    await writeRivalBids(tx, advanced);
    if (opts.tellBatches) await tx.execute(noticeStatement('factories'));
    return { count: advanced.length, last: advanced[advanced.length - 1]!.id };
  });
}

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

export interface LastTick {
  tick: number;
  startedAt: Date | null;
  finished: boolean;
}

/** The last tick number any process has started (0 before the first). */
export async function lastTick(db: Pick<Db, 'execute'>): Promise<LastTick> {
  const [row] = rowsOf<{ tick: number; started_at: string | Date; finished_at: string | Date | null }>(
    await db.execute(sql`SELECT tick, started_at, finished_at FROM tick_runs ORDER BY tick DESC LIMIT 1`),
  );
  return row
    ? { tick: Number(row.tick), startedAt: new Date(row.started_at), finished: row.finished_at !== null }
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
