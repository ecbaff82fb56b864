/**
 * The machine catalog for the client, in dollars: read from the engine, the one source of
 * costs, recipes, power and crews (docs/game-rules.md), so no figure is restated here.
 */
import type { MachineType, ResourceType } from '@forgeworks/contract';
import {
  CONDITION,
  emergencyRepairCost as emergencyRepairCents,
  MACHINE_TYPES,
  MAX_LEVEL,
  machineConfig,
  powerOutput,
  repairCost as repairCents,
  RESOURCE_NAMES,
  toDollars,
  type Level,
} from '@forgeworks/engine';

export interface Amount {
  resource: ResourceType;
  name: string;
  quantity: number;
}

export interface MachineInfo {
  type: MachineType;
  level: number;
  maxLevel: number;
  name: string;
  description: string;
  /** Dollars. */
  cost: number;
  inputs: Amount[];
  outputs: Amount[];
  /** Power units drawn at capacity 1 (0 for power plants). */
  powerConsumption: number;
  /** Power units generated at capacity 1 (power plants only). */
  powerOutput: number;
  powerEfficiencyFactor: number;
  /** Dollars per tick at capacity 1, before the 40/30/30 split. */
  operatingCost: number;
  workerRequirements: { type: 'OPERATOR' | 'TECHNICIAN' | 'ENGINEER'; count: number; skillLevel: number }[];
  maxWorkersPerShift: number;
}

const amount = (a: { resource: ResourceType; quantity: number }): Amount => ({
  resource: a.resource,
  name: RESOURCE_NAMES[a.resource],
  quantity: a.quantity,
});

/** False for a machine the catalog does not know (a type or level from a newer server, say). */
export function isKnownMachine(type: string, level: number): boolean {
  return (
    (MACHINE_TYPES as readonly string[]).includes(type) && Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL
  );
}

export function machineInfo(type: MachineType, level = 1): MachineInfo {
  const c = machineConfig(type, level as Level);
  return {
    type,
    level: c.level,
    maxLevel: MAX_LEVEL,
    name: c.name,
    description: c.description,
    cost: toDollars(c.cost),
    inputs: c.inputs.map(amount),
    outputs: c.outputs.map(amount),
    powerConsumption: c.powerConsumption,
    powerOutput: powerOutput(c),
    powerEfficiencyFactor: c.powerEfficiencyFactor,
    operatingCost: toDollars(c.operatingCost),
    workerRequirements: c.workerRequirements.map((r) => ({
      type: r.type,
      count: r.baseCount,
      skillLevel: r.skillLevel,
    })),
    maxWorkersPerShift: c.maxWorkersPerShift,
  };
}

/** What upgrading a machine at `level` to the next level costs in dollars; null at the top level. */
export function upgradeCost(type: MachineType, level: number): number | null {
  if (level >= MAX_LEVEL) return null;
  return machineInfo(type, level + 1).cost - machineInfo(type, level).cost;
}

/** Every machine type, in catalog order. */
export const MACHINE_TYPE_LIST: readonly MachineType[] = MACHINE_TYPES;

/** Dollars an emergency repair costs (and the cash it needs): the engine's figure. */
export function emergencyRepairCost(type: MachineType, level: number): number {
  return toDollars(emergencyRepairCents({ type, level: level as Level }));
}

/** The Repair button shows below 80% condition, for machines that still run (broken ones need an emergency repair). */
export function showRepair(condition: number): boolean {
  return condition > 0 && condition < CONDITION.REPAIR_BELOW;
}

/** Dollars restoring a machine to full costs: the engine's figure for the condition it lacks. */
export function repairCost(type: MachineType, level: number, condition: number): number {
  return toDollars(repairCents({ type, level: level as Level }, 1 - condition));
}

/** 'a Power Plant', 'an Iron Mine': a machine named in a sentence. */
export function machineArticle(type: MachineType): string {
  const name = machineInfo(type).name;
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}
