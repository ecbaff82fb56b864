import type { HistoryRange, StoredResourceType } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { MARKET_REFETCH_MS } from '@/shared/api/market-prices';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

export const priceHistoryQueryOptions = (resource: StoredResourceType, range: HistoryRange) =>
  queryOptions({
    queryKey: queryKeys.marketHistory(resource, range),
    queryFn: ({ signal }) => dataOf('marketHistory', { query: { resourceType: resource, range }, signal }),
    refetchInterval: MARKET_REFETCH_MS,
  });

export function usePriceHistory(resource: StoredResourceType, range: HistoryRange) {
  return useAuthedQuery(priceHistoryQueryOptions(resource, range));
}
