import type { DatabaseKind } from '../db/database.js';

/** Factories claimed and written per transaction. */
export const TICK_BATCH = 500;

/** How a tick runs: its time, its batches, and what it tells as it goes. */
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
