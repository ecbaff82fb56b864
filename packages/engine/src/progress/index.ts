import type { FactoryState, GameEvent } from '../state.js';

/**
 * Brings achievements and the daily challenge up to date after a tick or an action.
 * Placeholder until the progress module lands: returns the state unchanged.
 */
export function applyProgress(
  state: FactoryState,
  _events: readonly GameEvent[],
  _now: number,
): { state: FactoryState; events: GameEvent[] } {
  return { state, events: [] };
}
