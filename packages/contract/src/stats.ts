import type { AlertKind, ChainStage } from '@forgeworks/engine';
import { z } from 'zod';
import { engineUnion } from './engine-union.js';
import { success } from './envelope.js';
import { MachineType, Money, ResourceType, StoredResourceType } from './factory.js';
import { AdviceAction } from './reports.js';

const ByResource = z.record(StoredResourceType, z.number());

export const Achievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars for money goals, units or a count otherwise (see `unit`). */
  target: z.number(),
  current: z.number(),
  unit: z.enum(['count', 'dollars', 'units']),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

export const MaintenanceAlert = z.object({
  machineId: z.string(),
  machineType: MachineType,
  severity: z.enum(['HIGH', 'MEDIUM']),
  kind: engineUnion<AlertKind>()(['BROKEN', 'CRITICAL', 'MAINTENANCE_DUE']),
  message: z.string(),
});
export type MaintenanceAlert = z.infer<typeof MaintenanceAlert>;

export const ProductionAnalysis = z.object({
  ironMines: z.number().int(),
  smelters: z.number().int(),
  coalMines: z.number().int(),
  /** Per tick, next tick's plan. */
  netIronOre: z.number(),
  netCoal: z.number(),
  cash: Money,
  totalMachines: z.number().int(),
  /** 0–1. */
  productionEfficiency: z.number(),
  valueCreation: z.enum(['Active', 'None']),
  recommendations: z.array(z.string()),
  /** What each recommendation asks the player to do, in the same order. */
  recommendationActions: z.array(AdviceAction),
});
export type ProductionAnalysis = z.infer<typeof ProductionAnalysis>;

const ChainLink = z.object({ machineId: z.string(), machineType: MachineType, rate: z.number() });
export const ChainRow = z.object({
  resource: ResourceType,
  resourceId: z.number().int(),
  name: z.string(),
  stage: engineUnion<ChainStage>()(['RAW_MATERIAL', 'INTERMEDIATE', 'FINAL_PRODUCT']),
  producers: z.array(ChainLink),
  consumers: z.array(ChainLink),
  produced: z.number(),
  consumed: z.number(),
  netRate: z.number(),
  /** Units a tick its consumers would use beyond what they get; 0 when none goes short. */
  shortBy: z.number(),
});
export type ChainRow = z.infer<typeof ChainRow>;

/** Everything derived from the factory that the dashboard panels show, from one plan of the next tick. */
export const FactoryStats = z.object({
  tick: z.number().int(),
  cash: Money,
  debt: Money,
  /** At the market's current sell prices. */
  netWorth: Money,
  machineCount: z.number().int(),
  workerCount: z.number().int(),
  machinesBuilt: z.number().int(),
  upgrades: z.number().int(),
  builtByType: z.partialRecord(MachineType, z.number().int()),
  /** Lifetime units produced and sold. */
  produced: ByResource,
  sold: ByResource,
  powerSpent: z.number(),
  /** The average capacity setting of the machines (1 with none). */
  averageCapacity: z.number(),
  achievements: z.array(Achievement),
  alerts: z.array(MaintenanceAlert),
  productionAnalysis: ProductionAnalysis,
  productionChain: z.array(ChainRow),
});
export type FactoryStats = z.infer<typeof FactoryStats>;
export const FactoryStatsResponse = success(FactoryStats);
