import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * What the factory bought and sold over the last game day, per good: from which players and with
 * the market. Under the analytics root, so a tick or a trade refreshes it with the chain.
 */
export const tradePartnersQueryOptions = queryOptions({
  queryKey: queryKeys.tradePartners,
  queryFn: ({ signal }) => dataOf('tradePartners', { query: { hours: 24 }, signal }),
});

export function useTradePartners() {
  return useAuthedQuery(tradePartnersQueryOptions);
}
