import type { AssignBody, HireBody } from '@forgeworks/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

export const workersQueryOptions = endpointQuery('workers', queryKeys.workers);

export function useWorkers() {
  return useAuthedQuery(workersQueryOptions);
}

export const workforceAnalysisQueryOptions = endpointQuery('workforceAnalysis', queryKeys.workersAnalysis);

export function useWorkforceAnalysis() {
  return useAuthedQuery(workforceAnalysisQueryOptions);
}

/** By worker type, an array indexed by skill level − 1. */
export const hiringCostsQueryOptions = endpointQuery('hiringCosts', queryKeys.hiringCosts, { staleTime: Infinity });

export function useHiringCosts() {
  return useAuthedQuery(hiringCostsQueryOptions);
}

/**
 * Hiring reports its failure itself (spec section 8: an alert 'Failed to hire worker: ' plus the
 * message), so it is a plain mutation rather than a notifying game action.
 */
export function useHireWorker() {
  return useMutation({
    mutationFn: (body: HireBody) => call('hire', { body }),
  });
}

export function useDismissWorker() {
  return useGameAction('dismiss', {
    action: (workerId: string) => call('dismiss', { params: { id: workerId } }),
  });
}

export function useAssignWorker() {
  return useGameAction('assign', {
    action: ({ workerId, machineId }: { workerId: string } & AssignBody) =>
      call('assign', { params: { id: workerId }, body: { machineId } }),
  });
}
