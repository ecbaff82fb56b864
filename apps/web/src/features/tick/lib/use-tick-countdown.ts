import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateFactoryData } from '@/shared/lib/query-client';
import { DEFAULT_TICK_INTERVAL_MS, useTickInfo } from '../api/tick-info';
import { elapsedFraction, secondsLeft, shouldRefetch, tickDeadline } from './countdown';
import { useEverySecond } from './second-clock';

/** Where the countdown aims: it changes with the tick info, not every second. */
export interface TickSchedule {
  /** When the next tick is due (ms); null until the first answer (or failure). */
  deadline: number | null;
  /** The newest answer's time: the shared clock beats on its own, and an answer since its last beat is newer than it. */
  answeredAt: number;
  intervalMs: number;
  /** The last tick the server reported, if any. */
  currentTick: number | undefined;
  /** True while counting from the default interval because tick info could not be fetched. */
  usingFallback: boolean;
  /** Changes when a new countdown starts, so the bar restarts instead of sliding back. */
  cycleKey: string;
}

/** The countdown at one moment. */
export interface Countdown {
  /** Whole seconds to the next tick; null until the first answer (or failure). */
  secondsRemaining: number | null;
  /** 0 to 1 of the interval gone by. */
  progress: number;
}

export function countdownAt({ deadline, answeredAt, intervalMs }: TickSchedule, clockNow: number): Countdown {
  if (deadline === null) return { secondsRemaining: null, progress: 0 };
  // Without the answer's time, an answer that arrived since the clock's last beat would show 5:01 for a moment.
  const now = Math.max(clockNow, answeredAt);
  return { secondsRemaining: secondsLeft(deadline, now), progress: elapsedFraction(deadline, now, intervalMs) };
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
 * the tick info does.
 */
export function useTickInterval(): Pick<TickSchedule, 'intervalMs' | 'usingFallback'> {
  return tickInterval(useTickInfo());
}

/**
 * The Next Production Tick countdown's schedule (spec section 4), from the server's
 * `timeUntilNextTick`; at 1 second left it refetches tick info (and again each second while a tick is
 * late); a failed fetch restarts from the default 300 s. When the server reports a new tick, the
 * factory and everything derived from it are refetched, so the game updates by itself. The
 * seconds themselves are painted by the faces (`useEverySecond`), not rendered.
 */
export function useTickSchedule(): TickSchedule {
  const query = useTickInfo();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, errorUpdatedAt, isFetching, refetch } = query;
  const { usingFallback, intervalMs } = tickInterval(query);
  const currentTick = data?.currentTick;
  const schedule: TickSchedule = {
    deadline: tickDeadline({ dataUpdatedAt, timeUntilNextTick: data?.timeUntilNextTick, errorUpdatedAt }),
    answeredAt: Math.max(dataUpdatedAt, errorUpdatedAt),
    intervalMs,
    currentTick,
    usingFallback,
    cycleKey: usingFallback ? `fallback-${errorUpdatedAt}` : `tick-${currentTick ?? 'none'}`,
  };

  // While a tick is late (still at 0 or 1) ask again, but at most once per beat of the clock: an
  // answer of 0 must not set off the next request at once.
  const lastAsked = useRef(0);
  useEverySecond((clockNow) => {
    const { secondsRemaining } = countdownAt(schedule, clockNow);
    if (secondsRemaining === null || !shouldRefetch(secondsRemaining) || isFetching) return;
    if (lastAsked.current === clockNow) return;
    lastAsked.current = clockNow;
    void refetch({ cancelRefetch: false });
  });

  useEffect(() => {
    if (currentTick === undefined) return;
    const seen = lastSeenTick.get(queryClient);
    lastSeenTick.set(queryClient, currentTick);
    if (seen !== undefined && seen !== currentTick) void invalidateFactoryData(queryClient);
  }, [currentTick, queryClient]);

  return schedule;
}
