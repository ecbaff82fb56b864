import { WELCOME_SETUP } from '@forgeworks/engine';
import type { Game } from '../game.js';
import type { Strategy } from '../strategy.js';

/** What a new player does first: the welcome box's machines in Quick Build's order, then 'Hire all missing crew'. */
export function buildWelcomeSetup(game: Game): void {
  for (const type of WELCOME_SETUP) game.build(type);
  game.hireMissingCrews();
}

/** Follows the welcome box on the first tick, then never comes back. */
export const welcome: Strategy = {
  name: 'welcome',
  act(game, tick) {
    if (tick === 1) buildWelcomeSetup(game);
  },
};
