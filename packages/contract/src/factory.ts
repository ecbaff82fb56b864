import { MACHINE_TYPES, RESOURCE_TYPES, WORKER_TYPES, type ConditionLabel } from '@forgeworks/engine';
import { z } from 'zod';
import { FloorSpace, SiteId } from './sites.js';
import { engineUnion } from './engine-union.js';
import { success } from './envelope.js';

/** Money crosses the API in dollars (two decimals); the engine keeps cents. */
export const Money = z.number();

export const ResourceType = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof ResourceType>;
/** Resources that are stored and sold: every one but power. */
export const StoredResourceType = ResourceType.exclude(['POWER']);
export type StoredResourceType = z.infer<typeof StoredResourceType>;
export const MachineType = z.enum(MACHINE_TYPES);
export type MachineType = z.infer<typeof MachineType>;
export const WorkerType = z.enum(WORKER_TYPES);
export type WorkerType = z.infer<typeof WorkerType>;

export const InventoryItem = z.object({
  type: ResourceType,
  quantity: z.number(),
  resource: z.object({ id: z.number().int(), name: z.string() }),
});

export type InventoryItem = z.infer<typeof InventoryItem>;

export const ConditionStatus = z.object({
  label: engineUnion<ConditionLabel>()(['Broken', 'Critical', 'Poor', 'Fair', 'Excellent']),
  color: z.string(),
  warning: z.string().optional(),
});

export const Machine = z.object({
  id: z.string(),
  type: MachineType,
  level: z.number().int().min(1).max(3),
  maxLevel: z.number().int(),
  name: z.string(),
  capacity: z.number(),
  condition: z.number(),
  conditionStatus: ConditionStatus,
  totalOperatingHours: z.number(),
  lastMaintenanceDate: z.string().nullable(),
  maintenance: z.object({ type: z.string(), ticksLeft: z.number().int() }).nullable(),
});
export type Machine = z.infer<typeof Machine>;

/**
 * A standing sell order: the factory sells its stock of the resource above `keep` units before every
 * tick while the price is at least `minPrice` dollars. Null means the rules' default: keep 12 ticks of
 * the factory's own use; sell at 60% of the base price or more.
 */
export const StandingOrder = z.object({
  resource: StoredResourceType,
  keep: z.number().nullable(),
  minPrice: Money.nullable(),
});
export type StandingOrder = z.infer<typeof StandingOrder>;

export const Factory = z.object({
  id: z.string(),
  name: z.string(),
  tick: z.number().int(),
  money: Money,
  cash: Money,
  debt: Money,
  netWorth: Money,
  powerCapacity: z.number(),
  powerUsed: z.number(),
  machines: z.array(Machine),
  inventory: z.array(InventoryItem),
  resources: z.array(InventoryItem),
  standingOrders: z.array(StandingOrder),
  /** Broken machines are repaired, worn ones serviced, before every tick while cash allows. */
  autoMaintenance: z.boolean(),
  /** Where the factory stands; null until its player chooses. */
  site: SiteId.nullable(),
  floor: FloorSpace,
});
export type Factory = z.infer<typeof Factory>;
export const FactoryResponse = success(Factory);
