import { queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** How often an open, visible game tells the server the player is still there. */
export const VISIT_INTERVAL_MS = 60_000;

/** Whether the player is looking at this page: a tab in the background is not a visit. */
const looking = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The player's visit: telling the server the game is open is what opens an away window after an
 * absence, and the answer is the last window's summary. It repeats on an interval and at every tick
 * (its key is the factory's), and again on focus; a page in the background only reads the last
 * summary (issue 45): a tab left open behind others visited at every tick and closed the window
 * early, so that the player, coming back, was shown an old window that ended long before now.
 */
export const awaySummaryQueryOptions = queryOptions({
  queryKey: queryKeys.awaySummary,
  queryFn: ({ signal }) =>
    (looking() ? call('visit', { signal }) : call('awaySummary', { signal })).then((r) => r.data.summary),
  refetchInterval: VISIT_INTERVAL_MS,
});

export function useAwaySummary() {
  return useAuthedQuery(awaySummaryQueryOptions);
}

/**
 * The visits alone, for the shell around every page: the query polls and refetches as above, but its
 * answers and fetching states never draw the shell again (each did, the header and drawer with it,
 * a few times a minute), since the shell reads none of them.
 */
export function useVisits(): void {
  useAuthedQuery({ ...awaySummaryQueryOptions, notifyOnChangeProps: [] });
}

/**
 * The last away window carried on to now, read each time the player reopens it by hand (`enabled`):
 * a window kept since the return would leave out what came after it (issue 45).
 */
export function useAwayToNow(enabled: boolean) {
  return useAuthedQuery({
    queryKey: queryKeys.awayToNow,
    queryFn: ({ signal }) => call('awayToNow', { signal }).then((r) => r.data.summary),
    enabled,
    staleTime: 0,
  });
}
