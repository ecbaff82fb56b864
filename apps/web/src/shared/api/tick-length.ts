import { TIME } from '@forgeworks/engine';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * The tick info under its own key's cache, read here only for the server's tick length: the header's
 * countdown (features/tick) keeps it fresh, so this observer adds no poll of its own.
 */
const tickLengthQueryOptions = endpointQuery('tickInfo', queryKeys.tickInfo);

/**
 * The server's tick length in ms (TICK_INTERVAL_MS, whatever the operator set), the engine's default
 * until it is known: every time a page puts beside a count of ticks is in it (shared/lib/tick-time).
 */
export function useTickLength(): number {
  return useAuthedQuery(tickLengthQueryOptions).data?.tickIntervalMs ?? TIME.TICK_INTERVAL_MS;
}
