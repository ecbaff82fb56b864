import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** GET /api/factory/tick-info (the server's shape; not in the contract package yet). */
export interface TickInfo {
  /** Seconds until the next production tick. */
  timeUntilNextTick: number;
  tickIntervalMs: number;
  currentTick: number;
}

/** Spec section 4: when tick info cannot be fetched, count down from the default 5 minutes. */
export const DEFAULT_TICK_INTERVAL_MS = 300_000;

export const tickInfoQueryOptions = queryOptions({
  queryKey: queryKeys.tickInfo,
  queryFn: ({ signal }) => apiFetch<TickInfo>('/factory/tick-info', { signal }).then((r) => r.data),
});

export function useTickInfo() {
  return useAuthedQuery(tickInfoQueryOptions);
}
