import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

export const dailyChallengeQueryOptions = endpointQuery('dailyChallenge', queryKeys.dailyChallenge);

export function useDailyChallenge() {
  return useAuthedQuery(dailyChallengeQueryOptions);
}

/** Claims a completed challenge's reward. */
export function useClaimChallenge() {
  return useGameAction('claimChallenge');
}
