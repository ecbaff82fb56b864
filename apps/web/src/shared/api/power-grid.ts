import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { pollEvery } from '@/shared/stores/live-link';

/** Spec section 7: the grid is refetched every 5 s. */
export const POWER_GRID_REFETCH_MS = 5_000;

export const powerGridQueryOptions = endpointQuery('powerGrid', queryKeys.powerGrid, {
  refetchInterval: pollEvery(POWER_GRID_REFETCH_MS),
});

export function usePowerGrid() {
  return useAuthedQuery(powerGridQueryOptions);
}
