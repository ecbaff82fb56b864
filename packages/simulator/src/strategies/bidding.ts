import { askOf, lowestBetterBid, ownUse, STORED_RESOURCES } from '@forgeworks/engine';
import type { Game } from '../game.js';

/** Share of the cash a turn's bids may hold at most. */
const HOLD_SHARE = 0.25;

/**
 * Bids for the inputs a factory's machines use and its stock lacks, up to `ticks` of their use (no
 * more than the strategy keeps, or it would sell the rest on), as a player who has
 * read the rules does: at the lowest price a standing order sells into (more than the market pays
 * its seller after the fee), which is still below the market's ask. Each turn last turn's bid comes
 * back and a fresh one goes up at the market's price now (a rival on the server keeps its bid until
 * it fills or lapses: its Bidding takes none back). Nothing without a place for bids.
 */
export function bidForInputs(game: Game, ticks: number): void {
  const bidding = game.bidding;
  if (!bidding) return;
  for (const resource of STORED_RESOURCES) {
    bidding.cancel(resource);
    const use = ownUse(game.state, resource);
    if (use <= 0) continue;
    const sellPrice = game.market.resources[resource].sellPrice;
    const price = lowestBetterBid(sellPrice);
    if (price >= askOf(sellPrice)) continue;
    const want = Math.min(
      Math.ceil(use * ticks - game.state.inventory[resource]),
      Math.floor((game.state.cash * HOLD_SHARE) / price),
    );
    if (want > 0) bidding.place(game, resource, want, price);
  }
}
