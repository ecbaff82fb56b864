import type { MachineLevelConfig, WorkerType } from '../catalog/machines.js';
import { WORKFORCE } from '../rules.js';
import type { Machine, Worker } from '../state.js';

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

/** What staffing reads of a worker: a browser's copy of the crew answers as well as the state's. */
export type CrewMember = Pick<Worker, 'type' | 'skillLevel' | 'satisfaction'>;

export function satisfactionFactor(satisfaction: number): number {
  return Math.min(1, WORKFORCE.SATISFACTION_FLOOR + satisfaction / WORKFORCE.SATISFACTION_DIVISOR);
}

function slotScore(worker: CrewMember, requiredSkill: number): number {
  const gap = worker.skillLevel - requiredSkill;
  const skill = gap >= 0 ? 1 + WORKFORCE.SKILL_BONUS * gap : Math.max(0, 1 - WORKFORCE.SKILL_SHORTFALL * -gap);
  return skill * satisfactionFactor(worker.satisfaction);
}

/**
 * Fills each requirement with the most skilled assigned workers of its type; an empty
 * slot scores 0, extra hands add a small bonus, and automation keeps a floor.
 * Crews are a handful of workers, so plain scans beat maps and sorts here (the tick's hot path).
 */
export function staffingFor(config: MachineLevelConfig, crew: readonly CrewMember[]): Staffing {
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

export function crewOf<W extends Pick<Worker, 'assignedMachineId'>>(workers: readonly W[], machineId: string): W[] {
  return workers.filter((w) => w.assignedMachineId === machineId);
}

/** Beyond this many machines, a factory's machines are indexed by id once rather than scanned per worker. */
const SCAN_LIMIT = 24;

/**
 * Each worker's machine by its place in `machines`, −1 for none (or an id the list lacks).
 * A stored worker's machine id is the very string its machine holds, so a scan of a few machines finds
 * it at once; maps keyed by the fresh id strings of every tick were a fifth of the engine’s tick in a profile.
 */
export function machinePlaces(machines: readonly Machine[], workers: readonly Worker[]): number[] {
  const byId = machines.length > SCAN_LIMIT ? new Map(machines.map((m, i) => [m.id, i])) : null;
  const places = new Array<number>(workers.length);
  for (let w = 0; w < workers.length; w++) {
    const id = workers[w]!.assignedMachineId;
    let place = -1;
    if (id !== null && byId) place = byId.get(id) ?? -1;
    else if (id !== null)
      for (let i = 0; i < machines.length; i++)
        if (machines[i]!.id === id) {
          place = i;
          break;
        }
    places[w] = place;
  }
  return places;
}

const NO_CREW: readonly Worker[] = Object.freeze([]);

/** Every machine's crew, by the machine's place, from each worker's place (`machinePlaces`). */
export function crewsByPlace(
  machineCount: number,
  workers: readonly Worker[],
  places: readonly number[],
): (readonly Worker[])[] {
  const crews = new Array<Worker[] | undefined>(machineCount);
  for (let w = 0; w < workers.length; w++) {
    const at = places[w]!;
    if (at >= 0) (crews[at] ??= []).push(workers[w]!);
  }
  const out = new Array<readonly Worker[]>(machineCount);
  for (let i = 0; i < machineCount; i++) out[i] = crews[i] ?? NO_CREW;
  return out;
}
