import { machineConfig, powerOutput } from '../catalog/machines.js';
import type { FactoryState } from '../state.js';

/**
 * Nominal power of the factory, which decides what can be built: what its working plants
 * generate at their level's output, and what all its consumers draw at their level's
 * consumption. Capacity settings and condition change the running figures, not this budget.
 */
export interface PowerBudget {
  powerCapacity: number;
  powerUsed: number;
  spare: number;
}

export function powerBudget(state: Pick<FactoryState, 'machines'>): PowerBudget {
  let powerCapacity = 0;
  let powerUsed = 0;
  for (const machine of state.machines) {
    const config = machineConfig(machine.type, machine.level);
    if (machine.condition > 0) powerCapacity += powerOutput(config);
    powerUsed += config.powerConsumption;
  }
  return { powerCapacity, powerUsed, spare: powerCapacity - powerUsed };
}
