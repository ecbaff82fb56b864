import { MARKET_REFETCH_MS } from '@/shared/api/market-prices';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

export const marketTrendsQueryOptions = endpointQuery('marketTrends', queryKeys.marketTrends, {
  refetchInterval: MARKET_REFETCH_MS,
});

export function useMarketTrends() {
  return useAuthedQuery(marketTrendsQueryOptions);
}

/**
 * The market as of the last tick (pressure, demand, depth): what the engine's quotes read, so
 * trade forms estimate with the engine's own slippage. The same query as Market Trends.
 */
export function useMarketState() {
  return useAuthedQuery({ ...marketTrendsQueryOptions, select: (trends) => trends.market });
}
