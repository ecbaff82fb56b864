import type { Factory, Machine as MachineView } from '@forgeworks/contract';
import type { FactoryState, Holdings, Machine, Prices } from '@forgeworks/engine';
import {
  conditionStatus,
  floorSpace,
  machineConfig,
  MAX_LEVEL,
  netWorth,
  powerBudget,
  RESOURCE_IDS,
  RESOURCE_NAMES,
  STORED_RESOURCES,
  TIME,
  toDollars,
} from '@forgeworks/engine';

/** Engine ticks to wall-clock dates, counted back from the factory's last tick at `now`. */
function tickDate(tick: number | null, state: FactoryState, now: number, tickMs: number): string | null {
  return tick === null ? null : new Date(now - (state.tick - tick) * tickMs).toISOString();
}

export function presentMachine(machine: Machine, state: FactoryState, now: number, tickMs: number): MachineView {
  return {
    id: machine.id,
    type: machine.type,
    level: machine.level,
    maxLevel: MAX_LEVEL,
    name: machineConfig(machine.type, machine.level).name,
    capacity: machine.capacity,
    condition: machine.condition,
    conditionStatus: conditionStatus(machine.condition),
    totalOperatingHours: machine.operatingTicks / TIME.TICKS_PER_HOUR,
    lastMaintenanceDate: tickDate(machine.lastMaintenanceTick, state, now, tickMs),
    maintenance: machine.maintenance,
  };
}

/**
 * `record`: the factory's row as the store reads it (factories/record.ts); `escrow`: the units of its
 * open exchange offers, which its net worth counts as the leaderboard does.
 */
export function presentFactory(
  record: { id: string; name: string; state: FactoryState },
  now: number,
  tickMs: number,
  prices?: Prices,
  escrow?: Holdings,
): Factory {
  const { state } = record;
  const budget = powerBudget(state);
  const floor = floorSpace(state);
  const inventory = STORED_RESOURCES.map((type) => ({
    type,
    quantity: state.inventory[type],
    resource: { id: RESOURCE_IDS[type], name: RESOURCE_NAMES[type] },
  }));
  return {
    id: record.id,
    name: record.name,
    tick: state.tick,
    money: toDollars(state.cash),
    cash: toDollars(state.cash),
    debt: toDollars(state.debt),
    netWorth: toDollars(netWorth(state, prices, escrow)),
    powerCapacity: budget.powerCapacity,
    powerUsed: budget.powerUsed,
    machines: state.machines.map((m) => presentMachine(m, state, now, tickMs)),
    inventory,
    resources: inventory,
    standingOrders: state.standingOrders.map((o) => ({
      resource: o.resource,
      keep: o.keep,
      minPrice: o.minPrice === null ? null : toDollars(o.minPrice),
    })),
    autoMaintenance: state.autoMaintenance,
    site: state.site,
    floor: { used: floor.used, total: floor.total, extra: state.extraFloor },
  };
}
