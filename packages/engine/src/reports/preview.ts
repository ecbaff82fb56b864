/**
 * What an action would do to the factory's next tick, before it is taken: the action is applied by
 * the engine to a copy of the state and both states are projected the way the tick will run them.
 * The browser calls this with its copy of the factory (the `factoryState` answer), so a preview
 * restates no rule: it is the engine's own answer, and only advice while prices move.
 */
import type { MachineType, WorkerType } from '../catalog/machines.js';
import { machineConfig } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import { roundQty } from '../money.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import type { ActionError, ActionResult, FactoryState } from '../state.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { wearPerTick } from '../tick/wear.js';
import { buildMachine, updateMachineCapacities, upgradeMachine } from '../actions/build.js';
import type { ActionContext } from '../actions/common.js';
import { missingCrew } from '../actions/crews.js';
import { scrapMachine } from '../actions/maintenance.js';
import { hireWorker } from '../actions/workers.js';
import { profitProjection } from './projection.js';
import { powerFixes } from './recommendations.js';
import { inputShortages } from './shortages.js';
import type { Prices } from './summary.js';

/** Why a machine that could run will not run in full next tick. */
export type Stall = 'power' | 'crew' | 'inputs' | 'cash';

export interface MachineStall {
  machineId: string;
  reasons: Stall[];
}

export interface FactoryOutlook {
  /** `profitProjection`'s net profit: production value less every cost of the tick. */
  profitPerTick: Cents;
  productionValue: Cents;
  costsPerTick: Cents;
  /** Power generated and drawn next tick, as the tick runs (capacity, condition, funding). */
  powerGenerated: number;
  powerUsed: number;
  powerBalance: number;
  /** The nominal budget that decides what can be built (`powerBudget`). */
  spareCapacity: number;
  /** Empty crew posts (`missingCrew`). */
  crewMissing: number;
  /** Net change of each stored resource over the tick, zero ones left out. */
  output: Partial<Record<StoredResource, number>>;
  /** Condition lost per tick by the machines that run, summed (`wearPerTick`). */
  wear: number;
  /** Inputs that hold production back (`inputShortages`). */
  shortages: StoredResource[];
  /** Machines that run, but not in full, and why. */
  stalls: MachineStall[];
  /** With power short, what would end it (`powerFixes`: crews, coal or plants); empty otherwise. */
  powerFixes: string[];
}

export function factoryOutlook(state: FactoryState, prices?: Prices): FactoryOutlook {
  const plan = planProduction(state);
  const profit = profitProjection(state, prices, plan);
  const shortages = inputShortages(state, plan);
  const output: Partial<Record<StoredResource, number>> = {};
  for (const r of STORED_RESOURCES) {
    const change = roundQty(plan.inventoryAfter[r] - state.inventory[r]);
    if (change !== 0) output[r] = change;
  }
  const stalls: MachineStall[] = [];
  let wear = 0;
  for (const mp of plan.machines) {
    if (!mp.active) continue;
    wear += wearPerTick(mp.machine);
    const reasons: Stall[] = [];
    if (machineConfig(mp.machine.type, mp.machine.level).powerConsumption > 0 && plan.powerFactor < 1)
      reasons.push('power');
    if (mp.staffing.requirements.some((r) => r.assigned < r.needed)) reasons.push('crew');
    if (shortages.some((s) => s.machines.some((m) => m.machine.id === mp.machine.id))) reasons.push('inputs');
    if (plan.fundingFactor < 1) reasons.push('cash');
    if (reasons.length > 0) stalls.push({ machineId: mp.machine.id, reasons });
  }
  return {
    profitPerTick: profit.netProfit,
    productionValue: profit.productionValue,
    costsPerTick: profit.totalCosts,
    powerGenerated: plan.actualGeneration,
    powerUsed: plan.actualConsumption,
    powerBalance: plan.actualGeneration - plan.actualConsumption,
    spareCapacity: powerBudget(state).spare,
    crewMissing: missingCrew(state).length,
    output,
    wear,
    shortages: shortages.map((s) => s.resource),
    stalls,
    powerFixes: powerFixes(state, plan).map((a) => a.text),
  };
}

/** The spends and settings a player can preview. */
export type PreviewAction =
  | { kind: 'capacities'; machineCapacities: Record<string, number> }
  /** `crewed`: with the machine's empty posts filled by hires, as "once crewed" reads. */
  | { kind: 'build'; type: MachineType; crewed?: boolean }
  | { kind: 'upgrade'; machineId: string; crewed?: boolean }
  | { kind: 'hire'; type: WorkerType; skillLevel: number; assignedMachineId?: string | null }
  | { kind: 'scrap'; machineId: string };

/** An id no machine or worker of the state holds, for what the preview adds. */
function freshId(state: FactoryState, prefix: string): string {
  const taken = new Set([...state.machines.map((m) => m.id), ...state.workers.map((w) => w.id)]);
  let n = 0;
  while (taken.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/** Fills the machine's empty posts with hires of the skill they ask for; stops at the first refusal. */
function crewMachine(result: Extract<ActionResult, { ok: true }>, machineId: string, ctx: ActionContext): ActionResult {
  let current: ActionResult = result;
  for (const post of missingCrew(result.state).filter((p) => p.machineId === machineId)) {
    if (!current.ok) break;
    const hired = hireWorker(
      current.state,
      {
        id: freshId(current.state, 'preview-worker'),
        type: post.type,
        skillLevel: post.skillLevel,
        assignedMachineId: machineId,
      },
      ctx,
    );
    if (!hired.ok) break;
    current = hired;
  }
  return current;
}

/** The hire as `hireWorker` takes it, under `id`: an assignment left unsaid stays unsaid. */
export function hireInput(action: Extract<PreviewAction, { kind: 'hire' }>, id: string) {
  return {
    id,
    type: action.type,
    skillLevel: action.skillLevel,
    ...(action.assignedMachineId !== undefined && { assignedMachineId: action.assignedMachineId }),
  };
}

/** Applies the action with the engine, as the server will (ids aside). */
export function applyPreviewAction(state: FactoryState, action: PreviewAction, ctx: ActionContext): ActionResult {
  switch (action.kind) {
    case 'capacities':
      return updateMachineCapacities(state, { machineCapacities: action.machineCapacities }, ctx);
    case 'build': {
      const id = freshId(state, 'preview-machine');
      const built = buildMachine(state, { type: action.type, id }, ctx);
      return built.ok && action.crewed ? crewMachine(built, id, ctx) : built;
    }
    case 'upgrade': {
      const upgraded = upgradeMachine(state, { machineId: action.machineId }, ctx);
      return upgraded.ok && action.crewed ? crewMachine(upgraded, action.machineId, ctx) : upgraded;
    }
    case 'hire':
      return hireWorker(state, hireInput(action, freshId(state, 'preview-worker')), ctx);
    case 'scrap':
      return scrapMachine(state, { machineId: action.machineId }, ctx);
  }
}

export interface OutlookDelta {
  profitPerTick: Cents;
  costsPerTick: Cents;
  powerBalance: number;
  spareCapacity: number;
  crewMissing: number;
  wear: number;
  output: Partial<Record<StoredResource, number>>;
}

export type ActionPreview =
  | {
      ok: true;
      before: FactoryOutlook;
      after: FactoryOutlook;
      delta: OutlookDelta;
      /** Why machines would fall short after the action that do not before it. */
      newStalls: Stall[];
      /** Cash the action spends now (negative: it brings cash in). */
      spends: Cents;
    }
  | { ok: false; error: ActionError };

export function outlookDelta(before: FactoryOutlook, after: FactoryOutlook): OutlookDelta {
  const output: Partial<Record<StoredResource, number>> = {};
  for (const r of STORED_RESOURCES) {
    const change = roundQty((after.output[r] ?? 0) - (before.output[r] ?? 0));
    if (change !== 0) output[r] = change;
  }
  return {
    profitPerTick: after.profitPerTick - before.profitPerTick,
    costsPerTick: after.costsPerTick - before.costsPerTick,
    powerBalance: after.powerBalance - before.powerBalance,
    spareCapacity: after.spareCapacity - before.spareCapacity,
    crewMissing: after.crewMissing - before.crewMissing,
    wear: after.wear - before.wear,
    output,
  };
}

function stallKinds(outlook: FactoryOutlook): Set<Stall> {
  return new Set(outlook.stalls.flatMap((s) => s.reasons));
}

/** The action's effect on the next tick, or the engine's refusal of it. */
export function previewAction(
  state: FactoryState,
  action: PreviewAction,
  prices: Prices | undefined,
  ctx: ActionContext,
): ActionPreview {
  const result = applyPreviewAction(state, action, ctx);
  if (!result.ok) return { ok: false, error: result.error };
  const before = factoryOutlook(state, prices);
  const after = factoryOutlook(result.state, prices);
  const had = stallKinds(before);
  return {
    ok: true,
    before,
    after,
    delta: outlookDelta(before, after),
    newStalls: [...stallKinds(after)].filter((s) => !had.has(s)),
    spends: state.cash - result.state.cash,
  };
}
