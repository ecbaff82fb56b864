import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { pollEvery } from '@/shared/stores/live-link';

/** Spec section 7: the grid is refetched every 5 s. */
export const POWER_GRID_REFETCH_MS = 5_000;

export const powerGridQueryOptions = queryOptions({
  queryKey: queryKeys.powerGrid,
  queryFn: ({ signal }) => dataOf('powerGrid', { signal }),
  refetchInterval: pollEvery(POWER_GRID_REFETCH_MS),
});

export function usePowerGrid() {
  return useAuthedQuery(powerGridQueryOptions);
}
