import { ownUse, STORED_RESOURCES } from '@forgeworks/engine';
import type { Game } from './game.js';

/** Sells everything in stock but what the factory's own machines use in `keepTicks` ticks. */
export function sellSurplus(game: Game, keepTicks: number): void {
  for (const resource of STORED_RESOURCES) {
    game.sell(resource, game.state.inventory[resource] - ownUse(game.state, resource) * keepTicks);
  }
}
