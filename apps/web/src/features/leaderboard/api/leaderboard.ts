import { queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** The top 10 by net worth, the caller's own entry wherever it ranks, and the number of players. */
export const leaderboardQueryOptions = queryOptions({
  queryKey: queryKeys.leaderboard,
  queryFn: ({ signal }) => call('leaderboard', { signal }).then((r) => r.data),
});

export function useLeaderboard() {
  return useAuthedQuery(leaderboardQueryOptions);
}
