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
 * Crews are a handful of workers, so plain scans beat maps and sorts here (the tick's hot path).
 */
export function staffingFor(config: MachineLevelConfig, crew: readonly Worker[]): Staffing {
  let taken = 0; // a bit per crew member: crews never exceed a shift of a few workers
  let slots = 0;
  let score = 0;
  let used = 0;
  const requirements: RequirementFill[] = [];
  for (const req of config.workerRequirements) {
    let assigned = 0;
    while (assigned < req.baseCount) {
      let best = -1;
      for (let i = 0; i < crew.length && i < 31; i++) {
        const w = crew[i]!;
        if ((taken & (1 << i)) === 0 && w.type === req.type && (best < 0 || w.skillLevel > crew[best]!.skillLevel))
          best = i;
      }
      if (best < 0) break;
      taken |= 1 << best;
      score += slotScore(crew[best]!, req.skillLevel);
      assigned++;
    }
    slots += req.baseCount;
    used += assigned;
    requirements.push({ type: req.type, skillLevel: req.skillLevel, needed: req.baseCount, assigned });
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

/** Every machine's crew in one pass over the workers. */
export function crewsByMachine(workers: readonly Worker[]): Map<string, Worker[]> {
  const crews = new Map<string, Worker[]>();
  for (const worker of workers) {
    if (worker.assignedMachineId === null) continue;
    const crew = crews.get(worker.assignedMachineId);
    if (crew) crew.push(worker);
    else crews.set(worker.assignedMachineId, [worker]);
  }
  return crews;
}
