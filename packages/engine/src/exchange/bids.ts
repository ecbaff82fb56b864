/**
 * Bids (buy orders) on the exchange (docs/adr/0014): a bidder names units it will buy and the unit
 * price it will pay, and its cash for all of them is held from that moment (escrow), as an offer
 * holds a seller's units. A seller sells into the book of bids, highest first, each at its own
 * price less the exchange's fee; the bidder gets the units at once, paid from what its bid holds.
 *
 * Fair play (docs/adr/0010) holds as for offers, mirrored: a bid within the price band, what it
 * pays above the market's price counted against the bidder's allowance when placed (given back for
 * units never bought), and what a seller accepts below the market's price counted at the fill.
 */
import type { ActionContext } from '../actions/common.js';
import { succeed } from '../actions/common.js';
import { receiveBought, takeStock } from '../bought-stock.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { EXCHANGE, FAIR_PLAY } from '../rules.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { refuse } from '../state.js';
import type { OfferTerms } from './exchange.js';
import { fillTotals, isOfferTerms, readOfferTerms, walkBook } from './exchange.js';
import { buyerConcession, concede, concessionsLeft, inBand, priceBand, sellerConcession } from './fair-play.js';

/** An open bid: `quantity` is what is left of it, `quantity × unitPrice` of the bidder's cash held. */
export interface ExchangeBid {
  id: string;
  /** The bidder's factory. */
  bidderId: string;
  resource: StoredResource;
  unitPrice: Cents;
  quantity: number;
  createdTick: number;
  /** What the bidder concedes per unit (above the market's price), counted when placed, given back for units returned. */
  unitConcession: Cents;
}

/** The cash a bid holds for `quantity` units. */
export const bidEscrow = (bid: Pick<ExchangeBid, 'quantity' | 'unitPrice'>): Cents => bid.quantity * bid.unitPrice;

/** The tick that lapses a bid placed at `createdTick`, returning the cash still held. */
export const bidLapsesAt = (createdTick: number): number => createdTick + EXCHANGE.BID_LIFE_TICKS;

export const isBidLapsed = (bid: Pick<ExchangeBid, 'createdTick'>, tick: number): boolean =>
  tick >= bidLapsesAt(bid.createdTick);

/** What a bid is checked against: the bidder's open bids, cash and allowance, and the market's price. */
export interface BidContext {
  openBids: number;
  cash: Cents;
  concessionsLeft: Cents;
  marketPrice: Cents;
}

/**
 * Why a bid may not be placed now, as the server answers it, or null: its terms, the bidder's open
 * bids, the price band, the bidder's allowance (above the market's price) and its cash, which must
 * cover the whole bid. The browser asks it too, with what the page knows.
 */
export function bidProblem(
  input: { resource: string; quantity: number; unitPrice: number },
  ctx: BidContext,
): ActionResult | null {
  const terms = readOfferTerms(input, 'bought');
  if (!isOfferTerms(terms)) return terms;
  const { resource, quantity, unitPrice } = terms;
  if (ctx.openBids >= EXCHANGE.MAX_OPEN_BIDS)
    return refuse('INVALID_INPUT', `You can have at most ${EXCHANGE.MAX_OPEN_BIDS} open bids`);
  const { min, max } = priceBand(ctx.marketPrice);
  if (unitPrice < min || unitPrice > max)
    return refuse(
      'INVALID_INPUT',
      `Unit price must be between ${formatUsd(min)} and ${formatUsd(max)}: within ${Math.round(FAIR_PLAY.PRICE_BAND * 100)}% of the market's price (${formatUsd(ctx.marketPrice)})`,
    );
  const each = buyerConcession(unitPrice, ctx.marketPrice);
  if (each * quantity > ctx.concessionsLeft)
    return refuse(
      'FAIR_PLAY_LIMIT',
      `Above the market's price this bid gives sellers ${formatUsd(each * quantity)}; your factory has ${formatUsd(ctx.concessionsLeft)} left to give (it grows as you produce): bid for up to ${formatCount(Math.floor(ctx.concessionsLeft / each))} ${RESOURCE_NAMES[resource]} at this price, or price nearer the market's ${formatUsd(ctx.marketPrice)}`,
    );
  const held = quantity * unitPrice;
  if (held > ctx.cash)
    return refuse(
      'INSUFFICIENT_FUNDS',
      `Not enough cash: this bid holds ${formatUsd(held)} until it is filled, cancelled or lapses; you have ${formatUsd(ctx.cash)}`,
    );
  return null;
}

/**
 * Places a bid at the market's price `marketPrice`: checks it (bidProblem), moves its whole value
 * out of the bidder's cash into the bid, and counts what it pays above the market's price as
 * conceded now.
 */
export function placeBid(
  state: FactoryState,
  input: { resource: string; quantity: number; unitPrice: number },
  ctx: ActionContext & { openBids: number; marketPrice: Cents },
): ActionResult {
  const problem = bidProblem(input, { ...ctx, cash: state.cash, concessionsLeft: concessionsLeft(state) });
  if (problem) return problem;
  const { resource, quantity, unitPrice } = readOfferTerms(input, 'bought') as OfferTerms;
  const held = quantity * unitPrice;
  const next = concede({ ...state, cash: state.cash - held }, quantity * buyerConcession(unitPrice, ctx.marketPrice));
  const message = `Bid ${formatUsd(unitPrice)} each for ${formatCount(quantity)} ${RESOURCE_NAMES[resource]}: ${formatUsd(held)} held until it fills`;
  return succeed(next, [{ kind: 'cash', reason: 'bidEscrow', amount: -held, resource }], message, ctx);
}

/**
 * Returns the cash a bid still holds (cancelled or lapsed) to its bidder, and its part of what the
 * bidder conceded when placing it: only units bought hand anything over.
 */
export function returnBidEscrow(
  state: FactoryState,
  bid: Pick<ExchangeBid, 'resource' | 'quantity' | 'unitPrice' | 'unitConcession'>,
): { state: FactoryState; events: GameEvent[] } {
  const held = bidEscrow(bid);
  if (held === 0) return { state, events: [] };
  return {
    state: concede({ ...state, cash: state.cash + held }, -bid.quantity * bid.unitConcession),
    events: [{ kind: 'cash', reason: 'bidEscrow', amount: held, resource: bid.resource }],
  };
}

/** One bid's part of a sale into the bids. */
export interface BidFill {
  bidId: string;
  bidderId: string;
  quantity: number;
  unitPrice: Cents;
  /** quantity × unitPrice: paid from the bid's escrow. */
  gross: Cents;
  /** Kept from the seller: the seller is paid gross − fee. */
  fee: Cents;
  /** What the seller concedes on it: what it accepts below the market's price. */
  concession: Cents;
}

export interface SellMatch {
  fills: BidFill[];
  /** Whether the seller's fair-play allowance held back units that were bid for within its price. */
  heldBack: boolean;
  marketPrice: Cents;
}

/** The bids' book order: highest price first, oldest first at equal price, then by id so the order is total. */
export function compareBids(a: ExchangeBid, b: ExchangeBid): number {
  return b.unitPrice - a.unitPrice || a.createdTick - b.createdTick || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Matches a sale into the bids at the market's price `fair.marketPrice`: the seller's own bids,
 * those below `minUnitPrice` and those outside the price band now are passed over; the rest fill
 * highest first, each at its own price, the last one partially if need be, while what the seller
 * accepts below the market's price stays within `fair.concessionsLeft`. Fills may total less than asked.
 */
export function matchSell(
  bids: readonly ExchangeBid[],
  sellerId: string,
  sell: { resource: StoredResource; quantity: number; minUnitPrice: Cents },
  fair: { marketPrice: Cents; concessionsLeft: Cents },
): SellMatch {
  const book = bids
    .filter((b) => b.resource === sell.resource && b.bidderId !== sellerId && b.quantity > 0)
    .filter((b) => b.unitPrice >= sell.minUnitPrice && inBand(b.unitPrice, fair.marketPrice))
    .sort(compareBids);
  const walk = walkBook(book, sell.quantity, fair.concessionsLeft, (price) =>
    sellerConcession(price, fair.marketPrice),
  );
  const fills = walk.fills.map(({ entry, ...f }) => ({ bidId: entry.id, bidderId: entry.bidderId, ...f }));
  return { fills, heldBack: walk.heldBack, marketPrice: fair.marketPrice };
}

/**
 * The seller's side of a sale into the bids: its units leave its stock, it is paid every fill's
 * gross less the fee, and what it accepted below the market's price counts as conceded. Nothing
 * filled, or too little stock for what did, is refused and changes nothing.
 */
export function settleSellIntoBids(
  state: FactoryState,
  resource: StoredResource,
  match: SellMatch,
  ctx: ActionContext,
): ActionResult {
  const name = RESOURCE_NAMES[resource];
  const { quantity, cost, fees } = fillTotals(match.fills);
  if (quantity === 0) {
    if (match.heldBack)
      return refuse(
        'FAIR_PLAY_LIMIT',
        `Nothing sold: below the market's price (${formatUsd(match.marketPrice)}) a sale gives the bidder the difference, and your factory has ${formatUsd(concessionsLeft(state))} left to give (it grows as you produce)`,
      );
    return refuse('INSUFFICIENT_STOCK', `No bid for ${name} at or above your price`);
  }
  const stock = Math.floor(state.inventory[resource]);
  if (stock < quantity)
    return refuse(
      'INSUFFICIENT_STOCK',
      `Not enough ${name} in stock: selling ${formatCount(quantity)} into the bids, you have ${formatCount(stock)}`,
    );
  const paid = cost - fees;
  // Units sold leave the factory's own make first: bought stock stays bought (bought-stock.ts).
  const next = concede(
    { ...takeStock(state, resource, quantity), cash: state.cash + paid },
    match.fills.reduce((sum, f) => sum + f.concession, 0),
  );
  const sold = `Sold ${formatCount(quantity)} ${name} into bids for ${formatUsd(paid)}`;
  return succeed(
    next,
    [{ kind: 'cash', reason: 'sale', amount: paid, resource, quantity }],
    match.heldBack ? `${sold}; more was bid for, but your fair-play allowance is spent` : sold,
    ctx,
  );
}

/** A bidder's side of a sale: the units arrive, bought at each bid's price from the cash it holds. */
export function settleBidder(
  state: FactoryState,
  resource: StoredResource,
  fills: readonly BidFill[],
  ctx: ActionContext,
): ActionResult {
  const { quantity, cost } = fillTotals(fills);
  // Bought, so the default standing orders keep them rather than sell them on (bought-stock.ts).
  return succeed(
    receiveBought(state, resource, quantity),
    [
      { kind: 'cash', reason: 'bidEscrow', amount: cost, resource },
      { kind: 'cash', reason: 'purchase', amount: -cost, resource, quantity },
    ],
    `Bought ${formatCount(quantity)} ${RESOURCE_NAMES[resource]} through your bids for ${formatUsd(cost)}`,
    ctx,
  );
}
