import { queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** How often an open, visible game tells the server the player is still there. */
export const VISIT_INTERVAL_MS = 60_000;

/**
 * The player's visit: telling the server the game is open is what opens an away window after an
 * absence, and the answer is the last window's summary. As a query it repeats only while the page
 * is visible (TanStack Query pauses intervals in the background) and again on focus, which is
 * exactly when the player is looking.
 */
export const awaySummaryQueryOptions = queryOptions({
  queryKey: queryKeys.awaySummary,
  queryFn: ({ signal }) => call('visit', { signal }).then((r) => r.data.summary),
  refetchInterval: VISIT_INTERVAL_MS,
});

export function useAwaySummary() {
  return useAuthedQuery(awaySummaryQueryOptions);
}
