/**
 * States stored as JSON before the byte form (codecs/state.ts): version 1, the engine's objects;
 * version 2, one JSON array with fields by position. Only migration 0012 reads them, to rewrite
 * them as bytes (stored-forms.ts). Both are older than standing instructions: they read as a new
 * factory's.
 */
import type { AchievementId, FactoryState, Inventory, Machine, Worker } from '@forgeworks/engine';
import {
  ACHIEVEMENTS,
  DEFAULT_AUTO_MAINTENANCE,
  DEFAULT_STANDING_ORDERS,
  emptyInventory,
  MACHINE_TYPES,
  MAINTENANCE_TYPES,
  STORED_RESOURCES,
  WORKER_TYPES,
} from '@forgeworks/engine';
import type { StateColumns, StoredState } from '../codecs/state.js';

type Row = unknown[];

function toInventory(values: Row): Inventory {
  const inv = {} as Inventory;
  // Legacy rows hold the first four goods only: the works' goods (docs/adr/0016) came later.
  STORED_RESOURCES.forEach((r, i) => (inv[r] = (values[i] as number | undefined) ?? 0));
  return inv;
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

/** Reads a state stored as JSON (versions 1 and 2): its UTF-8 bytes (migration 0006 made them), text, or a value already parsed. */
export function decodeJsonState(stored: unknown, columns: StateColumns): FactoryState {
  const text = stored instanceof Uint8Array ? Buffer.from(stored).toString('utf8') : stored;
  const value = typeof text === 'string' ? (JSON.parse(text) as unknown) : text;
  if (Array.isArray(value)) return decodeCompact(value, columns);
  const v1 = value as Partial<StoredState> & Omit<StoredState, 'standingOrders' | 'autoMaintenance' | 'extraFloor'>;
  return {
    ...v1,
    standingOrders: v1.standingOrders ?? DEFAULT_STANDING_ORDERS,
    autoMaintenance: v1.autoMaintenance ?? DEFAULT_AUTO_MAINTENANCE,
    ...columns,
    site: null,
    // Floor extensions came after these forms: none was bought in them.
    extraFloor: 0,
  };
}

function decodeCompact(s: Row, columns: StateColumns): FactoryState {
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
  return {
    tick: columns.tick,
    cash: columns.cash,
    debt: columns.debt,
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
      // Buying came after these forms: nothing was ever bought in them.
      bought: emptyInventory(),
      powerSpent: c[5] as number,
      // Fair play came after these forms: nothing was conceded in them.
      conceded: 0,
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
    purchasesThisTick: emptyInventory(),
    // Bought stock came after these forms: none is known.
    boughtStock: emptyInventory(),
    standingOrders: DEFAULT_STANDING_ORDERS,
    autoMaintenance: DEFAULT_AUTO_MAINTENANCE,
    // Sites came after these forms: the upgrade step of the sites' migration gives it one.
    site: null,
    extraFloor: 0,
  };
}
