import type { TickInfo } from '@forgeworks/contract';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { pollEvery } from '@/shared/stores/live-link';

export type { TickInfo };

/** Spec section 4: when tick info cannot be fetched, count down from the default 5 minutes. */
export const DEFAULT_TICK_INTERVAL_MS = 300_000;

/**
 * Besides asking when the countdown ends, ask now and then: a tick run off the clock (an operator's,
 * a server catching up after a restart) is then noticed within this time, and the game refreshes.
 */
export const TICK_INFO_RESYNC_MS = 15_000;

export const tickInfoQueryOptions = endpointQuery('tickInfo', queryKeys.tickInfo, {
  refetchInterval: pollEvery(TICK_INFO_RESYNC_MS),
});

export function useTickInfo() {
  return useAuthedQuery(tickInfoQueryOptions);
}
