import { roundQty } from '../money.js';
import type { DailyChallengeProgress, FactoryState, GameEvent } from '../state.js';
import type { ChallengeType } from './challenge-types.js';
import { CHALLENGE_TYPES } from './challenge-types.js';
import { WELCOME_SETUP } from '../reports/recommendations.js';
import type { DailyChallenge } from './challenge-draw.js';
import { challengeDay, challengeFor } from './challenge-draw.js';

export type { DailyChallenge } from './challenge-draw.js';
export {
  challengeById,
  challengeDay,
  challengeFor,
  dailyChallenge,
  fitsGuide,
  followsGuide,
  GUIDE_CHALLENGE_TYPES,
  newcomerChallenge,
} from './challenge-draw.js';

/** What one event adds to a challenge that sums over the day (REACH_CASH is a level instead). */
const GAIN: Record<Exclude<ChallengeType, 'REACH_CASH'>, (event: GameEvent) => number> = {
  PRODUCE_IRON_ORE: (e) => (e.kind === 'produced' && e.resource === 'IRON_ORE' ? e.quantity : 0),
  PRODUCE_STEEL_BAR: (e) => (e.kind === 'produced' && e.resource === 'STEEL_BAR' ? e.quantity : 0),
  BUILD_MACHINES: (e) => (e.kind === 'machineBuilt' ? 1 : 0),
  SELL_RESOURCES: (e) => (e.kind === 'cash' && e.reason === 'sale' ? (e.quantity ?? 0) : 0),
  UPGRADE_MACHINES: (e) => (e.kind === 'machineUpgraded' ? 1 : 0),
};

function progressAfter(
  type: ChallengeType,
  current: number,
  state: FactoryState,
  events: readonly GameEvent[],
): number {
  // What the factory holds now, not the day's high: the progress bar must not show cash long spent.
  // Borrowed cash is owed back: an emergency loan must not complete the challenge.
  if (type === 'REACH_CASH') return state.cash - state.debt;
  const gain = GAIN[type];
  return roundQty(events.reduce((sum, event) => sum + gain(event), current));
}

/**
 * Brings the factory's challenge to `now`'s day and counts `events` (which happened at `now`)
 * toward it. A completed challenge stops counting, so its completion is announced once.
 */
export function advanceChallenge(
  state: FactoryState,
  events: readonly GameEvent[],
  now: number,
): { challenge: DailyChallengeProgress | null; events: GameEvent[] } {
  const day = challengeDay(now);
  const stored = state.challenge;
  // A late call stamped with an earlier day must not wipe today's progress or an unclaimed reward.
  if (stored && day < stored.day) return { challenge: stored, events: [] };
  const today = challengeFor(state, day);
  const before: DailyChallengeProgress =
    stored && stored.day === day && stored.challengeId === today.id
      ? stored
      : { day, challengeId: today.id, current: 0, completedAt: null, claimedAt: null };
  if (before.completedAt !== null) return { challenge: before, events: [] };

  const current = progressAfter(today.type, before.current, state, events);
  if (current === before.current) return { challenge: before, events: [] };
  const completed = current >= today.target;
  return {
    challenge: { ...before, current, completedAt: completed ? now : null },
    events: [{ kind: 'challengeProgress', challengeId: today.id, current, completed }],
  };
}

/** The cash tip for a factory still building the welcome setup: the guide's machines come first. */
export const FIRST_SETUP_CASH_TIP =
  'Your first machines come first: the setup the guide builds earns its cost back, and this mark is for the days after. Borrowed cash does not count.';

export interface ChallengeView {
  challenge: DailyChallenge;
  progress: { current: number; completed: boolean; completedAt: number | null; claimed: boolean };
}

/**
 * The day's tip for this factory: the iron ore tip names the mines it has (a player with three was
 * told of 'a second Iron Mine'); the cash tip never asks a factory still building its first setup
 * to hold off the purchases the guide asks of it (issue 45); the others hold for any factory.
 */
export function challengeTip(type: ChallengeType, state: Pick<FactoryState, 'machines'>): string {
  if (type === 'REACH_CASH' && state.machines.length < WELCOME_SETUP.length) return FIRST_SETUP_CASH_TIP;
  if (type !== 'PRODUCE_IRON_ORE') return CHALLENGE_TYPES[type].tip;
  const mines = state.machines.filter((m) => m.type === 'IRON_MINE').length;
  const keep = 'keep the mines staffed and in good repair.';
  if (mines === 0) return `Build an Iron Mine to dig ore, then a second to add to it; ${keep}`;
  if (mines === 1) return CHALLENGE_TYPES[type].tip;
  return `Another Iron Mine or an upgrade of one of your ${mines} adds ore fastest; ${keep}`;
}

/** Today's challenge and this factory's progress on it, even before its first tick of the day. */
export function challengeView(state: FactoryState, now: number): ChallengeView {
  const day = challengeFor(state, challengeDay(now));
  const challenge = { ...day, tip: challengeTip(day.type, state) };
  const synced = advanceChallenge(state, [], now).challenge;
  const mine = synced?.challengeId === challenge.id ? synced : null;
  return {
    challenge,
    progress: {
      current: mine?.current ?? 0,
      completed: (mine?.completedAt ?? null) !== null,
      completedAt: mine?.completedAt ?? null,
      claimed: (mine?.claimedAt ?? null) !== null,
    },
  };
}
