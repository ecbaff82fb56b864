import type { MachineLevelConfig, WorkerType } from '../catalog/machines.js';
import { WORKFORCE } from '../rules.js';
import type { Worker } from '../state.js';

export interface RequirementFill {
  type: WorkerType;
  skillLevel: number;
  needed: number;
  assigned: number;
}

export interface Staffing {
  /** Share of full output the crew supports: UNSTAFFED_FLOOR–MAX_EFFICIENCY. */
  efficiency: number;
  requirements: RequirementFill[];
}

export function satisfactionFactor(satisfaction: number): number {
  return Math.min(1, WORKFORCE.SATISFACTION_FLOOR + satisfaction / WORKFORCE.SATISFACTION_DIVISOR);
}

function slotScore(worker: Worker, requiredSkill: number): number {
  const gap = worker.skillLevel - requiredSkill;
  const skill = gap >= 0 ? 1 + WORKFORCE.SKILL_BONUS * gap : Math.max(0, 1 - WORKFORCE.SKILL_SHORTFALL * -gap);
  return skill * satisfactionFactor(worker.satisfaction);
}

/**
 * Fills each requirement with the most skilled assigned workers of its type; an empty
 * slot scores 0, extra hands add a small bonus, and automation keeps a floor.
 */
export function staffingFor(config: MachineLevelConfig, crew: readonly Worker[]): Staffing {
  const byType = new Map<WorkerType, Worker[]>();
  for (const worker of crew) {
    const list = byType.get(worker.type) ?? [];
    list.push(worker);
    byType.set(worker.type, list);
  }
  for (const list of byType.values()) list.sort((a, b) => b.skillLevel - a.skillLevel);

  let slots = 0;
  let score = 0;
  let used = 0;
  const requirements: RequirementFill[] = [];
  for (const req of config.workerRequirements) {
    const pool = byType.get(req.type) ?? [];
    const filling = pool.splice(0, req.baseCount);
    slots += req.baseCount;
    used += filling.length;
    for (const worker of filling) score += slotScore(worker, req.skillLevel);
    requirements.push({ type: req.type, skillLevel: req.skillLevel, needed: req.baseCount, assigned: filling.length });
  }
  const extras = Math.max(0, Math.min(crew.length, config.maxWorkersPerShift) - used);
  const base = slots === 0 ? 1 : score / slots;
  const efficiency = Math.min(
    WORKFORCE.MAX_EFFICIENCY,
    Math.max(WORKFORCE.UNSTAFFED_FLOOR, base + extras * WORKFORCE.EXTRA_WORKER_BONUS),
  );
  return { efficiency, requirements };
}

export function crewOf(workers: readonly Worker[], machineId: string): Worker[] {
  return workers.filter((w) => w.assignedMachineId === machineId);
}
