import type { FactoryState, MachineType, StoredResource } from '@forgeworks/engine';
import { machineConfig, STORED_RESOURCES } from '@forgeworks/engine';

export type Flows = Record<StoredResource, { made: number; used: number }>;

/** Nominal resource flows per tick at full capacity, from the machines' level recipes. */
export function nominalFlows(state: FactoryState, extra?: MachineType): Flows {
  const flows = Object.fromEntries(STORED_RESOURCES.map((r) => [r, { made: 0, used: 0 }])) as Flows;
  const machines = state.machines.map((m) => machineConfig(m.type, m.level));
  if (extra) machines.push(machineConfig(extra, 1));
  for (const config of machines) {
    for (const o of config.outputs) if (o.resource !== 'POWER') flows[o.resource].made += o.quantity;
    for (const i of config.inputs) if (i.resource !== 'POWER') flows[i.resource].used += i.quantity;
  }
  return flows;
}

export function balance(flows: Flows, resource: StoredResource): number {
  return flows[resource].made - flows[resource].used;
}
