import type { Factory } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

export function fetchMyFactory(signal?: AbortSignal): Promise<Factory> {
  return dataOf('myFactory', { signal });
}

/** The player's factory: most panels read it. Refreshed after every mutation (see query-client). */
export const factoryQueryOptions = queryOptions({
  queryKey: queryKeys.factory,
  queryFn: ({ signal }) => fetchMyFactory(signal),
});

export function useFactory() {
  return useAuthedQuery(factoryQueryOptions);
}
