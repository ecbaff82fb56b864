import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** The top 10 by net worth, the caller's own entry wherever it ranks, and the number of players. */
export const leaderboardQueryOptions = queryOptions({
  queryKey: queryKeys.leaderboard,
  queryFn: ({ signal }) => dataOf('leaderboard', { signal }),
});

export function useLeaderboard() {
  return useAuthedQuery(leaderboardQueryOptions);
}
