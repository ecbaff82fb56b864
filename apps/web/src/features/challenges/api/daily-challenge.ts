import type { ClaimChallengeBody } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

export const dailyChallengeQueryOptions = queryOptions({
  queryKey: queryKeys.dailyChallenge,
  queryFn: ({ signal }) => dataOf('dailyChallenge', { signal }),
});

export function useDailyChallenge() {
  return useAuthedQuery(dailyChallengeQueryOptions);
}

/** Claims a completed challenge's reward. */
export function useClaimChallenge() {
  return useGameAction({
    action: (body: ClaimChallengeBody) => call('claimChallenge', { body }),
    successFallback: 'Challenge reward claimed!',
    failureFallback: 'Failed to claim the challenge reward',
  });
}
