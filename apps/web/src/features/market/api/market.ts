import type { Factory, MarketPrice, SellBody, SellResult, StandingOrdersBody } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

/** Spec section 7: market prices are refetched every 30 s. */
export const MARKET_REFETCH_MS = 30_000;

export const marketPricesQueryOptions = queryOptions({
  queryKey: queryKeys.marketPrices,
  queryFn: ({ signal }) => apiFetch<MarketPrice[]>('/market/prices', { signal }).then((r) => r.data),
  refetchInterval: MARKET_REFETCH_MS,
});

export function useMarketPrices() {
  return useAuthedQuery(marketPricesQueryOptions);
}

export function useSell() {
  return useGameAction({
    action: (body: SellBody) => apiFetch<SellResult>('/market/sell', { method: 'POST', body }),
    successType: 'sale',
    successFallback: 'Sale completed.',
    failureFallback: 'Failed to sell',
  });
}

/** Replaces the factory's standing sell orders; the factory refreshes after it (mutation cache). */
export function useSetStandingOrders() {
  return useGameAction({
    action: (body: StandingOrdersBody) => apiFetch<Factory>('/factory/standing-orders', { method: 'PUT', body }),
    successFallback: 'Standing sell orders saved.',
    failureFallback: 'Failed to save standing sell orders',
  });
}
