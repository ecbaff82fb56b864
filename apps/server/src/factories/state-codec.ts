/**
 * A factory's state as stored: one JSON array with fields by position, not by name. The row is
 * rewritten every tick, and the embedded engine's cost per row grows steeply with its size
 * (docs/benchmarks.md), so names, which were most of its bytes, are left out.
 * Version 1 rows (the engine's objects as they are) are still read.
 */
import type { AchievementId, FactoryState, Inventory, Machine, Worker } from '@forgeworks/engine';
import { ACHIEVEMENTS, MACHINE_TYPES, MAINTENANCE_TYPES, STORED_RESOURCES, WORKER_TYPES } from '@forgeworks/engine';
import type { StoredState } from './row.js';

export const STATE_VERSION = 2;

type Row = unknown[];

const inventory = (inv: Inventory) => STORED_RESOURCES.map((r) => inv[r]);
function toInventory(values: Row): Inventory {
  const inv = {} as Inventory;
  STORED_RESOURCES.forEach((r, i) => (inv[r] = values[i] as number));
  return inv;
}

function machineRow(m: Machine): Row {
  return [
    m.id,
    MACHINE_TYPES.indexOf(m.type),
    m.level,
    m.capacity,
    m.condition,
    m.invested,
    m.builtAtTick,
    m.operatingTicks,
    m.lastMaintenanceTick,
    m.maintenance ? MAINTENANCE_TYPES.indexOf(m.maintenance.type) : -1,
    m.maintenance?.ticksLeft ?? 0,
  ];
}

function toMachine(r: Row): Machine {
  const maintenance = r[9] as number;
  return {
    id: r[0] as string,
    type: MACHINE_TYPES[r[1] as number]!,
    level: r[2] as Machine['level'],
    capacity: r[3] as number,
    condition: r[4] as number,
    invested: r[5] as number,
    builtAtTick: r[6] as number,
    operatingTicks: r[7] as number,
    lastMaintenanceTick: r[8] as number | null,
    maintenance: maintenance < 0 ? null : { type: MAINTENANCE_TYPES[maintenance]!, ticksLeft: r[10] as number },
  };
}

/** A worker's machine goes by its place in the machines' row (a number), not by its id. */
function workerRow(w: Worker, machineAt: ReadonlyMap<string, number>): Row {
  const at = w.assignedMachineId === null ? null : (machineAt.get(w.assignedMachineId) ?? w.assignedMachineId);
  return [w.id, WORKER_TYPES.indexOf(w.type), w.skillLevel, w.salary, w.satisfaction, at, w.hiredAtTick];
}

/** Rows written before machines went by place hold the machine's id itself. */
function toWorker(r: Row, machines: readonly Machine[]): Worker {
  const at = r[5] as number | string | null;
  return {
    id: r[0] as string,
    type: WORKER_TYPES[r[1] as number]!,
    skillLevel: r[2] as number,
    salary: r[3] as number,
    satisfaction: r[4] as number,
    assignedMachineId: typeof at === 'number' ? machines[at]!.id : at,
    hiredAtTick: r[6] as number,
  };
}

export function encodeState(state: StoredState): string {
  const c = state.counters;
  const ch = state.challenge;
  const machineAt = new Map(state.machines.map((m, i) => [m.id, i]));
  return JSON.stringify([
    STATE_VERSION,
    inventory(state.inventory),
    state.machines.map(machineRow),
    state.workers.map((w) => workerRow(w, machineAt)),
    state.rng,
    [
      c.machinesBuilt,
      c.upgrades,
      MACHINE_TYPES.map((t) => c.builtByType[t] ?? 0),
      inventory(c.produced),
      inventory(c.sold),
      c.powerSpent,
    ],
    ACHIEVEMENTS.map((a) => state.achievements[a.id] ?? null),
    ch ? [ch.day, ch.challengeId, ch.current, ch.completedAt, ch.claimedAt] : null,
    inventory(state.salesThisTick),
  ]);
}

function decodeCompact(s: Row, money: Money): FactoryState {
  const c = s[5] as Row;
  const builtByType: StoredState['counters']['builtByType'] = {};
  (c[2] as number[]).forEach((n, i) => {
    if (n > 0) builtByType[MACHINE_TYPES[i]!] = n;
  });
  const achievements: Partial<Record<AchievementId, number>> = {};
  (s[6] as (number | null)[]).forEach((at, i) => {
    if (at !== null) achievements[ACHIEVEMENTS[i]!.id] = at;
  });
  const ch = s[7] as Row | null;
  const machines = (s[2] as Row[]).map(toMachine);
  // Built whole, in one go: this runs for every factory every tick.
  return {
    tick: money.tick,
    cash: money.cash,
    debt: money.debt,
    inventory: toInventory(s[1] as Row),
    machines,
    workers: (s[3] as Row[]).map((w) => toWorker(w, machines)),
    rng: s[4] as number,
    counters: {
      machinesBuilt: c[0] as number,
      upgrades: c[1] as number,
      builtByType,
      produced: toInventory(c[3] as Row),
      sold: toInventory(c[4] as Row),
      powerSpent: c[5] as number,
    },
    achievements,
    challenge: ch
      ? {
          day: ch[0] as number,
          challengeId: ch[1] as string,
          current: ch[2] as number,
          completedAt: ch[3] as number | null,
          claimedAt: ch[4] as number | null,
        }
      : null,
    salesThisTick: toInventory(s[8] as Row),
  };
}

/** The columns kept beside the state. */
export interface Money {
  tick: number;
  cash: number;
  debt: number;
}

/** Reads either version (text from the database, or an already parsed value) into the engine's state. */
export function decodeState(stored: unknown, money: Money): FactoryState {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  return Array.isArray(value) ? decodeCompact(value, money) : { ...(value as StoredState), ...money };
}
