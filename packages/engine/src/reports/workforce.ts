import type { Level, MachineType, WorkerType } from '../catalog/machines.js';
import { WORKER_TYPES } from '../catalog/machines.js';
import { hiringCostFor, salaryFor } from '../catalog/workers.js';
import type { Cents } from '../money.js';
import { WORKFORCE } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { totalSalaries } from './costs.js';

const byType = (): Record<WorkerType, number> => ({ OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 });

export interface MissingWorkers {
  type: WorkerType;
  needed: number;
  assigned: number;
}

export interface UnderstaffedMachine {
  machineId: string;
  machineType: MachineType;
  level: Level;
  missingWorkers: MissingWorkers[];
}

export interface WorkforceAnalysis {
  /**
   * Mean staffing efficiency of the machines (the multiplier the tick applies, floor 0.25,
   * up to 1.25 with skilled or extra hands). 1 with no machines: no output is lost to staffing.
   */
  efficiency: number;
  /** Cents per tick, every worker, assigned or not. */
  totalSalaryCost: Cents;
  requiredWorkers: Record<WorkerType, number>;
  /** Workers filling requirements, by type; extra hands beyond a requirement are not counted. */
  assignedWorkers: Record<WorkerType, number>;
  understaffedMachines: UnderstaffedMachine[];
  /**
   * Posts of the machines' requirements no one fills: 0 is "fully staffed", whatever the
   * efficiency (a skilled crew on one machine does not fill an empty post on another).
   */
  missingPosts: number;
}

/** Staffing as the next tick sees it (the plan's), including broken machines, whose crews still wait. */
export function workforceAnalysis(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
): WorkforceAnalysis {
  const requiredWorkers = byType();
  const assignedWorkers = byType();
  const understaffedMachines: UnderstaffedMachine[] = [];
  let efficiencySum = 0;
  let missingPosts = 0;
  for (const { machine, staffing } of plan.machines) {
    efficiencySum += staffing.efficiency;
    const missingWorkers: MissingWorkers[] = [];
    for (const req of staffing.requirements) {
      requiredWorkers[req.type] += req.needed;
      assignedWorkers[req.type] += req.assigned;
      missingPosts += Math.max(0, req.needed - req.assigned);
      if (req.assigned < req.needed)
        missingWorkers.push({ type: req.type, needed: req.needed, assigned: req.assigned });
    }
    if (missingWorkers.length > 0)
      understaffedMachines.push({
        machineId: machine.id,
        machineType: machine.type,
        level: machine.level,
        missingWorkers,
      });
  }
  return {
    efficiency: plan.machines.length === 0 ? 1 : efficiencySum / plan.machines.length,
    totalSalaryCost: totalSalaries(state),
    requiredWorkers,
    assignedWorkers,
    understaffedMachines,
    missingPosts,
  };
}

export interface HiringOption {
  skillLevel: number;
  hiringCost: Cents;
  salary: Cents;
}

/** For each worker type, an array indexed by skill level − 1. */
export type HiringCosts = Record<WorkerType, HiringOption[]>;

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
  /** Cents per tick. */
  salaries: Cents;
  salariesByType: Record<WorkerType, Cents>;
  /** The labor share of machines' operating costs next tick. */
  machineLabor: Cents;
  total: Cents;
}

export function laborCosts(state: FactoryState, plan: ProductionPlan = planProduction(state)): LaborCosts {
  const salariesByType = byType();
  for (const w of state.workers) salariesByType[w.type] += w.salary;
  const salaries = totalSalaries(state);
  const machineLabor = plan.costs.labor;
  return { salaries, salariesByType, machineLabor, total: salaries + machineLabor };
}
