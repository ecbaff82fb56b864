/**
 * The machine catalog: every type at levels 1–3, with the spec's costs and recipes.
 * Values the spec does not give (power of most levels, staff, operating costs) are ours,
 * tuned with the balance simulator; docs/game-rules.md lists them all.
 */
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { SPEC_CATALOG } from './machine-table.js';
import { WORKS_CATALOG } from './works-table.js';

export const MACHINE_TYPES = [
  'IRON_MINE',
  'SMELTER',
  'COAL_MINE',
  'STEEL_MILL',
  'STEEL_FURNACE',
  'POWER_PLANT',
  'COKE_OVEN',
  'TOOL_WORKS',
  'MACHINE_SHOP',
] as const;
export type MachineType = (typeof MACHINE_TYPES)[number];
/** The spec's six types; the works (works-table.ts, docs/adr/0016) come after them, in the order stored forms keep. */
export type SpecMachineType = Exclude<MachineType, WorksMachineType>;
export type WorksMachineType = 'COKE_OVEN' | 'TOOL_WORKS' | 'MACHINE_SHOP';

export const WORKER_TYPES = ['OPERATOR', 'TECHNICIAN', 'ENGINEER'] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];

export type Level = 1 | 2 | 3;
export const MAX_LEVEL: Level = 3;

export interface ResourceAmount {
  resource: StoredResource | 'POWER';
  quantity: number;
}

export interface WorkerRequirement {
  type: WorkerType;
  baseCount: number;
  skillLevel: number;
}

export interface MachineLevelConfig {
  type: MachineType;
  level: Level;
  name: string;
  description: string;
  cost: Cents;
  inputs: ResourceAmount[];
  outputs: ResourceAmount[];
  powerConsumption: number;
  powerEfficiencyFactor: number;
  efficiency: number;
  operatingCost: Cents;
  baseMaintenanceCost: Cents;
  baseLaborCost: Cents;
  baseMaterialCost?: Cents;
  workerRequirements: WorkerRequirement[];
  maxWorkersPerShift: number;
}

/** Built once: the tick reads configs several times per machine, so they must not be rebuilt per call. */
const CONFIGS = {} as Record<MachineType, readonly MachineLevelConfig[]>;
const CATALOG = { ...SPEC_CATALOG, ...WORKS_CATALOG };
for (const type of MACHINE_TYPES) {
  const entry = CATALOG[type];
  CONFIGS[type] = entry.levels.map((values, i) =>
    Object.freeze({ type, level: (i + 1) as Level, name: entry.name, description: entry.description, ...values }),
  );
}

export function machineConfig(type: MachineType, level: Level): MachineLevelConfig {
  const config = CONFIGS[type]?.[level - 1];
  if (!config) throw new RangeError(`No level ${level} for ${type}`);
  return config;
}

export function allMachineConfigs(): MachineLevelConfig[] {
  return MACHINE_TYPES.flatMap((type) => [...CONFIGS[type]]);
}

export function isMachineType(value: string): value is MachineType {
  return (MACHINE_TYPES as readonly string[]).includes(value);
}

/** Power a plant generates at capacity 1, or 0 for machines that are not plants. */
export function powerOutput(config: MachineLevelConfig): number {
  return config.outputs.find((o) => o.resource === 'POWER')?.quantity ?? 0;
}

/** A machine type's name for more than one: "Smelters", but "Tool Works" (a works is one or many). */
export function machinePlural(type: MachineType): string {
  const name = machineConfig(type, 1).name;
  return name.endsWith('Works') ? name : `${name}s`;
}
