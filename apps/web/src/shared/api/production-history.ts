import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** Produced and consumed per resource over the last 24 h and 7 days, and an hourly series for charts. */
export const productionHistoryQueryOptions = queryOptions({
  queryKey: queryKeys.productionHistory,
  queryFn: ({ signal }) => dataOf('productionHistory', { signal }),
});

export function useProductionHistory() {
  return useAuthedQuery(productionHistoryQueryOptions);
}
