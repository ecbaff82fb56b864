import {
  MACHINE_TYPES,
  MAINTENANCE_TYPES,
  STORED_RESOURCES,
  WORKER_TYPES,
  type AchievementId,
  type StoredResource,
} from '@forgeworks/engine';
import { z } from 'zod';
import { SiteId } from './sites.js';
import { engineUnion } from './engine-union.js';
import { success } from './envelope.js';

/**
 * The caller's factory in the engine's own shape (`FactoryState`), for the browser to hand to the
 * engine unchanged: its previews apply an action to a copy and project the next tick. Unlike every
 * other answer, money here is in the engine's cents. Left out: the random state (`rng`), which would
 * tell the player when machines break; no action the browser previews draws from it.
 */
const Cents = z.number();
const StoredResourceKey = z.enum(STORED_RESOURCES as readonly [StoredResource, ...StoredResource[]]);
const Inventory = z.object(
  Object.fromEntries(STORED_RESOURCES.map((r) => [r, z.number()])) as Record<StoredResource, z.ZodNumber>,
);

const EngineMachine = z.object({
  id: z.string(),
  type: z.enum(MACHINE_TYPES),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  capacity: z.number(),
  condition: z.number(),
  invested: Cents,
  builtAtTick: z.number().int(),
  operatingTicks: z.number().int(),
  lastMaintenanceTick: z.number().int().nullable(),
  maintenance: z.object({ type: z.enum(MAINTENANCE_TYPES), ticksLeft: z.number().int() }).nullable(),
});

const EngineWorker = z.object({
  id: z.string(),
  type: z.enum(WORKER_TYPES),
  skillLevel: z.number().int(),
  salary: Cents,
  satisfaction: z.number(),
  assignedMachineId: z.string().nullable(),
  hiredAtTick: z.number().int(),
});

const AchievementKey = engineUnion<AchievementId>()([
  'FIRST_MACHINE',
  'FIRST_IRON_MINE',
  'FIRST_SMELTER',
  'FIVE_MACHINES',
  'TEN_MACHINES',
  'NET_WORTH_MILLION',
  'CASH_100K',
  'IRON_ORE_1000',
  'STEEL_BARS_100',
]);

export const EngineFactoryState = z.object({
  tick: z.number().int(),
  cash: Cents,
  debt: Cents,
  inventory: Inventory,
  machines: z.array(EngineMachine),
  workers: z.array(EngineWorker),
  counters: z.object({
    machinesBuilt: z.number().int(),
    upgrades: z.number().int(),
    builtByType: z.partialRecord(z.enum(MACHINE_TYPES), z.number().int()),
    produced: Inventory,
    sold: Inventory,
    bought: Inventory,
    powerSpent: z.number(),
    conceded: Cents,
  }),
  achievements: z.partialRecord(AchievementKey, z.number()),
  challenge: z
    .object({
      day: z.number().int(),
      challengeId: z.string(),
      current: z.number(),
      completedAt: z.number().nullable(),
      claimedAt: z.number().nullable(),
    })
    .nullable(),
  salesThisTick: Inventory,
  purchasesThisTick: Inventory,
  /** Units bought or received by contract that the default standing orders keep. */
  boughtStock: Inventory,
  standingOrders: z
    .array(z.object({ resource: StoredResourceKey, keep: z.number().nullable(), minPrice: Cents.nullable() }))
    .readonly(),
  autoMaintenance: z.boolean(),
  site: SiteId.nullable(),
  extraFloor: z.number().int().nonnegative(),
});
export type EngineFactoryState = z.infer<typeof EngineFactoryState>;

export const FactoryStateAnswer = z.object({
  state: EngineFactoryState,
  /** The sell prices the server's projection reads now, in cents a unit: previews value output with them. */
  prices: z.partialRecord(StoredResourceKey, Cents),
});
export type FactoryStateAnswer = z.infer<typeof FactoryStateAnswer>;
export const FactoryStateResponse = success(FactoryStateAnswer);
