import type { GameEvent, TickLedger } from '@forgeworks/engine';
import { ledgerFromEvents, TIME } from '@forgeworks/engine';
import type { EncodedLedger } from './ledger-codec.js';
import { decodeLedger, encodeLedger, mergeEncoded } from './ledger-codec.js';

/**
 * A factory's recent history, kept in its own row: the ledger of each of the last hour's ticks
 * (oldest first), and `pending`, what actions did since the last tick, which belongs to the
 * next tick's row. Older history lives in hourly roll-ups (factory_hours).
 *
 * The tick rows stay text (numbers joined by commas) until something reads them: every tick
 * appends one and drops one, which is string work, not parsing (docs/benchmarks.md).
 */
export interface RecentLedger {
  pending: EncodedLedger | null;
  /** One row per tick, oldest first, each `encodeLedger`'s numbers joined by commas. */
  rows: string[];
}

export const RECENT_TICKS = TIME.TICKS_PER_HOUR;

export function emptyRecent(): RecentLedger {
  return { pending: null, rows: [] };
}

/** The column's text: `pending|row;row;…` (pending empty when no action waits). */
export function serializeRecent(history: RecentLedger): string {
  return `${history.pending ? joinRow(history.pending) : ''}|${history.rows.join(';')}`;
}

/** Reads the column; rows written before this format (JSON, or parsed jsonb) are still read. */
export function parseRecent(value: unknown): RecentLedger {
  if (typeof value === 'string' && !value.startsWith('{')) {
    const bar = value.indexOf('|');
    const pending = value.slice(0, bar);
    const rows = value.slice(bar + 1);
    return { pending: pending ? pending.split(',').map(Number) : null, rows: rows ? rows.split(';') : [] };
  }
  const legacy = (typeof value === 'string' ? JSON.parse(value) : value) as {
    pending: EncodedLedger | null;
    recent: EncodedLedger[];
  } | null;
  return { pending: legacy?.pending ?? null, rows: (legacy?.recent ?? []).map((r) => r.join(',')) };
}

const tickOfRow = (row: string) => parseInt(row, 10);
/** Most of a row is zeros: they are written as nothing, and trailing ones not at all. */
const numbers = (row: string): EncodedLedger => row.split(',').map(Number);
function joinRow(row: EncodedLedger): string {
  let end = row.length;
  while (end > 1 && !row[end - 1]) end--;
  let text = String(row[0] ?? 0);
  for (let i = 1; i < end; i++) text += row[i] ? `,${row[i]}` : ',';
  return text;
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
  return { pending: tickRow(history.pending, nextTick, events), rows: history.rows };
}

/** Records tick `tick`'s ledger (with any pending actions folded in); keeps the last hour. */
export function recordTick(history: RecentLedger, tick: number, events: readonly GameEvent[]): RecentLedger {
  let first = 0;
  while (first < history.rows.length && tickOfRow(history.rows[first]!) <= tick - RECENT_TICKS) first++;
  const rows = history.rows.slice(first);
  rows.push(joinRow(tickRow(history.pending, tick, events)));
  return { pending: null, rows };
}

/** The game hour a tick belongs to: hour h covers ticks 12(h−1)+1 … 12h. */
export function hourOf(tick: number): number {
  return Math.ceil(tick / TIME.TICKS_PER_HOUR);
}

/** The roll-up of the hour that tick `tick` closes, or null when it closes none. */
export function closedHour(history: RecentLedger, tick: number): { hour: number; ledger: EncodedLedger } | null {
  if (tick % TIME.TICKS_PER_HOUR !== 0) return null;
  const hour = tick / TIME.TICKS_PER_HOUR;
  const ledger = mergeEncoded(history.rows.filter((row) => hourOf(tickOfRow(row)) === hour).map(numbers));
  ledger[0] = tick;
  return { hour, ledger };
}

/** The newest `count` tick rows, newest last. */
export function lastTicks(history: RecentLedger, count: number): TickLedger[] {
  return history.rows.slice(-count).map((row) => decodeLedger(numbers(row)));
}
