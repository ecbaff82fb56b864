import type { StoredResourceType } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { MARKET_REFETCH_MS } from '@/shared/api/market-prices';
import { call, dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';
import { pollEvery } from '@/shared/stores/live-link';

/**
 * The exchange's reads. Their keys sit under `market`, so every game action and every tick
 * (features/tick) refetches them, and an `offer-filled` event does too (features/events).
 */
export const exchangeBookQueryOptions = (resource: StoredResourceType) =>
  queryOptions({
    queryKey: queryKeys.exchangeBook(resource),
    queryFn: ({ signal }) => dataOf('exchangeBook', { query: { resourceType: resource }, signal }),
    refetchInterval: pollEvery(MARKET_REFETCH_MS),
  });

export const myOffersQueryOptions = endpointQuery('myOffers', queryKeys.myOffers);

export const myTradesQueryOptions = endpointQuery('myTrades', queryKeys.myTrades);

export const useExchangeBook = (resource: StoredResourceType) => useAuthedQuery(exchangeBookQueryOptions(resource));
export const useMyOffers = () => useAuthedQuery(myOffersQueryOptions);
export const useMyTrades = () => useAuthedQuery(myTradesQueryOptions);

export function useListOffer() {
  return useGameAction('listOffer');
}

export function useCancelOffer() {
  return useGameAction('cancelOffer', {
    action: (id: string) => call('cancelOffer', { params: { id } }),
  });
}

/** A buy from the book; the idempotency key makes a retried request trade once. */
export function useExchangeBuy() {
  return useGameAction('exchangeBuy');
}
