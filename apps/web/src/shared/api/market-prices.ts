import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { pollEvery } from '@/shared/stores/live-link';

/** Spec section 7: market prices are refetched every 30 s. */
export const MARKET_REFETCH_MS = 30_000;

export const marketPricesQueryOptions = endpointQuery('marketPrices', queryKeys.marketPrices, {
  refetchInterval: pollEvery(MARKET_REFETCH_MS),
});

export function useMarketPrices() {
  return useAuthedQuery(marketPricesQueryOptions);
}
