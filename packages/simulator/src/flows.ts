import type { FactoryState, MachineType, StoredResource } from '@forgeworks/engine';
import { machineConfig, siteYield, STORED_RESOURCES } from '@forgeworks/engine';

export type Flows = Record<StoredResource, { made: number; used: number }>;

/**
 * Nominal resource flows per tick at full capacity, from the machines' level recipes at the factory's
 * site; `using` narrows the inputs counted to some machines' (all the machines still make).
 */
export function nominalFlows(
  state: FactoryState,
  extra?: MachineType,
  using: (type: MachineType) => boolean = () => true,
): Flows {
  const flows = Object.fromEntries(STORED_RESOURCES.map((r) => [r, { made: 0, used: 0 }])) as Flows;
  const machines = state.machines.map((m) => ({ type: m.type, config: machineConfig(m.type, m.level) }));
  if (extra) machines.push({ type: extra, config: machineConfig(extra, 1) });
  for (const { type, config } of machines) {
    const more = siteYield(state.site, type);
    for (const o of config.outputs) if (o.resource !== 'POWER') flows[o.resource].made += o.quantity * more;
    if (!using(type)) continue;
    for (const i of config.inputs) if (i.resource !== 'POWER') flows[i.resource].used += i.quantity;
  }
  return flows;
}

export function balance(flows: Flows, resource: StoredResource): number {
  return flows[resource].made - flows[resource].used;
}
