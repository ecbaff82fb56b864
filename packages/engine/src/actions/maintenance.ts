import type { MaintenanceType } from '../catalog/maintenance.js';
import { isMaintenanceType, MAINTENANCE_RULES, maintenanceCost } from '../catalog/maintenance.js';
import { machineConfig } from '../catalog/machines.js';
import { formatUsd } from '../market/format.js';
import { REPAIR } from '../rules.js';
import type { ActionResult, FactoryState, Machine } from '../state.js';
import { refuse } from '../state.js';
import { emergencyRepairCost, repairCost, scrapValue } from '../valuation.js';
import type { ActionContext } from './common.js';
import { findMachine, isRefusal, lacksCash, machineName, replaceMachine, succeed } from './common.js';

function percent(condition: number): string {
  return `${Math.round(condition * 100)}%`;
}

/** Instant repair: restores up to `repairAmount` condition (0–1) on a machine that still runs. */
export function repairMachine(
  state: FactoryState,
  input: { machineId: string; repairAmount: number },
  ctx: ActionContext,
): ActionResult {
  const found = findMachine(state, input.machineId);
  if (isRefusal(found)) return found;
  const name = machineName(state, found);
  const wanted = input.repairAmount;
  if (typeof wanted !== 'number' || !Number.isFinite(wanted) || wanted <= 0 || wanted > 1) {
    return refuse('INVALID_INPUT', 'Repair amount must be a number above 0 and at most 1');
  }
  if (found.condition <= 0) return refuse('MACHINE_BROKEN', `${name} is broken and needs an emergency repair`);
  if (found.maintenance) return refuse('MACHINE_BUSY', `${name} is under maintenance`);
  const amount = Math.min(wanted, 1 - found.condition);
  if (amount <= 0) return refuse('INVALID_INPUT', `${name} is already in full condition`);

  const cost = repairCost(found, amount);
  const refusal = lacksCash(state, cost, `repairing ${name}`);
  if (refusal) return refusal;
  const condition = Math.min(1, found.condition + amount);
  const machine: Machine = { ...found, condition };
  return succeed(
    { ...state, cash: state.cash - cost, machines: replaceMachine(state, machine) },
    [
      { kind: 'cash', reason: 'repair', amount: -cost, machineId: machine.id },
      { kind: 'repaired', machineId: machine.id, emergency: false, cost, condition },
    ],
    `${name} repaired to ${percent(condition)} condition for ${formatUsd(cost)}`,
    ctx,
  );
}

export function scheduleMaintenance(
  state: FactoryState,
  input: { machineId: string; maintenanceType: string },
  ctx: ActionContext,
): ActionResult {
  const found = findMachine(state, input.machineId);
  if (isRefusal(found)) return found;
  const name = machineName(state, found);
  if (!isMaintenanceType(input.maintenanceType))
    return refuse('INVALID_INPUT', `Unknown maintenance type: ${input.maintenanceType}`);
  const type: MaintenanceType = input.maintenanceType;
  if (found.condition <= 0) return refuse('MACHINE_BROKEN', `${name} is broken and needs an emergency repair first`);
  if (found.maintenance) return refuse('MACHINE_BUSY', `${name} is already under maintenance`);

  const cost = maintenanceCost(machineConfig(found.type, found.level), type);
  const refusal = lacksCash(state, cost, `${type.toLowerCase()} maintenance`);
  if (refusal) return refusal;
  const rule = MAINTENANCE_RULES[type];
  const machine: Machine = { ...found, maintenance: { type, ticksLeft: rule.duration } };
  return succeed(
    { ...state, cash: state.cash - cost, machines: replaceMachine(state, machine) },
    [
      { kind: 'cash', reason: 'scheduledMaintenance', amount: -cost, machineId: machine.id },
      { kind: 'maintenanceStarted', machineId: machine.id, maintenanceType: type, cost },
    ],
    `${type} maintenance scheduled on ${name} for ${formatUsd(cost)}: ${rule.duration} tick${rule.duration === 1 ? '' : 's'} offline`,
    ctx,
  );
}

export function emergencyRepair(state: FactoryState, input: { machineId: string }, ctx: ActionContext): ActionResult {
  const found = findMachine(state, input.machineId);
  if (isRefusal(found)) return found;
  const name = machineName(state, found);
  if (found.condition > 0)
    return refuse('MACHINE_NOT_BROKEN', `${name} is not broken: schedule maintenance or repair it instead`);
  const cost = emergencyRepairCost(found);
  const refusal = lacksCash(state, cost, `an emergency repair of ${name}`);
  if (refusal) return refusal;
  const condition = REPAIR.EMERGENCY_RESTORES_TO;
  const machine: Machine = { ...found, condition, maintenance: null, lastMaintenanceTick: state.tick };
  return succeed(
    { ...state, cash: state.cash - cost, machines: replaceMachine(state, machine) },
    [
      { kind: 'cash', reason: 'emergencyRepair', amount: -cost, machineId: machine.id },
      { kind: 'repaired', machineId: machine.id, emergency: true, cost, condition },
    ],
    `Emergency repair completed successfully! ${name} is back at ${percent(condition)} condition for ${formatUsd(cost)}`,
    ctx,
  );
}

/** Destroys the machine for parts; its crew becomes unassigned. */
export function scrapMachine(state: FactoryState, input: { machineId: string }, ctx: ActionContext): ActionResult {
  const found = findMachine(state, input.machineId);
  if (isRefusal(found)) return found;
  const value = scrapValue(found);
  const next: FactoryState = {
    ...state,
    cash: state.cash + value,
    machines: state.machines.filter((m) => m.id !== found.id),
    workers: state.workers.map((w) => (w.assignedMachineId === found.id ? { ...w, assignedMachineId: null } : w)),
  };
  return succeed(
    next,
    [
      { kind: 'cash', reason: 'scrap', amount: value, machineId: found.id },
      { kind: 'machineScrapped', machineId: found.id, machineType: found.type, scrapValue: value },
    ],
    `${machineName(state, found)} scrapped for ${formatUsd(value)}`,
    ctx,
  );
}
