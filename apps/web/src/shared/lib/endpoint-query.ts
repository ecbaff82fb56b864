import type { DataOf } from '@forgeworks/contract';
import type { EndpointName } from '@forgeworks/contract/paths';
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { dataOf, type CallInput } from './api';

/** The endpoints a query can ask with no input but its abort signal (no body, path parameters or query). */
type PlainEndpoint = { [K in EndpointName]: object extends CallInput<K> ? K : never }[EndpointName];

/**
 * The query of a plain endpoint, kept under `queryKey`, with any further options (a poll, a
 * stale time) as given.
 */
export function endpointQuery<K extends PlainEndpoint, TKey extends QueryKey>(
  name: K,
  queryKey: TKey,
  options: Pick<UseQueryOptions<DataOf<K>, Error, DataOf<K>, TKey>, 'refetchInterval' | 'staleTime'> = {},
) {
  const ask = dataOf as (name: K, input: { signal: AbortSignal }) => Promise<DataOf<K>>;
  return queryOptions({ queryKey, queryFn: ({ signal }) => ask(name, { signal }), ...options });
}
