import type { TickInfo } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

export type { TickInfo };

/** Spec section 4: when tick info cannot be fetched, count down from the default 5 minutes. */
export const DEFAULT_TICK_INTERVAL_MS = 300_000;

export const tickInfoQueryOptions = queryOptions({
  queryKey: queryKeys.tickInfo,
  queryFn: ({ signal }) => apiFetch<TickInfo>('/factory/tick-info', { signal }).then((r) => r.data),
});

export function useTickInfo() {
  return useAuthedQuery(tickInfoQueryOptions);
}
