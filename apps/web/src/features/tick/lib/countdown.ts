import { DEFAULT_TICK_INTERVAL_MS } from '../api/tick-info';

/** Where the countdown aims: from the last answer of tick-info, or the default after a failure. */
export interface CountdownSource {
  /** When the last successful answer arrived (ms), 0 if none. */
  dataUpdatedAt: number;
  /** Its seconds until the next tick. */
  timeUntilNextTick: number | undefined;
  /** When the last failure happened (ms), 0 if none. */
  errorUpdatedAt: number;
}

/**
 * The moment (ms) the next tick is due. Whichever of the last answer and the last failure is newer
 * wins: a failed fetch restarts the countdown from the default interval (spec section 4: 300 s).
 * Null while nothing is known yet.
 */
export function tickDeadline({ dataUpdatedAt, timeUntilNextTick, errorUpdatedAt }: CountdownSource): number | null {
  if (errorUpdatedAt > 0 && errorUpdatedAt >= dataUpdatedAt) return errorUpdatedAt + DEFAULT_TICK_INTERVAL_MS;
  if (dataUpdatedAt > 0 && timeUntilNextTick !== undefined) return dataUpdatedAt + timeUntilNextTick * 1_000;
  return null;
}

/** Whole seconds left, never below 0: 4.2 s left shows as 5 (0:05), as the server rounds up too. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/** Spec section 4: on reaching 1 the countdown asks the server again (and keeps asking while a tick is late). */
export function shouldRefetch(secondsRemaining: number): boolean {
  return secondsRemaining <= 1;
}

/** How much of the interval has passed, 0 to 1 (the progress bar). */
export function elapsedFraction(deadline: number, now: number, intervalMs: number): number {
  if (intervalMs <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - (deadline - now) / intervalMs));
}

/** 'Production happens every 5 minutes' (one decimal for intervals that are not whole minutes). */
export function intervalText(intervalMs: number): string {
  const minutes = Math.round((intervalMs / 60_000) * 10) / 10;
  return `Production happens every ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
