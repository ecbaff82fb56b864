import type { MachineType } from '../catalog/machines.js';
import { roundQty } from '../money.js';
import { allMachineConfigs, machineConfig, powerOutput } from '../catalog/machines.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import type { MachinePlan, ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';

export interface InputShortage {
  resource: StoredResource;
  /** Machines that would use more of the resource if there were more of it. */
  machines: MachinePlan[];
  /** Units a tick those machines would use beyond what they get. */
  missing: number;
}

function takes(mp: MachinePlan, resource: StoredResource): boolean {
  return machineConfig(mp.machine.type, mp.machine.level).inputs.some((i) => i.resource === resource);
}

/**
 * Inputs that hold production back next tick. Each is found by planning the tick again with
 * unlimited stock of that one resource, so the tick's own rules decide and none is restated
 * here; stock that is used up exactly, with nothing left wanting, is not a shortage.
 */
export function inputShortages(state: FactoryState, plan: ProductionPlan = planProduction(state)): InputShortage[] {
  const shortages: InputShortage[] = [];
  for (const resource of STORED_RESOURCES) {
    if (!plan.machines.some((mp) => mp.active && takes(mp, resource))) continue;
    const unlimited = planProduction({ ...state, inventory: { ...state.inventory, [resource]: Infinity } });
    let missing = 0;
    const machines = plan.machines.filter((mp, i) => {
      const gap = (unlimited.machines[i]!.consumed[resource] ?? 0) - (mp.consumed[resource] ?? 0);
      if (gap > 0) missing += gap;
      return gap > 0;
    });
    if (machines.length > 0) shortages.push({ resource, machines, missing: roundQty(missing) });
  }
  return shortages;
}

export function isPowerPlant(mp: MachinePlan): boolean {
  return powerOutput(machineConfig(mp.machine.type, mp.machine.level)) > 0;
}

/** Machine types that make a resource at some level, in catalog order. */
export function producersOf(resource: StoredResource): MachineType[] {
  const types = allMachineConfigs()
    .filter((c) => c.outputs.some((o) => o.resource === resource))
    .map((c) => c.type);
  return [...new Set(types)];
}
