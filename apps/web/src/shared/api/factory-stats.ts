import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * Everything the dashboard derives from the factory, from one plan of the next tick: lifetime
 * stats, achievements, maintenance alerts, the production analysis (with its recommendations)
 * and the production chain.
 */
export const factoryStatsQueryOptions = queryOptions({
  queryKey: queryKeys.factoryStats,
  queryFn: ({ signal }) => dataOf('factoryStats', { signal }),
});

export function useFactoryStats() {
  return useAuthedQuery(factoryStatsQueryOptions);
}
