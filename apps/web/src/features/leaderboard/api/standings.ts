import type { ReportNameBody } from '@forgeworks/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { notify } from '@/shared/stores/notifications';

/** Players ranked by achievements, the caller's own entry wherever it ranks. */
export const useTopAchievers = () => useAuthedQuery(endpointQuery('topAchievers', queryKeys.topAchievers));

/** Each achievement's rarity and the latest unlocks across the server. */
export const useAchievementStats = () => useAuthedQuery(endpointQuery('achievementStats', queryKeys.achievementStats));

/** The player's own standing over the last 7 days, totals, best day and the median player. */
export const usePlayerStats = () => useAuthedQuery(endpointQuery('playerStats', queryKeys.playerStats));

/** A factory's public profile. */
export function useFactoryProfile(factoryId: string) {
  return useAuthedQuery(
    queryOptions({
      queryKey: queryKeys.factoryProfile(factoryId),
      queryFn: ({ signal }) => dataOf('factoryProfile', { params: { id: factoryId }, signal }),
    }),
  );
}

/** Reports a factory's or its owner's name to the operator; the server thanks the player. */
export function useReportName() {
  return useMutation({
    mutationFn: ({ factoryId, ...body }: { factoryId: string } & ReportNameBody) =>
      call('reportName', { params: { id: factoryId }, body }),
    meta: { invalidatesFactory: false },
    onSuccess: ({ message }) => notify('success', message ?? 'Reported'),
  });
}
