import { askOf, lowestBetterBid, STORED_RESOURCES } from '@forgeworks/engine';
import { balance, nominalFlows } from '../flows.js';
import type { Game } from '../game.js';

/** Share of the cash above the reserve a visit's bids may hold. */
const HOLD_SHARE = 0.5;
/** The market's ask is at most this much above its price (the spread): a purchase is budgeted at it. */
const ASK_BUDGET = 1.1;

/**
 * Buys what the factory's machines use and its own machines do not make (a works machine's bought
 * inputs, as the advice says it will buy them): from the market what keeps the machines running
 * `marketTicks` (a player away cannot buy again before then), and a bid for `bidTicks` more, which the
 * other players' standing orders and sales fill at a better price meanwhile, all within the cash
 * above `reserve`.
 */
export function buyShortfall(game: Game, marketTicks: number, bidTicks: number, reserve: number): void {
  const flows = nominalFlows(game.state);
  for (const resource of STORED_RESOURCES) {
    const lack = -balance(flows, resource);
    if (lack <= 0) continue;
    const sellPrice = game.market.resources[resource].sellPrice;
    const spare = () => Math.max(0, game.state.cash - reserve);
    const short = Math.ceil(lack * marketTicks - game.state.inventory[resource]);
    if (short > 0) game.buy(resource, Math.min(short, Math.floor(spare() / (sellPrice * ASK_BUDGET))));
    const bidding = game.bidding;
    if (!bidding) continue;
    bidding.cancel(resource);
    const price = lowestBetterBid(sellPrice);
    if (price >= askOf(sellPrice)) continue;
    const want = Math.min(
      Math.ceil(lack * (marketTicks + bidTicks) - game.state.inventory[resource]),
      Math.floor((spare() * HOLD_SHARE) / price),
    );
    if (want > 0) bidding.place(game, resource, want, price);
  }
}
