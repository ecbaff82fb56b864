import type { MachineType } from '../catalog/machines.js';
import type { FactoryState } from '../state.js';
import type { GridStatus } from '../tick/grid.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';

interface GridEntry {
  machineId: string;
  type: MachineType;
  level: number;
  capacity: number;
}

export interface PowerGridStatus {
  status: GridStatus;
  /** Running figures for the next tick: plants' actual output and consumers' actual draw. */
  totalGeneration: number;
  totalConsumption: number;
  /** At the capacity settings, before fuel, staff and condition. */
  theoreticalGeneration: number;
  theoreticalConsumption: number;
  /** The power factor: 1, or the insufficient-power penalty. */
  efficiency: number;
  fundingFactor: number;
  overallEfficiency: number;
  netPower: number;
  /** The nominal budget that decides what can be built. */
  powerCapacity: number;
  powerUsed: number;
  cumulativePowerSpent: number;
  powerPlants: (GridEntry & { generation: number })[];
  consumers: (GridEntry & { consumption: number })[];
}

export function powerGrid(state: FactoryState, plan: ProductionPlan = planProduction(state)): PowerGridStatus {
  const budget = powerBudget(state);
  const entry = (m: FactoryState['machines'][number]): GridEntry => ({
    machineId: m.id,
    type: m.type,
    level: m.level,
    capacity: m.capacity,
  });
  return {
    status: plan.status,
    totalGeneration: plan.actualGeneration,
    totalConsumption: plan.actualConsumption,
    theoreticalGeneration: plan.theoreticalGeneration,
    theoreticalConsumption: plan.theoreticalConsumption,
    efficiency: plan.powerFactor,
    fundingFactor: plan.fundingFactor,
    overallEfficiency: plan.overallEfficiency,
    netPower: plan.actualGeneration - plan.actualConsumption,
    powerCapacity: budget.powerCapacity,
    powerUsed: budget.powerUsed,
    cumulativePowerSpent: state.counters.powerSpent,
    powerPlants: plan.machines
      .filter((mp) => mp.machine.type === 'POWER_PLANT')
      .map((mp) => ({ ...entry(mp.machine), generation: mp.generation })),
    consumers: plan.machines
      .filter((mp) => mp.powerDraw > 0)
      .map((mp) => ({ ...entry(mp.machine), consumption: mp.powerDraw })),
  };
}
