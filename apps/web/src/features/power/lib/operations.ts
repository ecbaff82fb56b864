/**
 * The rules behind the Power & Operations page: what the grid status means, when to warn, and
 * which advice to show. Figures come from the server's plan of the next tick.
 */
import type { MachineType, PowerGridStatus } from '@forgeworks/contract';
import { MACHINE_TYPES, POWER, THRESHOLDS } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';
import { formatPercent, formatQuantity } from '@/shared/lib/format';

export type GridStatus = PowerGridStatus['status'];

/** Net power in words, by the same thresholds as `netPowerTone`: below 0 a deficit, below 5 low. */
export function netPowerLabel(netPower: number): 'Deficit' | 'Low' | 'Healthy' {
  if (netPower < 0) return 'Deficit';
  return netPower < POWER.LOW_NET_POWER ? 'Low' : 'Healthy';
}

/**
 * Net power's word with what it measures, and, where it reads against the grid's status (a low
 * net beside SURPLUS, when the plants make a fifth more than is drawn yet under 5 units), why both hold.
 */
export function netPowerHint(netPower: number, status: GridStatus): string {
  const label = netPowerLabel(netPower);
  if (label === 'Low' && (status === 'SURPLUS' || status === 'BALANCED'))
    return `Low: under ${POWER.LOW_NET_POWER} power left over, though the plants cover the draw (${status}): little room for another machine`;
  return `${label}: generated minus drawn (low under ${POWER.LOW_NET_POWER})`;
}

export interface OperationsWarning {
  kind: 'power-shortage' | 'insufficient-funds';
  title: string;
  message: string;
}

type WarningInputs = Pick<PowerGridStatus, 'efficiency' | 'fundingFactor' | 'totalGeneration' | 'totalConsumption'> & {
  headline: Pick<PowerGridStatus['headline'], 'cause'>;
};

/**
 * A power factor under 1 means generation falls short of consumption, so every machine that uses
 * power runs at the penalty; a funding factor under 1 means cash does not cover the tick's costs,
 * so every machine runs at half speed. The cure is the engine's headline's (`gridHeadline`): staff
 * or coal when the plants could cover the draw, another plant only when they could not.
 */
export function operationsWarnings(grid: WarningInputs): OperationsWarning[] {
  const warnings: OperationsWarning[] = [];
  if (grid.efficiency < 1) {
    const advice = grid.headline.cause ?? '';
    warnings.push({
      kind: 'power-shortage',
      title: 'Power shortage',
      message:
        `Generation (${formatQuantity(grid.totalGeneration)}) is below consumption (${formatQuantity(grid.totalConsumption)}), so machines that use power run at ${formatPercent(grid.efficiency)} efficiency. ${advice}`.trim(),
    });
  }
  if (grid.fundingFactor < 1) {
    warnings.push({
      kind: 'insufficient-funds',
      title: 'Insufficient funds',
      message: `Your cash does not cover this tick's operating and power costs, so production runs at ${formatPercent(grid.fundingFactor)}. Sell stock or take an emergency loan.`,
    });
  }
  return warnings;
}

/** Spec section 9: only the first 3 recommendations are shown. */
export function firstRecommendations<T>(recommendations: readonly T[]): T[] {
  return recommendations.slice(0, THRESHOLDS.RECOMMENDATIONS_SHOWN);
}

/** How much of the generated power the consumers draw (0 with no generation and no draw). */
export function gridLoad(generation: number, consumption: number): number {
  if (generation <= 0) return consumption > 0 ? 1 : 0;
  return consumption / generation;
}

/** The steel chain's machines in the order a factory usually builds them. */
const CHAIN_ORDER: readonly MachineType[] = ['COAL_MINE', 'IRON_MINE', 'SMELTER', 'STEEL_FURNACE', 'STEEL_MILL'];

/** Machines that draw power: the steel chain's, then the works machines (issue 47) the works advice may ask for. */
const CONSUMER_TYPES: readonly MachineType[] = [
  ...CHAIN_ORDER,
  ...MACHINE_TYPES.filter((type) => !CHAIN_ORDER.includes(type) && machineInfo(type).powerConsumption > 0),
];

export interface GridRoom {
  type: MachineType;
  name: string;
  power: number;
  fits: boolean;
}

/**
 * Which new machines the grid has room for: a build needs its level-1 consumption within the
 * spare nominal power (capacity minus what the machines are rated to use), as the server checks.
 */
export function gridRoom(powerCapacity: number, powerUsed: number): GridRoom[] {
  const spare = powerCapacity - powerUsed;
  return CONSUMER_TYPES.map((type) => {
    const info = machineInfo(type);
    return { type, name: info.name, power: info.powerConsumption, fits: info.powerConsumption <= spare + 1e-9 };
  });
}
