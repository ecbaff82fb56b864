/**
 * Standing orders selling into bids (issue 48; docs/adr/0014): before a standing order sells its
 * factory's surplus to the market, it fills the open bids that pay more for it. A bid is a buyer
 * waiting; the order fills it at the bid's own price, highest first, as the player's own sale into
 * the bids would, but only where the bid pays more per unit after the exchange's fee than the
 * market's price, and at least the order's floor. It never fills its own factory's bids, nor those
 * of factories fair play has marked (a one-way pair, docs/adr/0010): an automatic sale is no way to
 * hand value to an account the operator would want to look at first.
 */
import { orderFloor, orderKeep } from '../actions/standing-instructions.js';
import type { ActionContext } from '../actions/common.js';
import type { MarketState } from '../market/pricing.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { EXCHANGE } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import type { BidFill, ExchangeBid, SellMatch } from './bids.js';
import { matchSell, settleSellIntoBids } from './bids.js';
import { exchangeFee } from './book-walk.js';
import { concessionsLeft } from './fair-play.js';

/** Whether a bid at `unitPrice` pays its seller more a unit, after the exchange's fee, than the market's `sellPrice`. */
export const paysMoreThanMarket = (unitPrice: Cents, sellPrice: Cents): boolean =>
  unitPrice - exchangeFee(unitPrice) > sellPrice;

/** The lowest whole-cent bid price that pays more than the market's `sellPrice` after the fee. */
export function lowestBetterBid(sellPrice: Cents): Cents {
  // Near the answer at once (the fee is a share, rounded), then a step or two up to it.
  let price = Math.max(1, Math.floor(sellPrice / (1 - EXCHANGE.FEE_RATE)) - 2);
  while (!paysMoreThanMarket(price, sellPrice)) price++;
  return price;
}

/** One standing order's sale into the bids. */
export interface StandingBidSale {
  resource: StoredResource;
  match: SellMatch;
}

/** What a tick's standing orders may sell into: the bids as they are, and the bidders to pass over. */
export interface StandingBidContext {
  market: MarketState;
  /** Factories fair play has marked: their bids are left to players' own sales. */
  passOver?: ReadonlySet<string>;
}

/**
 * The sales a factory's standing orders would make into the bids `book` now, one per order that has
 * stock beyond its keep and bids paying more than the market after the fee, at least its floor.
 * A factory fair play has marked sells nothing this way. Pure: the book is not changed.
 */
export function standingBidSales(
  state: FactoryState,
  factoryId: string,
  book: readonly ExchangeBid[],
  ctx: StandingBidContext,
): StandingBidSale[] {
  if (book.length === 0 || ctx.passOver?.has(factoryId)) return [];
  const sales: StandingBidSale[] = [];
  for (const order of state.standingOrders) {
    const marketPrice = ctx.market.resources[order.resource].sellPrice;
    const quantity = Math.floor(state.inventory[order.resource] - orderKeep(state, order));
    if (quantity <= 0) continue;
    const minUnitPrice = Math.max(Math.ceil(orderFloor(order)), lowestBetterBid(marketPrice));
    const bids = book.filter((b) => b.resource === order.resource && !ctx.passOver?.has(b.bidderId));
    if (bids.length === 0) continue;
    const match = matchSell(
      bids,
      factoryId,
      { resource: order.resource, quantity, minUnitPrice },
      { marketPrice, concessionsLeft: concessionsLeft(state) },
    );
    if (match.fills.length > 0) sales.push({ resource: order.resource, match });
  }
  return sales;
}

/**
 * Runs a factory's standing orders into the bids (standingBidSales) and settles its side of each
 * sale as the player's own would (settleSellIntoBids): the state, its events, and every bid's fill,
 * for the bidders' side and the book. What is left beyond the keep the market then takes.
 */
export function sellIntoBidsByStandingOrders(
  state: FactoryState,
  factoryId: string,
  book: readonly ExchangeBid[],
  ctx: ActionContext & StandingBidContext,
): { state: FactoryState; events: GameEvent[]; sales: { resource: StoredResource; fills: BidFill[] }[] } {
  let current = state;
  const events: GameEvent[] = [];
  const sales: { resource: StoredResource; fills: BidFill[] }[] = [];
  for (const sale of standingBidSales(state, factoryId, book, ctx)) {
    const sold = settleSellIntoBids(current, sale.resource, sale.match, ctx);
    if (!sold.ok) continue;
    current = sold.state;
    events.push(...sold.events);
    sales.push({ resource: sale.resource, fills: sale.match.fills });
  }
  return { state: current, events, sales };
}

/** The book after `fills`: each bid filled holds that much less, and a bid filled in full is gone. */
export function bookAfterFills(book: readonly ExchangeBid[], fills: readonly BidFill[]): ExchangeBid[] {
  if (fills.length === 0) return [...book];
  const taken = new Map<string, number>();
  for (const f of fills) taken.set(f.bidId, (taken.get(f.bidId) ?? 0) + f.quantity);
  return book
    .map((b) => (taken.has(b.id) ? { ...b, quantity: b.quantity - taken.get(b.id)! } : b))
    .filter((b) => b.quantity > 0);
}
