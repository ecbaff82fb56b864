import { THRESHOLDS } from '@forgeworks/engine';
import { queryOptions } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

export function maintenanceAnalysisQueryOptions(machineId: string) {
  return queryOptions({
    queryKey: queryKeys.maintenanceAnalysis(machineId),
    queryFn: ({ signal }) => dataOf('maintenanceAnalysis', { params: { machineId }, signal }),
  });
}

export function useMaintenanceAnalysis(machineId: string | null) {
  return useAuthedQuery({ ...maintenanceAnalysisQueryOptions(machineId ?? ''), enabled: machineId !== null });
}

/** Spec section 9: the history dialog asks for the last 20 lines. */
export const HISTORY_LIMIT = THRESHOLDS.MAINTENANCE_HISTORY_LIMIT;

export function maintenanceHistoryQueryOptions(machineId: string) {
  return queryOptions({
    queryKey: queryKeys.maintenanceHistory(machineId),
    queryFn: ({ signal }) =>
      dataOf('maintenanceHistory', { params: { machineId }, query: { limit: HISTORY_LIMIT }, signal }),
  });
}

export function useMaintenanceHistory(machineId: string | null) {
  return useAuthedQuery({ ...maintenanceHistoryQueryOptions(machineId ?? ''), enabled: machineId !== null });
}

export function scrapValueQueryOptions(machineId: string) {
  return queryOptions({
    queryKey: queryKeys.scrapValue(machineId),
    queryFn: ({ signal }) => call('scrapValue', { params: { machineId }, signal }).then((r) => r.data.scrapValue),
  });
}

export function useScrapValue(machineId: string | null) {
  return useAuthedQuery({ ...scrapValueQueryOptions(machineId ?? ''), enabled: machineId !== null });
}

export const loanTermsQueryOptions = endpointQuery('loanTerms', queryKeys.loanTerms);

export function useLoanTerms() {
  return useAuthedQuery(loanTermsQueryOptions);
}

export function useScheduleMaintenance() {
  return useGameAction('scheduleMaintenance');
}

export function useEmergencyRepair() {
  return useGameAction('emergencyRepair');
}

export function useScrapMachine() {
  return useGameAction('scrapMachine');
}

export function useEmergencyLoan() {
  return useGameAction('emergencyLoan');
}

/** Switches automatic maintenance; the factory refreshes after it (mutation cache). */
export function useSetAutoMaintenance() {
  return useGameAction('autoMaintenance');
}
