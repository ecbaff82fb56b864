import type { GameEvent, TickLedger } from '@forgeworks/engine';
import { ledgerFromEvents, TIME } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { ByteReader, ByteWriter } from './bytes.js';
import type { EncodedLedger } from './ledger.js';
import { decodeLedger, encodedFromBytes, encodedToBytes, encodeLedger, mergeEncoded, tickOfBytes } from './ledger.js';

/**
 * A factory's recent history, kept in its own row: the ledger of each of the last hour's ticks
 * (oldest first), and `pending`, what actions did since the last tick, which belongs to the
 * next tick's row. Older history lives in hourly roll-ups (factory_hours).
 *
 * The column is bytes (bytes.ts): every tick appends one row and drops one, so the rows it keeps
 * are copied as they are, never decoded, and only the new row's numbers are written. This module
 * owns the layout whole: reading, writing, and the SQL by which the tick reads part of it and
 * splices into it.
 */
export interface RecentLedger {
  pending: EncodedLedger | null;
  /** One row per tick, oldest first. */
  rows: RecentRow[];
}

export interface RecentRow {
  tick: number;
  /** The row's numbers in byte form (`encodedToBytes`). */
  bytes: Uint8Array;
}

export const RECENT_TICKS = TIME.TICKS_PER_HOUR;

/** The byte form begins with this number (one byte, 4); migration 0012 refuses a column that does not. */
const RECENT_FORM = 1;
/** The column's first byte: RECENT_FORM as a number in byte form. */
export const RECENT_FIRST_BYTE = RECENT_FORM * 4;

const writer = new ByteWriter();

export function emptyRecent(): RecentLedger {
  return { pending: null, rows: [] };
}

export function recentRow(numbers: EncodedLedger): RecentRow {
  return { tick: numbers[0] ?? 0, bytes: encodedToBytes(numbers) };
}

/** The column's bytes: the form, the pending numbers (or null), then each row's length and bytes. */
export function serializeRecent(history: RecentLedger): Buffer {
  writer.number(RECENT_FORM);
  if (history.pending) {
    writer.number(history.pending.length);
    for (const n of history.pending) writer.number(n);
  } else writer.number(null);
  writer.number(history.rows.length);
  for (const r of history.rows) writer.number(r.bytes.length).bytes(r.bytes);
  return writer.finish();
}

/** Reads the column's bytes. */
export function parseRecent(bytes: Uint8Array): RecentLedger {
  const r = new ByteReader(bytes);
  if (r.number() !== RECENT_FORM) throw new Error('Stored recent ledger has an unknown form');
  const count = r.nullable();
  let pending: EncodedLedger | null = null;
  if (count !== null) {
    pending = [];
    for (let i = 0; i < count; i++) pending.push(r.number());
  }
  const rows: RecentRow[] = [];
  for (let i = 0, n = r.number(); i < n; i++) {
    const bytes = r.bytesOf(r.number());
    rows.push({ tick: tickOfBytes(bytes), bytes });
  }
  if (!r.done) throw new Error('Stored recent ledger has bytes after its end');
  return { pending, rows };
}

/** One tick's numbers: its own events, with what actions did since the tick before folded in. */
function tickRow(pending: EncodedLedger | null, tick: number, events: readonly GameEvent[]): EncodedLedger {
  const own = encodeLedger(ledgerFromEvents(tick, events));
  const numbers = pending ? mergeEncoded([pending, own]) : own;
  numbers[0] = tick;
  numbers[1] = 1;
  return numbers;
}

/** Adds an action's events to what the next tick's row will carry. */
export function addPending(history: RecentLedger, nextTick: number, events: readonly GameEvent[]): RecentLedger {
  return { pending: tickRow(history.pending, nextTick, events), rows: history.rows };
}

/** Records tick `tick`'s ledger (with any pending actions folded in); keeps the last hour. */
export function recordTick(history: RecentLedger, tick: number, events: readonly GameEvent[]): RecentLedger {
  let first = 0;
  while (first < history.rows.length && history.rows[first]!.tick <= tick - RECENT_TICKS) first++;
  const rows = history.rows.slice(first);
  rows.push(recentRow(tickRow(history.pending, tick, events)));
  return { pending: null, rows };
}

/**
 * How a plain tick changes the stored column without the server reading its rows: the database keeps
 * the column's bytes from `keepFrom` on (0-based), puts `head` before them and `row` after them. The
 * tick's claim sends only the column's first RECENT_HEAD_BYTES, and only when nothing is pending
 * (`RECENT_HEAD_ONLY_PREFIX`) and the tick closes no hour (its roll-up needs the rows), so the tick
 * never reads the whole column.
 */
export interface RecentSplice {
  head: Buffer;
  keepFrom: number;
  row: Buffer;
}

/** The form and an empty pending: a column that starts so can be spliced. */
export const RECENT_HEAD_ONLY_PREFIX = Buffer.from([RECENT_FIRST_BYTE, 3]);
/**
 * The form, the pending null and the row count take a byte each (fewer than 32 rows), the first row's
 * length one or two, and its tick (its first number) up to five, for ticks below 2^33.
 */
export const RECENT_HEAD_BYTES = 16;

/**
 * Tick `tick` recorded from the column's first bytes, when the factory's last tick was the one before
 * and nothing is pending: the first row is dropped if an hour old (at most one is, since the last tick
 * kept only the hour before it), and the tick's own row is appended.
 */
export function spliceTick(head: Uint8Array, tick: number, events: readonly GameEvent[]): RecentSplice {
  const r = new ByteReader(head);
  if (r.number() !== RECENT_FORM || r.nullable() !== null) throw new Error('Stored recent ledger cannot be spliced');
  const count = r.number();
  const rowsAt = r.position;
  let keepFrom = rowsAt;
  let kept = count;
  if (count > 0) {
    const length = r.number();
    const firstAt = r.position;
    if (tickOfBytes(r.bytesOf(Math.min(length, head.length - firstAt))) <= tick - RECENT_TICKS) {
      keepFrom = firstAt + length;
      kept--;
    }
  }
  const own = encodedToBytes(tickRow(null, tick, events));
  writer
    .number(RECENT_FORM)
    .number(null)
    .number(kept + 1);
  const newHead = writer.finish();
  writer.number(own.length).bytes(own);
  return { head: newHead, keepFrom, row: writer.finish() };
}

/**
 * What the claim selects of the column (tick/claims.ts): its first RECENT_HEAD_BYTES as
 * `recent_ledger` and `recent_head_only` true when a factory one tick behind has nothing pending and
 * the tick closes no hour (`spliceTick` can record it), else the whole column.
 */
export function claimedRecentSql(tick: number, closesHourNow: boolean): SQL {
  const headOnly = closesHourNow
    ? sql`false`
    : sql`(tick = ${tick - 1} AND substring(recent_ledger for 2) = ${sql.raw(`'\\x${RECENT_HEAD_ONLY_PREFIX.toString('hex')}'::bytea`)})`;
  return sql`CASE WHEN ${headOnly} THEN substring(recent_ledger for ${RECENT_HEAD_BYTES}) ELSE recent_ledger END AS recent_ledger,
    ${headOnly} AS recent_head_only`;
}

/**
 * The column's new value in the tick's batch update (tick/batch.ts) of the factory row `f` from
 * the values `v`, a `RecentSplice` each: `row` is the whole column when `keep_from` < 0.
 */
export const WRITTEN_RECENT_SQL = sql.raw(
  'CASE WHEN v.keep_from < 0 THEN v.recent_ledger ELSE v.recent_head || substring(f.recent_ledger from v.keep_from::int + 1) || v.recent_ledger END',
);

const NO_BYTES = Buffer.alloc(0);

/**
 * A claimed factory's column as the tick changes it, tick by tick: spliced when the claim sent
 * only its head (`claimedRecentSql`), else read, recorded and written whole.
 */
export function recentForTicks(column: Uint8Array, headOnly: boolean) {
  const head = headOnly ? column : null;
  let recent = head ? emptyRecent() : parseRecent(column);
  let splice: RecentSplice | null = null;
  return {
    /** Records tick `tick`; answers the roll-up of the hour it closes (never for a splice). */
    record(tick: number, events: readonly GameEvent[]) {
      if (head) {
        splice = spliceTick(head, tick, events);
        return null;
      }
      recent = recordTick(recent, tick, events);
      return closedHour(recent, tick);
    },
    written(): RecentSplice {
      return splice ?? { head: NO_BYTES, keepFrom: -1, row: serializeRecent(recent) };
    },
  };
}

/** The game hour a tick belongs to: hour h covers ticks 12(h−1)+1 … 12h. */
export function hourOf(tick: number): number {
  return Math.ceil(tick / TIME.TICKS_PER_HOUR);
}

/** Whether tick `tick` is the last of its game hour (its roll-up is written, old history pruned). */
export function closesHour(tick: number): boolean {
  return tick % TIME.TICKS_PER_HOUR === 0;
}

/**
 * Whether the hour of a factory at tick `tick` is read from its roll-up among `hours`: once the tick
 * closed it and the roll-up is stored. Until the hour's record is written (tick/hour-record.ts)
 * the roll-up waits in the factory's row, and the hour is read from its recent rows, which hold it whole.
 */
export function hourRolledUp(tick: number, hours: readonly { hour: number }[]): boolean {
  return closesHour(tick) && hours.some((h) => h.hour === hourOf(tick));
}

/** The rows of tick `tick`'s hour up to it: the part of the hour its roll-up does not hold yet. */
export function openHourRows(history: RecentLedger, tick: number): RecentRow[] {
  return history.rows.filter((r) => r.tick <= tick && hourOf(r.tick) === hourOf(tick));
}

/** The roll-up of the hour that tick `tick` closes, or null when it closes none. */
export function closedHour(history: RecentLedger, tick: number): { hour: number; ledger: EncodedLedger } | null {
  if (!closesHour(tick)) return null;
  const hour = tick / TIME.TICKS_PER_HOUR;
  const ledger = mergeEncoded(
    history.rows.filter((r) => hourOf(r.tick) === hour).map((r) => encodedFromBytes(r.bytes)),
  );
  ledger[0] = tick;
  return { hour, ledger };
}

/** Rows as the engine's ledgers. */
export function ledgersOf(rows: readonly RecentRow[]): TickLedger[] {
  return rows.map((r) => decodeLedger(encodedFromBytes(r.bytes)));
}

/** The newest `count` tick rows, newest last. */
export function lastTicks(history: RecentLedger, count: number): TickLedger[] {
  return ledgersOf(history.rows.slice(-count));
}
