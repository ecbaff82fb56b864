import type { WorkerType } from '../catalog/machines.js';
import { machineConfig, WORKER_TYPES } from '../catalog/machines.js';
import { hiringCostFor, salaryFor } from '../catalog/workers.js';
import type { Cents } from '../money.js';
import { formatUsd } from '../market/format.js';
import { WORKFORCE } from '../rules.js';
import type { ActionResult, FactoryState, GameEvent, Machine, Worker } from '../state.js';
import { refuse } from '../state.js';
import type { CrewMember } from '../tick/staffing.js';
import { crewOf, staffingFor } from '../tick/staffing.js';
import type { ActionContext } from './common.js';
import { lacksCash, succeed } from './common.js';
import { WORKER_TITLES } from './workers.js';

/** What the crew rules read of a factory, so the browser's copy of it answers as the state does. */
export interface CrewView {
  machines: readonly Pick<Machine, 'id' | 'type' | 'level'>[];
  workers: readonly (CrewMember & Pick<Worker, 'id' | 'assignedMachineId'>)[];
}

/** One empty post: a worker of this type and skill on this machine. */
export interface CrewOpening {
  machineId: string;
  type: WorkerType;
  skillLevel: number;
}

/**
 * Every post the machines' requirements leave empty, in build order, at the skill the requirement
 * asks for (what a single 'Hire missing' offers). A machine takes only what its shift has room for:
 * one crowded with extra hands of another type keeps its empty post until one is moved away.
 */
export function missingCrew(factory: CrewView): CrewOpening[] {
  const openings: CrewOpening[] = [];
  for (const machine of factory.machines) {
    const config = machineConfig(machine.type, machine.level);
    const crew = crewOf(factory.workers, machine.id);
    let room = config.maxWorkersPerShift - crew.length;
    for (const req of staffingFor(config, crew).requirements)
      for (let i = req.assigned; i < req.needed && room > 0; i++, room--)
        openings.push({ machineId: machine.id, type: req.type, skillLevel: req.skillLevel });
  }
  return openings;
}

export interface CrewQuoteLine {
  type: WorkerType;
  skillLevel: number;
  count: number;
}

/** A worker on no machine put on an empty post of its type. */
export interface CrewPosting {
  workerId: string;
  machineId: string;
}

/**
 * How the empty posts get filled: workers on no machine first (the most skilled of the post's type:
 * they are paid already), then hires for the rest.
 */
export function crewPlan(factory: CrewView): { postings: CrewPosting[]; hires: CrewOpening[] } {
  const idle = factory.workers.filter((w) => w.assignedMachineId === null).sort((a, b) => b.skillLevel - a.skillLevel);
  const postings: CrewPosting[] = [];
  const hires: CrewOpening[] = [];
  for (const opening of missingCrew(factory)) {
    const at = idle.findIndex((w) => w.type === opening.type);
    if (at < 0) hires.push(opening);
    else postings.push({ workerId: idle.splice(at, 1)[0]!.id, machineId: opening.machineId });
  }
  return { postings, hires };
}

/** What filling every empty post takes: who is hired, the hiring cost now and the salaries each tick after. */
export interface CrewQuote {
  /** The hires, by worker type, then skill. */
  lines: CrewQuoteLine[];
  /** Workers hired. */
  workers: number;
  /** Workers on no machine who are put on a post instead of a hire. */
  posted: number;
  hiringCost: Cents;
  /** What the hires add to the salaries paid every tick. */
  salaries: Cents;
}

export function missingCrewQuote(factory: CrewView): CrewQuote {
  const plan = crewPlan(factory);
  return { ...quoteOf(plan.hires), posted: plan.postings.length };
}

function quoteOf(openings: readonly CrewOpening[]): Omit<CrewQuote, 'posted'> {
  const lines: CrewQuoteLine[] = [];
  let hiringCost = 0;
  let salaries = 0;
  for (const { type, skillLevel } of openings) {
    const line = lines.find((l) => l.type === type && l.skillLevel === skillLevel);
    if (line) line.count++;
    else lines.push({ type, skillLevel, count: 1 });
    hiringCost += hiringCostFor(type, skillLevel);
    salaries += salaryFor(type, skillLevel);
  }
  lines.sort((a, b) => WORKER_TYPES.indexOf(a.type) - WORKER_TYPES.indexOf(b.type) || a.skillLevel - b.skillLevel);
  return { lines, workers: openings.length, hiringCost, salaries };
}

/** '9 Operators, 4 Technicians': the crew by type, as a player counts them. */
export function describeCrew(lines: readonly CrewQuoteLine[]): string {
  return WORKER_TYPES.flatMap((type) => {
    const count = lines.filter((l) => l.type === type).reduce((n, l) => n + l.count, 0);
    if (count === 0) return [];
    return [`${count} ${WORKER_TITLES[type]}${count === 1 ? '' : 's'}`];
  }).join(', ');
}

/**
 * Fills every empty post (`crewPlan`): workers on no machine are put on posts of their type, and a
 * worker is hired for each post left, or none at all when the cash does not cover the hires: a
 * half-staffed factory is what the player asked to be rid of.
 */
export function hireMissingCrews(
  state: FactoryState,
  input: { newId: () => string },
  ctx: ActionContext,
): ActionResult {
  const plan = crewPlan(state);
  if (plan.postings.length + plan.hires.length === 0)
    return refuse('FULLY_STAFFED', 'Every machine already has its full crew');
  const quote = quoteOf(plan.hires);
  const refusal = lacksCash(state, quote.hiringCost, `hiring the ${quote.workers} missing crew members`);
  if (refusal) return refusal;

  const postedTo = new Map(plan.postings.map((p) => [p.workerId, p.machineId]));
  const kept = state.workers.map((w) => {
    const machineId = postedTo.get(w.id);
    return machineId === undefined ? w : { ...w, assignedMachineId: machineId };
  });
  const hired: Worker[] = plan.hires.map(({ machineId, type, skillLevel }) => ({
    id: input.newId(),
    type,
    skillLevel,
    salary: salaryFor(type, skillLevel),
    satisfaction: WORKFORCE.SATISFACTION_START,
    assignedMachineId: machineId,
    hiredAtTick: state.tick,
  }));
  const events: GameEvent[] = hired.map((w): GameEvent => ({
    kind: 'workerHired',
    workerId: w.id,
    workerType: w.type,
    assignedMachineId: w.assignedMachineId,
  }));
  if (quote.hiringCost > 0) events.unshift({ kind: 'cash', reason: 'hiring', amount: -quote.hiringCost });
  const said = [
    hired.length > 0 &&
      `Hired ${describeCrew(quote.lines)} for ${formatUsd(quote.hiringCost)} (${formatUsd(quote.salaries)} more in salaries per tick)`,
    plan.postings.length > 0 &&
      `${plan.postings.length === 1 ? '1 worker' : `${plan.postings.length} workers`} on no machine put to work`,
  ].filter(Boolean);
  return succeed(
    { ...state, cash: state.cash - quote.hiringCost, workers: [...kept, ...hired] },
    events,
    said.join('; '),
    ctx,
  );
}
