import type { Level, MachineType, WorkerType } from '../catalog/machines.js';
import { machineConfig } from '../catalog/machines.js';
import type { ChainStage } from '../catalog/chain.js';
import { chainStage } from '../catalog/chain.js';
import { roundQty } from '../money.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_IDS, RESOURCE_NAMES, STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import type { InputShortage } from './shortages.js';
import { inputShortages } from './shortages.js';

interface Amount {
  resourceId: number;
  quantity: number;
}

export interface MachineEfficiency {
  machineId: string;
  machineType: MachineType;
  level: Level;
  capacity: number;
  workerEfficiency: number;
  requiredWorkers: { type: WorkerType; skillLevel: number; needed: number; assigned: number }[];
  /** What the next tick will make, after every factor and input shortage. */
  actualOutput: Amount[];
  /** The level's output at capacity 1. */
  maxOutput: Amount[];
}

export function machineEfficiency(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
): MachineEfficiency[] {
  return plan.machines.map((mp) => {
    const config = machineConfig(mp.machine.type, mp.machine.level);
    return {
      machineId: mp.machine.id,
      machineType: mp.machine.type,
      level: mp.machine.level,
      capacity: mp.machine.capacity,
      workerEfficiency: mp.staffing.efficiency,
      requiredWorkers: mp.staffing.requirements,
      actualOutput: config.outputs.map((o) => ({
        resourceId: RESOURCE_IDS[o.resource],
        quantity: o.resource === 'POWER' ? roundQty(mp.generation) : (mp.produced[o.resource] ?? 0),
      })),
      maxOutput: config.outputs.map((o) => ({ resourceId: RESOURCE_IDS[o.resource], quantity: o.quantity })),
    };
  });
}

interface ChainLink {
  machineId: string;
  machineType: MachineType;
  rate: number;
}

export interface ChainRow {
  resource: StoredResource;
  resourceId: number;
  name: string;
  stage: ChainStage;
  producers: ChainLink[];
  consumers: ChainLink[];
  produced: number;
  consumed: number;
  netRate: number;
  /**
   * Units a tick its consumers would use beyond what they get (`inputShortages`), 0 when none go
   * short: a resource used up as fast as it is made can still starve a machine.
   */
  shortBy: number;
}

/** Per resource, who makes and who uses it next tick, and the net rate per tick. */
export function productionChain(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
  shortages: readonly InputShortage[] = inputShortages(state, plan),
): ChainRow[] {
  return STORED_RESOURCES.map((resource) => {
    const producers: ChainLink[] = [];
    const consumers: ChainLink[] = [];
    for (const mp of plan.machines) {
      const config = machineConfig(mp.machine.type, mp.machine.level);
      const link = (rate: number) => ({ machineId: mp.machine.id, machineType: mp.machine.type, rate });
      if (config.outputs.some((o) => o.resource === resource)) producers.push(link(mp.produced[resource] ?? 0));
      if (config.inputs.some((i) => i.resource === resource)) consumers.push(link(mp.consumed[resource] ?? 0));
    }
    const produced = roundQty(producers.reduce((s, l) => s + l.rate, 0));
    const consumed = roundQty(consumers.reduce((s, l) => s + l.rate, 0));
    return {
      resource,
      resourceId: RESOURCE_IDS[resource],
      name: RESOURCE_NAMES[resource],
      stage: chainStage(resource),
      producers,
      consumers,
      produced,
      consumed,
      netRate: roundQty(produced - consumed),
      shortBy: shortages.find((s) => s.resource === resource)?.missing ?? 0,
    };
  });
}
