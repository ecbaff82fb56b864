import { queryOptions } from '@tanstack/react-query';
import { MARKET_REFETCH_MS } from '@/shared/api/market-prices';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

export const marketTrendsQueryOptions = queryOptions({
  queryKey: queryKeys.marketTrends,
  queryFn: ({ signal }) => dataOf('marketTrends', { signal }),
  refetchInterval: MARKET_REFETCH_MS,
});

export function useMarketTrends() {
  return useAuthedQuery(marketTrendsQueryOptions);
}
