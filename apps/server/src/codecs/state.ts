/**
 * A factory's state as stored (bytea): its fields in a fixed order, in the byte form of bytes.ts.
 * The tick decodes and re-encodes every factory every tick, so this is on the hottest path the
 * server has (docs/benchmarks.md). Catalog entries (machine, worker and maintenance types, resources,
 * achievements) go by their place in the engine's lists, so those lists may grow at the end but never
 * be reordered; lists stored whole are written with their length, so entries appended later read as
 * absent from older rows. Fields are added only at the end: a row that ends before them (written
 * before they existed) reads them as a new factory's defaults, with no new version (and keeps the first
 * byte migration 0012 checks).
 * Every row is in this form: migration 0012 rewrote the JSON ones and refuses any other (docs/adr/0003).
 */
import type {
  AchievementId,
  FactoryState,
  Inventory,
  Machine,
  SiteId,
  StandingOrder,
  Worker,
} from '@forgeworks/engine';
import {
  ACHIEVEMENTS,
  DEFAULT_AUTO_MAINTENANCE,
  DEFAULT_STANDING_ORDERS,
  emptyInventory,
  MACHINE_TYPES,
  machinePlaces,
  MAINTENANCE_TYPES,
  STORED_RESOURCES,
  WORKER_TYPES,
} from '@forgeworks/engine';
import { ByteReader, ByteWriter } from './bytes.js';

/** What the `state` column holds: the engine's state less the columns of its own. */
export type StoredState = Omit<FactoryState, 'tick' | 'cash' | 'debt' | 'site'>;

/** A state in byte form begins with this number: one byte, STATE_FIRST_BYTE. */
export const STATE_VERSION = 3;
export const STATE_FIRST_BYTE = STATE_VERSION * 4;
/** A worker's machine is stored by its place; a machine not in the list (never made by the engine) by id. */
const MACHINE_BY_ID = -1;

/** The columns kept beside the state. */
export interface StateColumns {
  tick: number;
  cash: number;
  debt: number;
  /** Open ground when not given. */
  site?: SiteId | null;
}

const writer = new ByteWriter();

function writeInventory(inv: Inventory): void {
  writer.number(STORED_RESOURCES.length);
  for (const r of STORED_RESOURCES) writer.number(inv[r]);
}

function writeMachine(m: Machine): void {
  writer
    .string(m.id)
    .number(MACHINE_TYPES.indexOf(m.type))
    .number(m.level)
    .number(m.capacity)
    .number(m.condition)
    .number(m.invested)
    .number(m.builtAtTick)
    .number(m.operatingTicks)
    .number(m.lastMaintenanceTick);
  if (m.maintenance) writer.number(MAINTENANCE_TYPES.indexOf(m.maintenance.type)).number(m.maintenance.ticksLeft);
  else writer.number(null);
}

/** `place`: the worker's machine's place in the list (−1: none, or not in the list). */
function writeWorker(w: Worker, place: number): void {
  writer.string(w.id).number(WORKER_TYPES.indexOf(w.type)).number(w.skillLevel).number(w.salary).number(w.satisfaction);
  if (w.assignedMachineId === null) writer.number(null);
  else if (place < 0) writer.number(MACHINE_BY_ID).string(w.assignedMachineId);
  else writer.number(place);
  writer.number(w.hiredAtTick);
}

/** The orders as null while they are the shared defaults (most factories): one byte, and no list to read back. */
function writeStandingInstructions(state: StoredState): void {
  const orders = state.standingOrders;
  if (orders === DEFAULT_STANDING_ORDERS) writer.number(null);
  else {
    writer.number(orders.length);
    for (const o of orders) writer.number(STORED_RESOURCES.indexOf(o.resource)).number(o.keep).number(o.minPrice);
  }
  writer.number(state.autoMaintenance ? 1 : 0);
}

/** An inventory as its count alone (0) while it holds nothing, as most factories' purchases do: one byte. */
function writeSparseInventory(inv: Inventory): void {
  if (STORED_RESOURCES.every((r) => inv[r] === 0)) writer.number(0);
  else writeInventory(inv);
}

export function encodeState(state: StoredState): Buffer {
  writer.number(STATE_VERSION);
  writeInventory(state.inventory);
  writer.number(state.machines.length);
  for (const m of state.machines) writeMachine(m);
  // Found as the engine finds crews, not with a map keyed by ids: they are fresh strings every tick, hashed anew.
  const places = machinePlaces(state.machines, state.workers);
  writer.number(state.workers.length);
  for (let i = 0; i < state.workers.length; i++) writeWorker(state.workers[i]!, places[i]!);
  writer.number(state.rng);
  const c = state.counters;
  writer.number(c.machinesBuilt).number(c.upgrades).number(MACHINE_TYPES.length);
  for (const t of MACHINE_TYPES) writer.number(c.builtByType[t] ?? 0);
  writeInventory(c.produced);
  writeInventory(c.sold);
  writer.number(c.powerSpent).number(ACHIEVEMENTS.length);
  for (const a of ACHIEVEMENTS) writer.number(state.achievements[a.id] ?? null);
  const ch = state.challenge;
  if (ch) writer.number(ch.day).string(ch.challengeId).number(ch.current).number(ch.completedAt).number(ch.claimedAt);
  else writer.number(null);
  writeInventory(state.salesThisTick);
  writeStandingInstructions(state);
  writeSparseInventory(state.purchasesThisTick);
  writeSparseInventory(state.counters.bought);
  writer.number(state.counters.conceded);
  writeSparseInventory(state.boughtStock);
  writer.number(state.extraFloor);
  return writer.finish();
}

function readInventory(r: ByteReader): Inventory {
  const count = r.number();
  const inv = {} as Inventory;
  for (let i = 0; i < STORED_RESOURCES.length; i++) inv[STORED_RESOURCES[i]!] = i < count ? r.number() : 0;
  for (let i = STORED_RESOURCES.length; i < count; i++) r.number();
  return inv;
}

function readMachine(r: ByteReader): Machine {
  const id = r.string();
  const type = MACHINE_TYPES[r.number()]!;
  const level = r.number() as Machine['level'];
  const capacity = r.number();
  const condition = r.number();
  const invested = r.number();
  const builtAtTick = r.number();
  const operatingTicks = r.number();
  const lastMaintenanceTick = r.nullable();
  const maintenanceType = r.nullable();
  const maintenance =
    maintenanceType === null ? null : { type: MAINTENANCE_TYPES[maintenanceType]!, ticksLeft: r.number() };
  return {
    id,
    type,
    level,
    capacity,
    condition,
    invested,
    builtAtTick,
    operatingTicks,
    lastMaintenanceTick,
    maintenance,
  };
}

function readWorker(r: ByteReader, machines: readonly Machine[]): Worker {
  const id = r.string();
  const type = WORKER_TYPES[r.number()]!;
  const skillLevel = r.number();
  const salary = r.number();
  const satisfaction = r.number();
  const at = r.nullable();
  const assignedMachineId = at === null ? null : at === MACHINE_BY_ID ? r.string() : machines[at]!.id;
  return { id, type, skillLevel, salary, satisfaction, assignedMachineId, hiredAtTick: r.number() };
}

function readStandingOrders(r: ByteReader): readonly StandingOrder[] {
  const count = r.nullable();
  if (count === null) return DEFAULT_STANDING_ORDERS;
  const orders: StandingOrder[] = [];
  for (let i = 0; i < count; i++)
    orders.push({ resource: STORED_RESOURCES[r.number()]!, keep: r.nullable(), minPrice: r.nullable() });
  return orders;
}

export function decodeState(bytes: Uint8Array, columns: StateColumns): FactoryState {
  const r = new ByteReader(bytes);
  const version = r.number();
  if (version !== STATE_VERSION) throw new Error(`Stored state has unknown version ${version}`);
  const inventory = readInventory(r);
  // Plain loops: Array.from({ length }, …) takes a slow generic path in V8 (half of this decoder's time).
  const machines: Machine[] = [];
  for (let i = 0, count = r.number(); i < count; i++) machines.push(readMachine(r));
  const workers: Worker[] = [];
  for (let i = 0, count = r.number(); i < count; i++) workers.push(readWorker(r, machines));
  const rng = r.number();
  const machinesBuilt = r.number();
  const upgrades = r.number();
  const builtByType: StoredState['counters']['builtByType'] = {};
  const types = r.number();
  for (let i = 0; i < types; i++) {
    const built = r.number();
    if (built > 0 && i < MACHINE_TYPES.length) builtByType[MACHINE_TYPES[i]!] = built;
  }
  const produced = readInventory(r);
  const sold = readInventory(r);
  const powerSpent = r.number();
  const achievements: Partial<Record<AchievementId, number>> = {};
  const reached = r.number();
  for (let i = 0; i < reached; i++) {
    const at = r.nullable();
    if (at !== null && i < ACHIEVEMENTS.length) achievements[ACHIEVEMENTS[i]!.id] = at;
  }
  const day = r.nullable();
  const challenge =
    day === null
      ? null
      : { day, challengeId: r.string(), current: r.number(), completedAt: r.nullable(), claimedAt: r.nullable() };
  const salesThisTick = readInventory(r);
  // Rows written before standing instructions end here.
  const older = r.done;
  const standingOrders = older ? DEFAULT_STANDING_ORDERS : readStandingOrders(r);
  const autoMaintenance = older ? DEFAULT_AUTO_MAINTENANCE : r.number() === 1;
  // Rows written before buying end here.
  const beforeBuying = r.done;
  const purchasesThisTick = beforeBuying ? emptyInventory() : readInventory(r);
  const bought = beforeBuying ? emptyInventory() : readInventory(r);
  // Rows written before fair play end here: nothing conceded.
  const conceded = r.done ? 0 : r.number();
  // Rows written before bought stock was kept apart end here: none is known, so the orders sell as they did.
  const boughtStock = r.done ? emptyInventory() : readInventory(r);
  // Rows written before floor extensions end here: none bought.
  const extraFloor = r.done ? 0 : r.number();
  if (!r.done) throw new Error('Stored state has bytes after its end');
  // Built whole, in one go: this runs for every factory every tick.
  return {
    tick: columns.tick,
    cash: columns.cash,
    debt: columns.debt,
    inventory,
    machines,
    workers,
    rng,
    counters: { machinesBuilt, upgrades, builtByType, produced, sold, bought, powerSpent, conceded },
    achievements,
    challenge,
    salesThisTick,
    purchasesThisTick,
    boughtStock,
    standingOrders,
    autoMaintenance,
    site: columns.site ?? null,
    extraFloor,
  };
}
