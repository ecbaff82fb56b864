/** How a level of the machine table (machine-table.ts) is written: its values, its staff and its amounts. */
import type { StoredResource } from '../resources.js';
import type { MachineLevelConfig, MachineType, ResourceAmount, WorkerRequirement } from './machines.js';

export type LevelValues = Omit<MachineLevelConfig, 'type' | 'level' | 'name' | 'description'>;

export const op = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'OPERATOR',
  baseCount: count,
  skillLevel,
});
export const tech = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'TECHNICIAN',
  baseCount: count,
  skillLevel,
});
export const eng = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'ENGINEER',
  baseCount: count,
  skillLevel,
});
export const amount = (resource: StoredResource | 'POWER', quantity: number): ResourceAmount => ({
  resource,
  quantity,
});

export interface TypeEntry {
  name: string;
  description: string;
  levels: [LevelValues, LevelValues, LevelValues];
}

export type Catalog<T extends MachineType = MachineType> = Record<T, TypeEntry>;
