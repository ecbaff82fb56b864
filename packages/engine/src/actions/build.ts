import type { Level } from '../catalog/machines.js';
import { isMachineType, machineConfig, MAX_LEVEL } from '../catalog/machines.js';
import { formatUsd } from '../market/format.js';
import { CAPACITY } from '../rules.js';
import type { ActionResult, FactoryState, Machine } from '../state.js';
import { refuse } from '../state.js';
import { powerBudget } from '../tick/power-budget.js';
import { lacksFloor } from '../sites/floor.js';
import type { ActionContext } from './common.js';
import { findMachine, isRefusal, lacksCash, machineName, replaceMachine, succeed } from './common.js';

/** Whether a build or upgrade that adds `extra` power draw needs more than the grid's `spare` (powerBudget). */
export function lacksSparePower(spare: number, extra: number): boolean {
  return extra > 0 && spare < extra - 1e-9;
}

/** Spare power as a player reads it: to a tenth, rounded down so that it never promises more than there is. */
export function spareShown(spare: number): number {
  return Math.max(0, Math.floor(spare * 10 + 1e-9) / 10);
}

function lacksPower(state: FactoryState, extra: number, name: string): ActionResult | null {
  if (extra <= 0) return null;
  const { spare } = powerBudget(state);
  if (!lacksSparePower(spare, extra)) return null;
  return refuse(
    'NOT_ENOUGH_POWER',
    `Not enough power capacity: ${name} needs ${extra} power and your grid has ${spareShown(spare)} spare (worn machines draw more). Build a Power Plant first.`,
  );
}

export function buildMachine(
  state: FactoryState,
  input: { type: string; id: string },
  ctx: ActionContext,
): ActionResult {
  if (!isMachineType(input.type)) return refuse('INVALID_INPUT', `Unknown machine type: ${input.type}`);
  if (state.machines.some((m) => m.id === input.id)) return refuse('INVALID_INPUT', 'Machine id already in use');
  const config = machineConfig(input.type, 1);
  const refusal =
    lacksFloor(state, input.type, 1, `a ${config.name}`) ??
    lacksCash(state, config.cost, `a ${config.name}`) ??
    lacksPower(state, config.powerConsumption, `a ${config.name}`);
  if (refusal) return refusal;

  const machine: Machine = {
    id: input.id,
    type: input.type,
    level: 1,
    capacity: CAPACITY.DEFAULT,
    condition: 1,
    invested: config.cost,
    builtAtTick: state.tick,
    operatingTicks: 0,
    lastMaintenanceTick: null,
    maintenance: null,
  };
  const builtByType = {
    ...state.counters.builtByType,
    [input.type]: (state.counters.builtByType[input.type] ?? 0) + 1,
  };
  const next: FactoryState = {
    ...state,
    cash: state.cash - config.cost,
    machines: [...state.machines, machine],
    counters: { ...state.counters, machinesBuilt: state.counters.machinesBuilt + 1, builtByType },
  };
  return succeed(
    next,
    [
      { kind: 'cash', reason: 'build', amount: -config.cost, machineId: machine.id },
      { kind: 'machineBuilt', machineId: machine.id, machineType: machine.type },
    ],
    `${config.name} built for ${formatUsd(config.cost)}`,
    ctx,
  );
}

export function upgradeMachine(state: FactoryState, input: { machineId: string }, ctx: ActionContext): ActionResult {
  const found = findMachine(state, input.machineId);
  if (isRefusal(found)) return found;
  const name = machineName(state, found);
  if (found.level >= MAX_LEVEL) return refuse('MAX_LEVEL', `${name} is already at its maximum level (${MAX_LEVEL})`);
  if (found.condition <= 0) return refuse('MACHINE_BROKEN', `${name} is broken: repair it before upgrading`);
  if (found.maintenance) return refuse('MACHINE_BUSY', `${name} is under maintenance`);

  const current = machineConfig(found.type, found.level);
  const level = (found.level + 1) as Level;
  const target = machineConfig(found.type, level);
  const cost = target.cost - current.cost;
  const refusal =
    lacksFloor(state, found.type, level, `upgrading ${name} to level ${level}`) ??
    lacksCash(state, cost, `upgrading ${name} to level ${level}`) ??
    lacksPower(state, target.powerConsumption - current.powerConsumption, `${name} level ${level}`);
  if (refusal) return refusal;

  const machine: Machine = { ...found, level, invested: found.invested + cost };
  const next: FactoryState = {
    ...state,
    cash: state.cash - cost,
    machines: replaceMachine(state, machine),
    counters: { ...state.counters, upgrades: state.counters.upgrades + 1 },
  };
  return succeed(
    next,
    [
      { kind: 'cash', reason: 'upgrade', amount: -cost, machineId: machine.id },
      { kind: 'machineUpgraded', machineId: machine.id, machineType: machine.type, level },
    ],
    `${name} upgraded to level ${level} for ${formatUsd(cost)}`,
    ctx,
  );
}

export function updateMachineCapacities(
  state: FactoryState,
  input: { machineCapacities: Record<string, number> },
  ctx: ActionContext,
): ActionResult {
  const entries = Object.entries(input.machineCapacities);
  if (entries.length === 0) return refuse('INVALID_INPUT', 'No machine capacities given');
  for (const [id, capacity] of entries) {
    if (!state.machines.some((m) => m.id === id)) return refuse('NOT_FOUND', 'Machine not found');
    if (
      typeof capacity !== 'number' ||
      !Number.isFinite(capacity) ||
      capacity < CAPACITY.MIN ||
      capacity > CAPACITY.MAX
    ) {
      return refuse('INVALID_INPUT', `Capacity must be a number between ${CAPACITY.MIN} and ${CAPACITY.MAX}`);
    }
  }
  const wanted = new Map(entries);
  const machines = state.machines.map((m) => (wanted.has(m.id) ? { ...m, capacity: wanted.get(m.id)! } : m));
  return succeed({ ...state, machines }, [], 'Machine capacities updated successfully!', ctx);
}
