import type { MachineType, WorkerType } from '../catalog/machines.js';
import { machineConfig, WORKER_TYPES } from '../catalog/machines.js';
import { hiringCostFor, salaryFor } from '../catalog/workers.js';
import type { Cents } from '../money.js';
import { WORKFORCE } from '../rules.js';
import type { FactoryState } from '../state.js';
import { planProduction } from '../tick/plan.js';
import type { RequirementFill } from '../tick/staffing.js';
import { crewsByMachine, staffingFor } from '../tick/staffing.js';

const byType = (): Record<WorkerType, number> => ({ OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 });

export interface UnderstaffedMachine {
  machineId: string;
  machineType: MachineType;
  level: number;
  missingWorkers: { type: WorkerType; needed: number; assigned: number }[];
}

export interface WorkforceAnalysis {
  /** Mean staffing efficiency of the machines (1 with no machines: nobody is missing). */
  efficiency: number;
  totalSalaryCost: Cents;
  requiredWorkers: Record<WorkerType, number>;
  /** Workers filling requirements, by type (extra hands are not counted). */
  assignedWorkers: Record<WorkerType, number>;
  understaffedMachines: UnderstaffedMachine[];
}

export function workforceAnalysis(state: FactoryState): WorkforceAnalysis {
  const crews = crewsByMachine(state.workers);
  const requiredWorkers = byType();
  const assignedWorkers = byType();
  const understaffedMachines: UnderstaffedMachine[] = [];
  let efficiencySum = 0;
  for (const m of state.machines) {
    const staffing = staffingFor(machineConfig(m.type, m.level), crews.get(m.id) ?? []);
    efficiencySum += staffing.efficiency;
    const missing: RequirementFill[] = [];
    for (const req of staffing.requirements) {
      requiredWorkers[req.type] += req.needed;
      assignedWorkers[req.type] += req.assigned;
      if (req.assigned < req.needed) missing.push(req);
    }
    if (missing.length > 0) {
      understaffedMachines.push({
        machineId: m.id,
        machineType: m.type,
        level: m.level,
        missingWorkers: missing.map((r) => ({ type: r.type, needed: r.needed, assigned: r.assigned })),
      });
    }
  }
  return {
    efficiency: state.machines.length === 0 ? 1 : efficiencySum / state.machines.length,
    totalSalaryCost: state.workers.reduce((sum, w) => sum + w.salary, 0),
    requiredWorkers,
    assignedWorkers,
    understaffedMachines,
  };
}

export type HiringCosts = Record<WorkerType, { skillLevel: number; hiringCost: Cents; salary: Cents }[]>;

/** For each worker type, an array indexed by skill level − 1. */
export function hiringCosts(): HiringCosts {
  const costs = {} as HiringCosts;
  for (const type of WORKER_TYPES) {
    costs[type] = [];
    for (let skill = WORKFORCE.SKILL_MIN; skill <= WORKFORCE.SKILL_MAX; skill++) {
      costs[type].push({ skillLevel: skill, hiringCost: hiringCostFor(type, skill), salary: salaryFor(type, skill) });
    }
  }
  return costs;
}

export interface LaborCosts {
  salaries: Cents;
  salariesByType: Record<WorkerType, Cents>;
  /** The labor share of machines' operating costs next tick. */
  machineLabor: Cents;
  total: Cents;
}

export function laborCosts(state: FactoryState): LaborCosts {
  const salariesByType = byType();
  for (const w of state.workers) salariesByType[w.type] += w.salary;
  const salaries = salariesByType.OPERATOR + salariesByType.TECHNICIAN + salariesByType.ENGINEER;
  const machineLabor = planProduction(state).costs.labor;
  return { salaries, salariesByType, machineLabor, total: salaries + machineLabor };
}
