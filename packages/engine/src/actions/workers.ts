import type { WorkerType } from '../catalog/machines.js';
import { machineConfig, WORKER_TYPES } from '../catalog/machines.js';
import { hiringCostFor, isValidSkill, salaryFor } from '../catalog/workers.js';
import { formatUsd } from '../market/format.js';
import { WORKFORCE } from '../rules.js';
import type { ActionResult, FactoryState, Machine, Worker } from '../state.js';
import { refuse } from '../state.js';
import { crewOf, staffingFor } from '../tick/staffing.js';
import type { ActionContext } from './common.js';
import { findMachine, isRefusal, lacksCash, machineName, succeed } from './common.js';

export const WORKER_TITLES: Record<WorkerType, string> = {
  OPERATOR: 'Operator',
  TECHNICIAN: 'Technician',
  ENGINEER: 'Engineer',
};

function isWorkerType(value: unknown): value is WorkerType {
  return typeof value === 'string' && (WORKER_TYPES as readonly string[]).includes(value);
}

function isFull(state: FactoryState, machine: Machine, ignoring?: string): boolean {
  const crew = crewOf(state.workers, machine.id).filter((w) => w.id !== ignoring);
  return crew.length >= machineConfig(machine.type, machine.level).maxWorkersPerShift;
}

/** The first machine (in build order) whose requirements miss a worker of this type. */
export function machineMissing(state: FactoryState, type: WorkerType): Machine | undefined {
  return state.machines.find((machine) => {
    const staffing = staffingFor(machineConfig(machine.type, machine.level), crewOf(state.workers, machine.id));
    return staffing.requirements.some((r) => r.type === type && r.assigned < r.needed) && !isFull(state, machine);
  });
}

/**
 * Hires a worker. `assignedMachineId` names a machine; omitted, the worker goes to the
 * first machine missing that type (if any); null keeps the worker unassigned.
 */
export function hireWorker(
  state: FactoryState,
  input: { id: string; type: string; skillLevel: number; assignedMachineId?: string | null },
  ctx: ActionContext,
): ActionResult {
  if (!isWorkerType(input.type))
    return refuse('INVALID_INPUT', `Worker type must be one of ${WORKER_TYPES.join(', ')}`);
  if (!isValidSkill(input.skillLevel)) {
    return refuse(
      'INVALID_INPUT',
      `Skill level must be a whole number from ${WORKFORCE.SKILL_MIN} to ${WORKFORCE.SKILL_MAX}`,
    );
  }
  if (state.workers.some((w) => w.id === input.id)) return refuse('INVALID_INPUT', 'Worker id already in use');
  let machine: Machine | undefined;
  if (typeof input.assignedMachineId === 'string') {
    const found = findMachine(state, input.assignedMachineId);
    if (isRefusal(found)) return found;
    if (isFull(state, found)) return refuse('MACHINE_FULL', `${machineName(state, found)} already has a full shift`);
    machine = found;
  } else if (input.assignedMachineId === undefined) {
    machine = machineMissing(state, input.type);
  }
  const title = WORKER_TITLES[input.type];
  const cost = hiringCostFor(input.type, input.skillLevel);
  const refusal = lacksCash(state, cost, `hiring a ${title}`);
  if (refusal) return refusal;

  const worker: Worker = {
    id: input.id,
    type: input.type,
    skillLevel: input.skillLevel,
    salary: salaryFor(input.type, input.skillLevel),
    satisfaction: WORKFORCE.SATISFACTION_START,
    assignedMachineId: machine?.id ?? null,
    hiredAtTick: state.tick,
  };
  const where = machine ? `, assigned to ${machineName(state, machine)}` : '';
  return succeed(
    { ...state, cash: state.cash - cost, workers: [...state.workers, worker] },
    [
      { kind: 'cash', reason: 'hiring', amount: -cost },
      {
        kind: 'workerHired',
        workerId: worker.id,
        workerType: worker.type,
        assignedMachineId: worker.assignedMachineId,
      },
    ],
    `Hired a skill ${worker.skillLevel} ${title} for ${formatUsd(cost)} (${formatUsd(worker.salary)} per tick)${where}`,
    ctx,
  );
}

export function dismissWorker(state: FactoryState, input: { workerId: string }, ctx: ActionContext): ActionResult {
  const worker = state.workers.find((w) => w.id === input.workerId);
  if (!worker) return refuse('NOT_FOUND', 'Worker not found');
  return succeed(
    { ...state, workers: state.workers.filter((w) => w.id !== worker.id) },
    [{ kind: 'workerDismissed', workerId: worker.id }],
    `${WORKER_TITLES[worker.type]} dismissed`,
    ctx,
  );
}

/** Moves a worker to a machine, or off every machine when machineId is null. */
export function assignWorker(
  state: FactoryState,
  input: { workerId: string; machineId: string | null },
  ctx: ActionContext,
): ActionResult {
  const worker = state.workers.find((w) => w.id === input.workerId);
  if (!worker) return refuse('NOT_FOUND', 'Worker not found');
  let message = `${WORKER_TITLES[worker.type]} unassigned`;
  if (input.machineId !== null) {
    const found = findMachine(state, input.machineId);
    if (isRefusal(found)) return found;
    if (isFull(state, found, worker.id))
      return refuse('MACHINE_FULL', `${machineName(state, found)} already has a full shift`);
    message = `${WORKER_TITLES[worker.type]} assigned to ${machineName(state, found)}`;
  }
  const workers = state.workers.map((w) => (w.id === worker.id ? { ...w, assignedMachineId: input.machineId } : w));
  return succeed({ ...state, workers }, [], message, ctx);
}
