import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateFactoryData } from '@/shared/lib/query-client';
import { DEFAULT_TICK_INTERVAL_MS, useTickInfo } from '../api/tick-info';
import { elapsedFraction, secondsLeft, shouldRefetch, tickDeadline } from './countdown';
import { useSecondClock } from './second-clock';

export interface TickCountdown {
  /** Whole seconds to the next tick; null until the first answer (or failure). */
  secondsRemaining: number | null;
  /** 0 to 1 of the interval gone by. */
  progress: number;
  intervalMs: number;
  /** The last tick the server reported, if any. */
  currentTick: number | undefined;
  /** True while counting from the default interval because tick info could not be fetched. */
  usingFallback: boolean;
  /** Changes when a new countdown starts, so the bar restarts instead of sliding back. */
  cycleKey: string;
}

/**
 * The last tick seen per query client, shared by every timer on screen: the first one to see a new
 * tick refreshes the factory, the others find it already seen (no double refetch).
 */
const lastSeenTick = new WeakMap<QueryClient, number>();

type TickInfoQuery = ReturnType<typeof useTickInfo>;

const tickInterval = ({ data, dataUpdatedAt, errorUpdatedAt }: TickInfoQuery) => {
  const usingFallback = errorUpdatedAt > 0 && errorUpdatedAt >= dataUpdatedAt;
  const intervalMs = usingFallback ? DEFAULT_TICK_INTERVAL_MS : (data?.tickIntervalMs ?? DEFAULT_TICK_INTERVAL_MS);
  return { usingFallback, intervalMs };
};

/**
 * The interval the countdown runs on, without the countdown: what around a timer changes only when
 * the tick info does, not every second (the countdown's own part subscribes to the clock).
 */
export function useTickInterval(): Pick<TickCountdown, 'intervalMs' | 'usingFallback'> {
  return tickInterval(useTickInfo());
}

/**
 * The Next Production Tick countdown (spec section 4): counts down each second from the server's
 * `timeUntilNextTick`; at 1 it refetches tick info; a failed fetch restarts from the default
 * 300 s. When the server reports a new tick, the factory and everything derived from it are
 * refetched, so the game updates by itself.
 */
export function useTickCountdown(): TickCountdown {
  const query = useTickInfo();
  const queryClient = useQueryClient();
  const clockNow = useSecondClock();
  const { data, dataUpdatedAt, errorUpdatedAt, isFetching, refetch } = query;
  // The shared clock ticks on its own beat: an answer that arrived since its last beat is newer
  // than it, and would otherwise show 5:01 for a moment.
  const now = Math.max(clockNow, dataUpdatedAt, errorUpdatedAt);

  const deadline = tickDeadline({ dataUpdatedAt, timeUntilNextTick: data?.timeUntilNextTick, errorUpdatedAt });
  const { usingFallback, intervalMs } = tickInterval(query);
  const secondsRemaining = deadline === null ? null : secondsLeft(deadline, now);

  // While a tick is late (still at 0 or 1) ask again, but at most once per beat of the clock: an
  // answer of 0 must not set off the next request at once.
  const lastAsked = useRef(0);
  useEffect(() => {
    if (secondsRemaining === null || !shouldRefetch(secondsRemaining) || isFetching) return;
    if (lastAsked.current === clockNow) return;
    lastAsked.current = clockNow;
    void refetch({ cancelRefetch: false });
  }, [clockNow, secondsRemaining, isFetching, refetch]);

  const currentTick = data?.currentTick;
  useEffect(() => {
    if (currentTick === undefined) return;
    const seen = lastSeenTick.get(queryClient);
    lastSeenTick.set(queryClient, currentTick);
    if (seen !== undefined && seen !== currentTick) void invalidateFactoryData(queryClient);
  }, [currentTick, queryClient]);

  return {
    secondsRemaining,
    progress: deadline === null ? 0 : elapsedFraction(deadline, now, intervalMs),
    intervalMs,
    currentTick,
    usingFallback,
    cycleKey: usingFallback ? `fallback-${errorUpdatedAt}` : `tick-${currentTick ?? 'none'}`,
  };
}
