/**
 * The chain of goods as every page shows it: each good's stage, the order raw materials first, and
 * the machines that make it (read from the catalog's recipes, so a new machine is found here at once).
 */
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import type { MachineType } from './machines.js';
import { machineConfig, MACHINE_TYPES } from './machines.js';

export type ChainStage = 'RAW_MATERIAL' | 'INTERMEDIATE' | 'FINAL_PRODUCT';

const STAGE_OF: Record<StoredResource, ChainStage> = {
  IRON_ORE: 'RAW_MATERIAL',
  COAL: 'RAW_MATERIAL',
  STEEL_BAR: 'INTERMEDIATE',
  COKE: 'INTERMEDIATE',
  TOOLS: 'INTERMEDIATE',
  ADVANCED_STEEL: 'FINAL_PRODUCT',
  MACHINE_PARTS: 'FINAL_PRODUCT',
};

const STAGES: readonly ChainStage[] = ['RAW_MATERIAL', 'INTERMEDIATE', 'FINAL_PRODUCT'];

/** Goods in the order of the chain: raw materials first, then what is made of them (stored order within a stage). */
export const CHAIN_ORDER: readonly StoredResource[] = [...STORED_RESOURCES].sort(
  (a, b) => STAGES.indexOf(STAGE_OF[a]) - STAGES.indexOf(STAGE_OF[b]),
);

export function chainStage(resource: StoredResource): ChainStage {
  return STAGE_OF[resource];
}

const MAKERS = new Map<StoredResource, MachineType[]>();
for (const type of MACHINE_TYPES)
  for (const output of machineConfig(type, 1).outputs)
    if (output.resource !== 'POWER') MAKERS.set(output.resource, [...(MAKERS.get(output.resource) ?? []), type]);

/** The machine types that make a good. */
export function makersOf(resource: StoredResource): readonly MachineType[] {
  return MAKERS.get(resource) ?? [];
}
