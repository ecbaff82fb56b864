import type { StoredResource } from '@forgeworks/engine';
import { askOf, ownUse, STORED_RESOURCES } from '@forgeworks/engine';
import type { Game } from '../game.js';
import type { Strategy } from '../strategy.js';

/** Offers are listed this share above the market's price: between its price and its ask, better than both. */
const MARGIN = 0.02;
/** Stock kept back from listing: this many ticks of what the factory's own machines use. */
const KEEP_TICKS = 24;
/** Inputs bought from offers up to this many ticks of use. */
const STOCK_TICKS = 12;
/** Share of the cash a turn spends on offers at most. */
const SPEND_SHARE = 0.5;
/** Share of the spare stock offered: the rest is left to the strategy's own selling to the market. */
const LIST_SHARE = 0.25;

function trade(game: Game, resource: StoredResource): void {
  const { book, seat } = game.exchange!;
  const price = game.market.resources[resource].sellPrice;
  const use = ownUse(game.state, resource);
  if (use > 0) {
    // An input offered below the market's ask is cheaper than the market sells it.
    const cheaper = askOf(price) - 1;
    const want = Math.min(
      Math.ceil(use * STOCK_TICKS - game.state.inventory[resource]),
      Math.floor((game.state.cash * SPEND_SHARE) / cheaper),
      book.offered(seat, resource, cheaper),
    );
    if (want > 0) book.buy(seat, resource, want, cheaper);
  }
  // Last turn's offer comes back and a fresh one goes up at the market's price now.
  book.cancel(seat, resource);
  const spare = Math.floor((game.state.inventory[resource] - use * KEEP_TICKS) * LIST_SHARE);
  if (spare > 0) book.list(seat, resource, spare, Math.round(price * (1 + MARGIN)));
}

/**
 * A strategy played with the player exchange beside the market, as an honest trader does: each turn,
 * before the strategy's own, it buys the inputs its machines use from offers cheaper than the market's
 * ask, takes back last turn's offer and lists a quarter of what it holds beyond a day of its own use
 * at 2% above the market's price; the rest is left to the strategy's own selling.
 */
export function onExchange(base: Strategy): Strategy {
  return {
    name: `${base.name} on the exchange`,
    act(game, tick) {
      if (game.exchange && tick > 1) for (const resource of STORED_RESOURCES) trade(game, resource);
      base.act(game, tick);
    },
  };
}
