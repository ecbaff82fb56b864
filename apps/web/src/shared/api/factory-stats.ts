import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * Everything the dashboard derives from the factory, from one plan of the next tick: lifetime
 * stats, achievements, maintenance alerts, the production analysis (with its recommendations)
 * and the production chain.
 */
export const factoryStatsQueryOptions = endpointQuery('factoryStats', queryKeys.factoryStats);

export function useFactoryStats() {
  return useAuthedQuery(factoryStatsQueryOptions);
}
