import type {
  FactoryState,
  Inventory,
  MaintenanceRecord,
  MarketState,
  Prices,
  StoredResource,
} from '@forgeworks/engine';
import { maintenanceRecords, runFactoryTick, STORED_RESOURCES } from '@forgeworks/engine';
import { columnsFromState, stateFromColumns } from '../codecs/state-columns.js';
import type { StateColumns } from '../codecs/state-columns.js';
import type { EncodedLedger } from '../codecs/ledger.js';
import type { RecentSplice } from '../codecs/recent-ledger.js';
import { recentForTicks } from '../codecs/recent-ledger.js';
import type { Happening } from '../events/happenings.js';
import { happenings, tickWarnings } from '../events/happenings.js';
import { rivalPlayer } from '../rivals/play.js';
import type { RivalBid } from '../rivals/bids.js';
import { RivalBidding } from '../rivals/bids.js';
import type { Unlock } from '../achievements/unlocks.js';
import { newUnlocks } from '../achievements/unlocks.js';
import type { TickStart } from './into-bids.js';

/** A factory that missed more ticks than this (server down) catches up only the last ones. */
export const MAX_CATCH_UP_TICKS = 288;

export interface ClaimedRow extends StateColumns {
  id: string;
  /** The recent ledger's column, or only its first bytes when `recent_head_only` (claims.ts). */
  recent_ledger: Uint8Array;
  recent_head_only?: boolean;
  /** A rival's slot and the tick it joined at (rivals/roster.ts); null for a player's factory. */
  rival_slot?: number | null;
  rival_since?: number | null;
}

export interface AdvancedFactory {
  id: string;
  columns: ReturnType<typeof columnsFromState>;
  /**
   * The recent ledger's new column bytes, made at once (the batch holds one buffer a factory, not a
   * dozen rows), or the splice the database makes of it (codecs/recent-ledger.ts).
   */
  recent: RecentSplice;
  /** Roll-ups of the hours this advance closed. */
  hours: { hour: number; ledger: EncodedLedger }[];
  maintenance: (MaintenanceRecord & { tick: number; at: Date })[];
  /** Achievements reached in the ticks it ran. */
  unlocks: Unlock[];
  /** What its player hears of at the tick besides breakdowns (events/happenings.ts). */
  happenings: (Happening & { tick: number })[];
  /** What the factory sold since its last tick, by its player and its standing orders: the market takes it in at this tick. */
  sold: Inventory;
  /** What the factory bought since its last tick: the market takes it in at this tick too. */
  bought: Inventory;
  /** Bids a rival placed in its turns: the batch writes their rows. */
  bids?: RivalBid[];
}

/** Trades of the ticks a factory catches up, added to those before: made anew only when a catch-up tick traded. */
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
  opts: {
    now: number;
    tickMs: number;
    market: MarketState;
    prices?: Prices;
    start?: TickStart | undefined;
    /** The open bids of the batch's rivals (rivals/bids.ts): a rival bids only where it has none. */
    rivalBids?: Map<string, Map<StoredResource, number>>;
  },
): AdvancedFactory {
  // A factory whose standing orders sold into bids in the batch (into-bids.ts) starts from there;
  // its trades are in its first tick's ledger row, where a player's between the ticks would be.
  const before = opts.start?.before ?? stateFromColumns(row);
  const start = opts.start?.state ?? before;
  let traded = opts.start?.events ?? [];
  let state: FactoryState =
    start.tick < tick - MAX_CATCH_UP_TICKS ? { ...start, tick: tick - MAX_CATCH_UP_TICKS } : start;
  // The claim sends only the ledger's first bytes when this is the one tick to run, nothing is
  // pending and the tick closes no hour: then the tick's row is spliced in, the rows never read.
  const recent = recentForTicks(row.recent_ledger, row.recent_head_only === true);
  const hours: AdvancedFactory['hours'] = [];
  const maintenance: AdvancedFactory['maintenance'] = [];
  const heard: AdvancedFactory['happenings'] = [];
  let sold: Inventory | null = null;
  let bought: Inventory | null = null;
  const rival = row.rival_slot == null ? null : rivalPlayer(row.rival_slot, row.rival_since ?? 0);
  const bidding = rival ? new RivalBidding(opts.rivalBids?.get(row.id) ?? new Map()) : undefined;
  for (let t = state.tick + 1; t <= tick; t++) {
    const at = opts.now - (tick - t) * opts.tickMs;
    // A rival takes its turn where a player's requests would have come: before the tick, at the same market.
    const turn = rival?.(state, { tick: t, now: at, market: opts.market, ...(bidding ? { bidding } : {}) });
    if (turn) state = turn.state;
    const result = runFactoryTick(state, { tick: t, now: at, market: opts.market });
    // A tick that sold nothing hands back the state's own (empty) sales: then nothing is added.
    sold = sold === null ? result.sold : result.sold === state.salesThisTick ? sold : addSales(sold, result.sold);
    bought =
      bought === null
        ? result.bought
        : result.bought === state.purchasesThisTick
          ? bought
          : addSales(bought, result.bought);
    const debtBefore = state.debt;
    const began = state;
    // The turn's actions are recorded as a player's are: in the tick's ledger row and the maintenance log.
    if (turn)
      for (const record of maintenanceRecords(turn.events, turn.state))
        maintenance.push({ ...record, tick: t - 1, at: new Date(at) });
    const ahead = traded.length > 0 ? [...traded, ...(turn?.events ?? [])] : (turn?.events ?? []);
    traded = [];
    const events = ahead.length > 0 ? [...ahead, ...result.events] : result.events;
    state = result.state;
    // Under tick N even when caught up from before it: the processes read what tick N wrote. No one
    // listens for a rival's.
    if (!rival) {
      for (const h of happenings(result.events, debtBefore, state)) heard.push({ ...h, tick });
      for (const h of tickWarnings(t, at, opts.tickMs, began, result.events, state)) heard.push({ ...h, tick });
    }
    const closed = recent.record(t, events);
    if (closed) hours.push(closed);
    for (const record of maintenanceRecords(result.events, state))
      maintenance.push({ ...record, tick: t, at: new Date(at) });
  }
  return {
    id: row.id,
    columns: columnsFromState(state, opts.prices),
    recent: recent.written(),
    hours,
    maintenance,
    unlocks: newUnlocks(row.id, before, state),
    happenings: heard,
    sold: sold ?? before.salesThisTick,
    bought: bought ?? before.purchasesThisTick,
    ...(bidding && bidding.placed.length > 0 ? { bids: bidding.placed } : {}),
  };
}
