import type { MachineType } from '@forgeworks/contract';
import type { Level } from '@forgeworks/engine';
import { CAPACITY, conditionStatus, machineConfig, powerOutput } from '@forgeworks/engine';

/** What the presets read of a machine: the engine's state and the factory answer both have it. */
export interface CapacityMachine {
  id: string;
  type: MachineType;
  level: number;
  capacity: number;
  condition: number;
}

export type CapacityMap = Record<string, number>;

export type PresetId = 'full' | 'savePower' | 'saveWear';

export interface CapacityPreset {
  id: PresetId;
  label: string;
  /** What it does, for the button's description. */
  description: string;
  apply: (machines: readonly CapacityMachine[]) => CapacityMap;
}

const config = (m: CapacityMachine) => machineConfig(m.type, m.level as Level);
const isPlant = (m: CapacityMachine) => powerOutput(config(m)) > 0;
/** Worn machines wear faster and break more often: the engine's Poor and Critical bands. */
const isWorn = (m: CapacityMachine) => ['Poor', 'Critical'].includes(conditionStatus(m.condition).label);

const each = (machines: readonly CapacityMachine[], pick: (m: CapacityMachine) => number): CapacityMap =>
  Object.fromEntries(machines.map((m) => [m.id, pick(m)]));

export const CAPACITY_PRESETS: readonly CapacityPreset[] = [
  {
    id: 'full',
    label: 'All to 100%',
    description: 'Every machine at full capacity.',
    apply: (machines) => each(machines, () => CAPACITY.MAX),
  },
  {
    id: 'savePower',
    label: 'Save power',
    description: 'Power plants at full capacity, every machine that draws power at the minimum.',
    apply: (machines) =>
      each(machines, (m) => (isPlant(m) ? CAPACITY.MAX : config(m).powerConsumption > 0 ? CAPACITY.MIN : m.capacity)),
  },
  {
    id: 'saveWear',
    label: 'Save wear',
    description: 'Machines in poor or critical condition at the minimum until they are serviced.',
    apply: (machines) => each(machines, (m) => (isWorn(m) ? CAPACITY.MIN : m.capacity)),
  },
];

/** The spec's capacity test: power plants at 0.25, every other machine at 1. */
export function capacityTest(machines: readonly CapacityMachine[]): CapacityMap {
  return each(machines, (m) => (isPlant(m) ? CAPACITY.MIN : CAPACITY.MAX));
}

/** The machines whose draft differs from what the server holds: what Apply sends. */
export function changedCapacities(machines: readonly CapacityMachine[], draft: CapacityMap): CapacityMap {
  const changed: CapacityMap = {};
  for (const m of machines) {
    const wanted = draft[m.id];
    if (wanted !== undefined && wanted !== m.capacity) changed[m.id] = wanted;
  }
  return changed;
}
