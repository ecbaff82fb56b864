import type { Cents } from '@forgeworks/engine';
import { askOf, lowestBetterBid, ownUse, STORED_RESOURCES } from '@forgeworks/engine';
import type { Game } from '../game.js';

/** Share of the cash a turn's bids may hold at most. */
const HOLD_SHARE = 0.25;

/**
 * A bid's unit price while the market pays `sellPrice`: halfway between the lowest price a seller
 * gains by (`lowestBetterBid`) and the market's ask, so both sides gain half the spread and the bid
 * still pays more than the market after the market has moved up a little before a seller comes (a
 * bid at the lowest better price is passed over after any rise). Null when no bid beats the ask.
 */
export function bidPrice(sellPrice: Cents): Cents | null {
  const lowest = lowestBetterBid(sellPrice);
  const ask = askOf(sellPrice);
  return lowest < ask ? Math.floor((lowest + ask - 1) / 2) : null;
}

/**
 * Bids for the inputs a factory's machines use and its stock lacks, up to `ticks` of their use (no
 * more than the strategy keeps, or it would sell the rest on), as a player who has
 * read the rules does: at `bidPrice`, which pays a seller more than the market after the fee and
 * its bidder less than the market's ask. Each turn last turn's bid comes
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
    const price = bidPrice(sellPrice);
    if (price === null) continue;
    const want = Math.min(
      Math.ceil(use * ticks - game.state.inventory[resource]),
      Math.floor((game.state.cash * HOLD_SHARE) / price),
    );
    if (want > 0) bidding.place(game, resource, want, price);
  }
}
