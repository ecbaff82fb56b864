import { lowestBetterBid, ownUse, STORED_RESOURCES } from '@forgeworks/engine';
import type { Game } from './game.js';

/**
 * Sells everything in stock but what the factory's own machines use in `keepTicks` ticks: into the
 * exchange's bids that pay more than the market after the fee first, where there is an exchange
 * (as a player who looks at the bids does), then to the market.
 */
export function sellSurplus(game: Game, keepTicks: number): void {
  for (const resource of STORED_RESOURCES) {
    const spare = () => game.state.inventory[resource] - ownUse(game.state, resource) * keepTicks;
    const ex = game.exchange;
    if (ex && spare() >= 1)
      ex.book.bids.sell(ex.seat, resource, spare(), lowestBetterBid(game.market.resources[resource].sellPrice));
    game.sell(resource, spare());
  }
}
