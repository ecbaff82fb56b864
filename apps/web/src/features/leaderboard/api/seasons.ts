import type { League } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** This season's board: a league's top ten by net worth gained (the caller's own league unless named) and their place. */
export const seasonQueryOptions = (league?: League) =>
  queryOptions({
    queryKey: queryKeys.season(league ?? 'own'),
    queryFn: ({ signal }) => dataOf('season', { query: league ? { league } : {}, signal }),
  });

export function useSeason(league?: League) {
  return useAuthedQuery(seasonQueryOptions(league));
}

/** The first three of each league in the latest closed seasons. */
export const useHallOfFame = () => useAuthedQuery(endpointQuery('hallOfFame', queryKeys.hallOfFame));
