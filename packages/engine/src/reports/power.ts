import type { Level, MachineType } from '../catalog/machines.js';
import { machineConfig, powerOutput } from '../catalog/machines.js';
import type { FactoryState, Machine } from '../state.js';
import type { GridStatus } from '../tick/grid.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import type { GridHeadline } from './at-a-glance.js';
import { crewEfficiency, gridHeadline, productionEfficiency } from './at-a-glance.js';

export interface GridEntry {
  machineId: string;
  type: MachineType;
  level: Level;
  capacity: number;
}

export interface PowerGridStatus {
  status: GridStatus;
  /** Running figures for the next tick: plants' actual output (after fuel, staff, funding) and consumers' actual draw. */
  totalGeneration: number;
  totalConsumption: number;
  /** At the capacity settings, before fuel, staff and condition; broken machines count for nothing. */
  theoreticalGeneration: number;
  theoreticalConsumption: number;
  /** The power factor: 1, or the insufficient-power penalty. */
  efficiency: number;
  /** Power factor × funding factor. */
  overallEfficiency: number;
  fundingFactor: number;
  /** The machines' mean staffing, each capped at 1 (`crewEfficiency`). */
  crewEfficiency: number;
  /** Power × funding × crew: the one efficiency figure every page shows (`productionEfficiency`). */
  productionEfficiency: number;
  /** The status in words with what holds the factory back and its fix (`gridHeadline`). */
  headline: GridHeadline;
  netPower: number;
  /** The nominal budget that decides what can be built. */
  powerCapacity: number;
  powerUsed: number;
  cumulativePowerSpent: number;
  /** Every plant, generating 0 when it is broken, in the shop or out of coal. */
  powerPlants: (GridEntry & { generation: number })[];
  /** Every machine that draws power, drawing 0 when it is not running. */
  consumers: (GridEntry & { consumption: number })[];
}

function entry(m: Machine): GridEntry {
  return { machineId: m.id, type: m.type, level: m.level, capacity: m.capacity };
}

/** `cumulativePowerSpent` defaults to the factory's own counter; the server may pass a figure it keeps itself. */
export function powerGrid(
  state: FactoryState,
  cumulativePowerSpent: number = state.counters.powerSpent,
  plan: ProductionPlan = planProduction(state),
): PowerGridStatus {
  const budget = powerBudget(state);
  const powerPlants: PowerGridStatus['powerPlants'] = [];
  const consumers: PowerGridStatus['consumers'] = [];
  for (const mp of plan.machines) {
    const config = machineConfig(mp.machine.type, mp.machine.level);
    if (powerOutput(config) > 0) powerPlants.push({ ...entry(mp.machine), generation: mp.generation });
    if (config.powerConsumption > 0) consumers.push({ ...entry(mp.machine), consumption: mp.powerDraw });
  }
  return {
    status: plan.status,
    totalGeneration: plan.actualGeneration,
    totalConsumption: plan.actualConsumption,
    theoreticalGeneration: plan.theoreticalGeneration,
    theoreticalConsumption: plan.theoreticalConsumption,
    efficiency: plan.powerFactor,
    overallEfficiency: plan.overallEfficiency,
    fundingFactor: plan.fundingFactor,
    crewEfficiency: crewEfficiency(plan),
    productionEfficiency: productionEfficiency(plan),
    headline: gridHeadline(state, plan),
    netPower: plan.actualGeneration - plan.actualConsumption,
    powerCapacity: budget.powerCapacity,
    powerUsed: budget.powerUsed,
    cumulativePowerSpent,
    powerPlants,
    consumers,
  };
}
