import type { ClaimChallengeBody, DailyChallenge, Factory } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

export const dailyChallengeQueryOptions = queryOptions({
  queryKey: queryKeys.dailyChallenge,
  queryFn: ({ signal }) => apiFetch<DailyChallenge>('/challenges/daily', { signal }).then((r) => r.data),
});

export function useDailyChallenge() {
  return useAuthedQuery(dailyChallengeQueryOptions);
}

/** Claims a completed challenge's reward. */
export function useClaimChallenge() {
  return useGameAction({
    action: (body: ClaimChallengeBody) => apiFetch<Factory>('/challenges/complete', { method: 'POST', body }),
    successFallback: 'Challenge reward claimed!',
    failureFallback: 'Failed to claim the challenge reward',
  });
}
