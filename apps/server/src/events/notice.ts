import { sql, type SQL } from 'drizzle-orm';

/** The PostgreSQL channel on which the process that finishes a tick tells every process. */
export const EVENTS_CHANNEL = 'forgeworks_events';

/**
 * What crosses the channel: ids and times only (NOTIFY payloads are small), from which each
 * process reads what its players need.
 */
export type Notice =
  | { kind: 'tick'; tick: number; startedAt: number }
  /** The record of the hour tick `tick` closed is written (tick/hour-record.ts): ranks, "passed" notices. */
  | { kind: 'hour'; tick: number }
  /** A player's action caused happenings: player_events rows `first` … `last` of the player's factory. */
  | { kind: 'own'; userId: string; first: number; last: number };

/** The statement that sends a notice; inside a transaction it is sent when that commits. */
export const notifyStatement = (notice: Notice): SQL =>
  sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`;

/** A notice as received, or null for anything else on the channel. */
export function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (value.kind === 'tick' && Number.isSafeInteger(value.tick) && Number.isFinite(value.startedAt))
      return { kind: 'tick', tick: value.tick as number, startedAt: value.startedAt as number };
    if (value.kind === 'hour' && Number.isSafeInteger(value.tick)) return { kind: 'hour', tick: value.tick as number };
    if (
      value.kind === 'own' &&
      typeof value.userId === 'string' &&
      Number.isSafeInteger(value.first) &&
      Number.isSafeInteger(value.last)
    )
      return { kind: 'own', userId: value.userId, first: value.first as number, last: value.last as number };
  } catch {
    // Not ours: ignored below.
  }
  return null;
}
