import { WORKER_TITLES } from '@forgeworks/engine';
import type { HireBody, HiringCosts, Machine, Worker, WorkerType, WorkforceAnalysis } from '@forgeworks/contract';
import { machineInfo } from '@/shared/lib/catalog';
import { formatMoney } from '@/shared/lib/format';
import { factoryMachineLabels } from '@/shared/lib/machine-labels';

export const WORKER_TYPES: readonly WorkerType[] = ['OPERATOR', 'TECHNICIAN', 'ENGINEER'];
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;

export const WORKER_TYPE_PLURALS: Record<WorkerType, string> = {
  OPERATOR: 'operators',
  TECHNICIAN: 'technicians',
  ENGINEER: 'engineers',
};

/**
 * Where a new hire goes. 'auto' omits the field so the server picks the first machine missing that
 * type; 'none' sends null (unassigned); anything else is a machine id.
 */
export type HireTarget = 'auto' | 'none' | (string & {});

export interface HireDraft {
  type: WorkerType;
  skillLevel: number;
  target: HireTarget;
}

export const DEFAULT_HIRE_DRAFT: HireDraft = { type: 'OPERATOR', skillLevel: 1, target: 'auto' };

export function hireBody({ type, skillLevel, target }: HireDraft): HireBody {
  if (target === 'auto') return { type, skillLevel };
  return { type, skillLevel, assignedMachineId: target === 'none' ? null : target };
}

/** The hiring cost and salary of one type and skill: the costs are indexed by skill − 1. */
export function hiringOption(costs: HiringCosts | undefined, type: WorkerType, skillLevel: number) {
  return costs?.[type]?.[skillLevel - 1];
}

/** 'Hire missing' for one missing slot: that type, at the skill the machine's level asks for, on that machine. */
export function draftForMissing(
  machine: { machineId: string; machineType: Machine['type']; level: number },
  type: WorkerType,
): HireDraft {
  const requirement = machineInfo(machine.machineType, machine.level).workerRequirements.find((r) => r.type === type);
  return { type, skillLevel: requirement?.skillLevel ?? 1, target: machine.machineId };
}

export function hireFailureText(message: string): string {
  return `Failed to hire worker: ${message}`;
}

export interface MachineSlot {
  id: string;
  label: string;
  level: number;
  crew: number;
  maxCrew: number;
  full: boolean;
}

/** 'Power Plant · L1 · 2 on shift, up to 3': a machine's crew against its shift maximum, not its requirement. */
export const slotText = (s: MachineSlot) =>
  `${s.label} · L${s.level} · ${s.crew} on shift, up to ${s.maxCrew}${s.full ? ' (full)' : ''}`;

/** Every machine with how many workers it has out of its shift maximum (a full machine refuses more). */
export function machineSlots(machines: readonly Machine[], workers: readonly Worker[]): MachineSlot[] {
  const labels = factoryMachineLabels(machines);
  return machines.map((m) => {
    const crew = workers.filter((w) => w.assignedMachineId === m.id).length;
    const maxCrew = machineInfo(m.type, m.level).maxWorkersPerShift;
    return { id: m.id, label: labels.get(m.id) ?? m.name, level: m.level, crew, maxCrew, full: crew >= maxCrew };
  });
}

/** Why the Hire button is off, or null when the hire can go ahead (the server checks again). */
export function hireBlocker({
  hiringCost,
  cash,
  slot,
}: {
  hiringCost: number | undefined;
  cash: number | undefined;
  slot: MachineSlot | undefined;
}): string | null {
  if (hiringCost === undefined) return 'No hiring cost for this worker: pick another type or skill.';
  if (slot?.full) return `${slot.label} already has a full shift of ${slot.maxCrew} workers.`;
  if (cash !== undefined && cash < hiringCost) {
    return `Not enough cash: hiring costs ${formatMoney(hiringCost)} and you have ${formatMoney(cash)}.`;
  }
  return null;
}

/** A word of advice when the chosen machine asks more of this worker type than the form gives. */
export function assignmentAdvice(machine: Machine | undefined, type: WorkerType, skillLevel: number): string | null {
  if (!machine) return null;
  const info = machineInfo(machine.type, machine.level);
  const requirement = info.workerRequirements.find((r) => r.type === type);
  if (!requirement) {
    return `A ${info.name} at level ${info.level} has no ${WORKER_TITLES[type].toLowerCase()} slot: an extra hand adds only 5% output.`;
  }
  if (skillLevel < requirement.skillLevel) {
    const short = requirement.skillLevel - skillLevel;
    const levels = short === 1 ? 'one level' : `${short} levels`;
    return `This machine asks for skill ${requirement.skillLevel} ${WORKER_TYPE_PLURALS[type]}: ${levels} short costs the slot ${short * 20}% of its output.`;
  }
  return null;
}

export interface StaffingRow {
  type: WorkerType;
  required: number;
  assigned: number;
}

export function staffingRows(analysis: Pick<WorkforceAnalysis, 'requiredWorkers' | 'assignedWorkers'>): StaffingRow[] {
  return WORKER_TYPES.map((type) => ({
    type,
    required: analysis.requiredWorkers[type] ?? 0,
    assigned: analysis.assignedWorkers[type] ?? 0,
  }));
}

/** Workers by machine (build order), unassigned last, then by type and skill. */
export function sortWorkers(workers: readonly Worker[], machines: readonly Machine[]): Worker[] {
  const order = new Map(machines.map((m, i) => [m.id, i]));
  const place = (w: Worker) => (w.assignedMachineId === null ? Infinity : (order.get(w.assignedMachineId) ?? Infinity));
  return [...workers].sort(
    (a, b) =>
      place(a) - place(b) || WORKER_TYPES.indexOf(a.type) - WORKER_TYPES.indexOf(b.type) || b.skillLevel - a.skillLevel,
  );
}
