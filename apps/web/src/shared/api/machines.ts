import { POWER } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';
import { formatMoney } from '@/shared/lib/format';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { pollEvery } from '@/shared/stores/live-link';
import { useGameAction } from '@/shared/lib/use-game-action';

/** Spec section 7: machine efficiency is refetched every 30 s. */
export const MACHINE_EFFICIENCY_REFETCH_MS = 30_000;

export const machineEfficiencyQueryOptions = endpointQuery('machineEfficiency', queryKeys.machineEfficiency, {
  refetchInterval: pollEvery(MACHINE_EFFICIENCY_REFETCH_MS),
});

export function useMachineEfficiency() {
  return useAuthedQuery(machineEfficiencyQueryOptions);
}

const plant = machineInfo('POWER_PLANT');

/**
 * Spec section 8: a build refused for power gets advice to build a power plant first (a coal
 * power plant costs $15,000 and gives 15 power).
 */
export function describeBuildFailure(message: string): string {
  if (!message.includes('Not enough power capacity')) return message;
  return `${message} Tip: build a Power Plant first — a coal power plant costs ${formatMoney(plant.cost).replace('.00', '')} and gives ${POWER.ADVICE_PLANT_OUTPUT} power.`;
}

export function useBuildMachine() {
  return useGameAction('buildMachine', { describeFailure: describeBuildFailure });
}

export function useUpgradeMachine() {
  return useGameAction('upgradeMachine');
}

export function useRepairMachine() {
  return useGameAction('repairMachine');
}

export function useUpdateCapacities() {
  return useGameAction('updateMachineCapacities');
}
