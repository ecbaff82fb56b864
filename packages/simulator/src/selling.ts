import { STORED_RESOURCES } from '@forgeworks/engine';
import { nominalFlows } from './flows.js';
import type { Game } from './game.js';

/** Sells everything in stock but what the factory's own machines use in `keepTicks` ticks. */
export function sellSurplus(game: Game, keepTicks: number): void {
  const flows = nominalFlows(game.state);
  for (const resource of STORED_RESOURCES) {
    const keep = flows[resource].used * keepTicks;
    game.sell(resource, game.state.inventory[resource] - keep);
  }
}
