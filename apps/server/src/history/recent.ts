import type { GameEvent, TickLedger } from '@forgeworks/engine';
import { ledgerFromEvents, TIME } from '@forgeworks/engine';
import type { EncodedLedger } from './ledger-codec.js';
import { decodeLedger, encodeLedger, mergeEncoded } from './ledger-codec.js';

/**
 * A factory's recent history, kept in its own row: the ledger of each of the last hour's ticks
 * (oldest first), and `pending`, what actions did since the last tick, which belongs to the
 * next tick's row. Older history lives in hourly roll-ups (factory_hours).
 */
export interface RecentLedger {
  pending: EncodedLedger | null;
  recent: EncodedLedger[];
}

export const RECENT_TICKS = TIME.TICKS_PER_HOUR;

export function emptyRecent(): RecentLedger {
  return { pending: null, recent: [] };
}

/** One tick's row: its own events, with what actions did since the tick before folded in. */
function tickRow(pending: EncodedLedger | null, tick: number, events: readonly GameEvent[]): EncodedLedger {
  const own = encodeLedger(ledgerFromEvents(tick, events));
  const row = pending ? mergeEncoded([pending, own]) : own;
  row[0] = tick;
  row[1] = 1;
  return row;
}

/** Adds an action's events to what the next tick's row will carry. */
export function addPending(history: RecentLedger, nextTick: number, events: readonly GameEvent[]): RecentLedger {
  return { pending: tickRow(history.pending, nextTick, events), recent: history.recent };
}

/** Records tick `tick`'s ledger (with any pending actions folded in); keeps the last hour. */
export function recordTick(history: RecentLedger, tick: number, events: readonly GameEvent[]): RecentLedger {
  const recent = history.recent.filter((row) => (row[0] ?? 0) > tick - RECENT_TICKS);
  recent.push(tickRow(history.pending, tick, events));
  return { pending: null, recent };
}

/** The game hour a tick belongs to: hour h covers ticks 12(h−1)+1 … 12h. */
export function hourOf(tick: number): number {
  return Math.ceil(tick / TIME.TICKS_PER_HOUR);
}

/** The roll-up of the hour that tick `tick` closes, or null when it closes none. */
export function closedHour(history: RecentLedger, tick: number): { hour: number; ledger: EncodedLedger } | null {
  if (tick % TIME.TICKS_PER_HOUR !== 0) return null;
  const hour = tick / TIME.TICKS_PER_HOUR;
  const ledger = mergeEncoded(history.recent.filter((row) => hourOf(row[0] ?? 0) === hour));
  ledger[0] = tick;
  return { hour, ledger };
}

/** The newest `count` tick rows, newest last. */
export function lastTicks(history: RecentLedger, count: number): TickLedger[] {
  return history.recent.slice(-count).map(decodeLedger);
}
