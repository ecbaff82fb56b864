import type { LeaderboardShow } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * The top 10 by net worth (all factories, or the players' or the rivals' alone, each at its place
 * among all), the caller's own entry wherever it ranks, and the number of factories.
 */
export const leaderboardQueryOptions = (show: LeaderboardShow = 'all') =>
  queryOptions({
    queryKey: show === 'all' ? queryKeys.leaderboard : [...queryKeys.leaderboard, show],
    // All factories is the route's default: asked without a query.
    queryFn: ({ signal }) => dataOf('leaderboard', { query: show === 'all' ? {} : { show }, signal }),
  });

export function useLeaderboard(show: LeaderboardShow = 'all') {
  return useAuthedQuery(leaderboardQueryOptions(show));
}
