import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** Produced and consumed per resource over the last 24 h and 7 days, and an hourly series for charts. */
export const productionHistoryQueryOptions = endpointQuery('productionHistory', queryKeys.productionHistory);

export function useProductionHistory() {
  return useAuthedQuery(productionHistoryQueryOptions);
}
