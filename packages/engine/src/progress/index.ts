import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import type { FactoryState, GameEvent } from '../state.js';
import { unlockAchievements } from './achievements.js';
import { advanceChallenge } from './challenges.js';

export * from './achievements.js';
export * from './challenge-types.js';
export * from './challenges.js';
export * from './net-worth.js';

/**
 * Brings achievements and the daily challenge up to date after a tick or an action.
 * Touches nothing else in the state. Without `prices`, net worth counts stock at base prices.
 */
export function applyProgress(
  state: FactoryState,
  events: readonly GameEvent[],
  now: number,
  prices?: Partial<Record<StoredResource, Cents>>,
): { state: FactoryState; events: GameEvent[] } {
  const unlocked = unlockAchievements(state, now, prices);
  const challenge = advanceChallenge(state, events, now);
  if (unlocked.achievements === state.achievements && challenge.challenge === state.challenge) {
    return { state, events: [] };
  }
  return {
    state: { ...state, achievements: unlocked.achievements, challenge: challenge.challenge },
    events: [...unlocked.events, ...challenge.events],
  };
}
export * from './seasons.js';
