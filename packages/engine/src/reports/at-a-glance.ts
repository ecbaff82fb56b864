/**
 * The figures every page of a factory shows about how it runs, computed once here so that the
 * overview, Power & Operations and Workforce cannot disagree (issue 39).
 */
import type { FactoryState } from '../state.js';
import type { GridStatus } from '../tick/grid.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import type { AdviceAction } from './advice.js';
import { urgentAdvice } from './recommendations.js';

/**
 * The machines' mean staffing, each capped at 1 (skilled or extra hands cannot hide an empty post
 * elsewhere); 0 with no machines.
 */
export function crewEfficiency(plan: ProductionPlan): number {
  if (plan.machines.length === 0) return 0;
  return plan.machines.reduce((s, mp) => s + Math.min(1, mp.staffing.efficiency), 0) / plan.machines.length;
}

/** How much of what its machines could make the factory makes: power × funding × crew; 0 with no machines. */
export function productionEfficiency(plan: ProductionPlan): number {
  return plan.overallEfficiency * crewEfficiency(plan);
}

/** The grid's status in the spec's words, when nothing else holds the factory back. */
const STATUS_MEANING: Record<GridStatus, string> = {
  SURPLUS: 'Excellent: all machines at maximum efficiency',
  BALANCED: 'Normal',
  SHORTAGE: 'Reduced efficiency',
  CRITICAL: 'Production severely limited',
};

/** What the status says before the cause, when something holds the factory back. */
const STATUS_LEAD: Record<GridStatus, string> = {
  SURPLUS: 'Power to spare',
  BALANCED: 'Power matches the draw',
  SHORTAGE: 'Reduced efficiency',
  CRITICAL: 'Production severely limited',
};

export interface GridHeadline {
  status: GridStatus;
  /** The status in words, then what holds the factory back and its fix, e.g. "Production severely limited. Your power plants lack staff…". */
  text: string;
  /** What holds the factory back and its fix, the text's second part; null when nothing does. */
  cause: string | null;
  /** What the fix asks of the player, for a button beside the words; null when nothing is to be done. */
  action: AdviceAction | null;
}

/**
 * The overview's headline and Power & Operations' status: the grid's status and the first thing
 * the recommendations would fix (power short for want of crew says hire, not build). "All machines
 * at maximum efficiency" only when it is true.
 */
export function gridHeadline(state: FactoryState, plan: ProductionPlan = planProduction(state)): GridHeadline {
  const [first] = urgentAdvice(state, plan);
  if (!first) return { status: plan.status, text: STATUS_MEANING[plan.status], cause: null, action: null };
  // With no machine there is no grid to speak of: the welcome is the whole headline.
  const lead = state.machines.length === 0 ? '' : `${STATUS_LEAD[plan.status]}. `;
  return {
    status: plan.status,
    text: `${lead}${first.text}`,
    cause: first.text,
    action: first.action,
  };
}
