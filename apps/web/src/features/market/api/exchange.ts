import type { ExchangeBuyBody, ListOfferBody, StoredResourceType } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { MARKET_REFETCH_MS } from '@/shared/api/market-prices';
import { call, dataOf } from '@/shared/lib/api';
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

export const myOffersQueryOptions = queryOptions({
  queryKey: queryKeys.myOffers,
  queryFn: ({ signal }) => dataOf('myOffers', { signal }),
});

export const myTradesQueryOptions = queryOptions({
  queryKey: queryKeys.myTrades,
  queryFn: ({ signal }) => dataOf('myTrades', { signal }),
});

export const useExchangeBook = (resource: StoredResourceType) => useAuthedQuery(exchangeBookQueryOptions(resource));
export const useMyOffers = () => useAuthedQuery(myOffersQueryOptions);
export const useMyTrades = () => useAuthedQuery(myTradesQueryOptions);

export function useListOffer() {
  return useGameAction({
    action: (body: ListOfferBody) => call('listOffer', { body }),
    successFallback: 'Offer listed.',
    failureFallback: 'Failed to list the offer',
  });
}

export function useCancelOffer() {
  return useGameAction({
    action: (id: string) => call('cancelOffer', { params: { id } }),
    successFallback: 'Offer cancelled.',
    failureFallback: 'Failed to cancel the offer',
  });
}

/** A buy from the book; the idempotency key makes a retried request trade once. */
export function useExchangeBuy() {
  return useGameAction({
    action: (body: ExchangeBuyBody) => call('exchangeBuy', { body }),
    successType: 'purchase',
    successFallback: 'Bought on the exchange.',
    failureFallback: 'Failed to buy on the exchange',
  });
}
