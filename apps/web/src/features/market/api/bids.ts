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
 * The exchange's bids (docs/adr/0014). Their keys sit under `market`, so every game action and
 * every tick refetches them, and a `bid-filled` event does too (features/events).
 */
export const exchangeBidsQueryOptions = (resource: StoredResourceType) =>
  queryOptions({
    queryKey: queryKeys.exchangeBids(resource),
    queryFn: ({ signal }) => dataOf('exchangeBids', { query: { resourceType: resource }, signal }),
    refetchInterval: pollEvery(MARKET_REFETCH_MS),
  });

export const myBidsQueryOptions = endpointQuery('myBids', queryKeys.myBids);

export const useExchangeBids = (resource: StoredResourceType) => useAuthedQuery(exchangeBidsQueryOptions(resource));
export const useMyBids = () => useAuthedQuery(myBidsQueryOptions);

export function usePlaceBid() {
  return useGameAction('placeBid');
}

export function useCancelBid() {
  return useGameAction('cancelBid', {
    action: (id: string) => call('cancelBid', { params: { id } }),
  });
}

/** A sale into the bids, highest first. */
export function useExchangeSell() {
  return useGameAction('exchangeSell');
}
