import type { FactoryState, Inventory, MaintenanceRecord, MarketState, Prices } from '@forgeworks/engine';
import { maintenanceRecords, runFactoryTick, STORED_RESOURCES } from '@forgeworks/engine';
import { columnsFromState, stateFromColumns } from '../factories/row.js';
import type { StateColumns } from '../factories/row.js';
import type { EncodedLedger } from '../history/ledger-codec.js';
import type { RecentSplice } from '../history/recent.js';
import { closedHour, emptyRecent, parseRecent, recordTick, serializeRecent, spliceTick } from '../history/recent.js';

const NO_BYTES = Buffer.alloc(0);

/** A factory that missed more ticks than this (server down) catches up only the last ones. */
export const MAX_CATCH_UP_TICKS = 288;

export interface ClaimedRow extends StateColumns {
  id: string;
  /** The recent ledger's column, or only its first bytes when `recent_head_only` (claims.ts). */
  recent_ledger: unknown;
  recent_head_only?: boolean;
}

export interface AdvancedFactory {
  id: string;
  columns: ReturnType<typeof columnsFromState>;
  /**
   * The recent ledger's new column bytes, made at once (the batch holds one buffer a factory, not a
   * dozen rows); or, when `recentKeepFrom` ≥ 0, the row the database appends to the column's bytes
   * it keeps from there on, after `recentHead` (history/recent.ts, RecentSplice).
   */
  recent: Buffer;
  recentHead: Buffer;
  recentKeepFrom: number;
  /** Roll-ups of the hours this advance closed. */
  hours: { hour: number; ledger: EncodedLedger }[];
  maintenance: (MaintenanceRecord & { tick: number; at: Date })[];
  /** What the factory sold since its last tick, by its player and its standing orders: the market takes it in at this tick. */
  sold: Inventory;
}

/** Sales of the ticks a factory catches up, added to those before: made anew only when a catch-up tick sold. */
function addSales(total: Inventory, sold: Inventory): Inventory {
  const sum = { ...total };
  for (const r of STORED_RESOURCES) sum[r] += sold[r];
  return sum;
}

/**
 * Brings one factory to tick N, replaying the ticks it missed (at most MAX_CATCH_UP_TICKS),
 * each with its standing instructions run first at the market of the last tick, and collects
 * what its history keeps: each tick's ledger, the hours it closed, and its maintenance records.
 * No I/O: the batch around it reads and writes the rows.
 */
export function advanceRow(
  row: ClaimedRow,
  tick: number,
  opts: { now: number; tickMs: number; market: MarketState; prices?: Prices },
): AdvancedFactory {
  const before = stateFromColumns(row);
  let state: FactoryState =
    before.tick < tick - MAX_CATCH_UP_TICKS ? { ...before, tick: tick - MAX_CATCH_UP_TICKS } : before;
  // The claim sends only the ledger's first bytes when this is the one tick to run, nothing is
  // pending and the tick closes no hour: then the tick's row is spliced in, the rows never read.
  const head = row.recent_head_only ? (row.recent_ledger as Uint8Array) : null;
  let recent = head ? emptyRecent() : parseRecent(row.recent_ledger);
  let splice: RecentSplice | null = null;
  const hours: AdvancedFactory['hours'] = [];
  const maintenance: AdvancedFactory['maintenance'] = [];
  let sold: Inventory | null = null;
  for (let t = state.tick + 1; t <= tick; t++) {
    const at = opts.now - (tick - t) * opts.tickMs;
    const result = runFactoryTick(state, { tick: t, now: at, market: opts.market });
    // A tick that sold nothing hands back the state's own (empty) sales: then nothing is added.
    sold = sold === null ? result.sold : result.sold === state.salesThisTick ? sold : addSales(sold, result.sold);
    state = result.state;
    if (head) splice = spliceTick(head, t, result.events);
    else {
      recent = recordTick(recent, t, result.events);
      const closed = closedHour(recent, t);
      if (closed) hours.push(closed);
    }
    for (const record of maintenanceRecords(result.events, state))
      maintenance.push({ ...record, tick: t, at: new Date(at) });
  }
  return {
    id: row.id,
    columns: columnsFromState(state, opts.prices),
    recent: splice ? splice.row : serializeRecent(recent),
    recentHead: splice ? splice.head : NO_BYTES,
    recentKeepFrom: splice ? splice.keepFrom : -1,
    hours,
    maintenance,
    sold: sold ?? before.salesThisTick,
  };
}
