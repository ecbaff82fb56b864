import type { ActionContext } from '../actions/common.js';
import { succeed } from '../actions/common.js';
import { cashShortFor, isTrade, readTrade } from '../actions/trade-input.js';
import { receiveBought, takeStock } from '../bought-stock.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import { roundQty } from '../money.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { EXCHANGE, MARKET } from '../rules.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';
import { walkBook } from './book-walk.js';
import { buyerConcession, concede, concessionsLeft, inBand, listingRefusal, sellerConcession } from './fair-play.js';

/** An open sell offer on the exchange: `quantity` is what is left of it, held in escrow. */
export interface ExchangeOffer {
  id: string;
  /** The seller's factory. */
  sellerId: string;
  resource: StoredResource;
  unitPrice: Cents;
  quantity: number;
  createdTick: number;
  /** What the seller concedes per unit (fair-play.ts), counted at listing and given back for units returned. */
  unitConcession: Cents;
}

/** What an offer or a buy names, checked: a stored resource, whole units, whole cents in bounds. */
export interface OfferTerms {
  resource: StoredResource;
  quantity: number;
  unitPrice: Cents;
}

/** The highest unit price an offer of `resource` may ask (and a buy may name). */
export function maxUnitPrice(resource: StoredResource): Cents {
  return MARKET.BASE_PRICES[resource] * EXCHANGE.MAX_PRICE_MULTIPLE;
}

export { exchangeFee, walkBook } from './book-walk.js';
export type { BookFill } from './book-walk.js';

/** When an offer listed at `createdTick` expires: the tick that returns what is left of it. */
export function expiresAt(createdTick: number): number {
  return createdTick + EXCHANGE.OFFER_LIFE_TICKS;
}

export function isExpired(offer: Pick<ExchangeOffer, 'createdTick'>, tick: number): boolean {
  return tick >= expiresAt(offer.createdTick);
}

/** Checks what an offer or a buy names; `unitPrice` is in cents. */
export function readOfferTerms(
  input: { resource: string; quantity: number; unitPrice: number },
  verb: 'sold' | 'bought',
): OfferTerms | ActionResult {
  const trade = readTrade(input, verb);
  if (!isTrade(trade)) return trade;
  if (trade.quantity > EXCHANGE.MAX_QUANTITY) {
    return refuse('INVALID_INPUT', `Quantity must be at most ${EXCHANGE.MAX_QUANTITY} units`);
  }
  const { unitPrice } = input;
  if (typeof unitPrice !== 'number' || !Number.isInteger(unitPrice) || unitPrice <= 0) {
    return refuse('INVALID_INPUT', 'Unit price must be a whole number of cents above 0');
  }
  const max = maxUnitPrice(trade.resource);
  if (unitPrice > max) {
    return refuse(
      'INVALID_INPUT',
      `Unit price must be at most ${formatUsd(max)} (${EXCHANGE.MAX_PRICE_MULTIPLE}× the base price)`,
    );
  }
  return { ...trade, unitPrice };
}

export function isOfferTerms(value: OfferTerms | ActionResult): value is OfferTerms {
  return !('ok' in value);
}

/** What a listing is checked against: the seller's open offers, stock and allowance, and the market's price. */
export interface ListingContext {
  openOffers: number;
  /** Units of `resource` the seller holds. */
  stock: (resource: StoredResource) => number;
  concessionsLeft: Cents;
  marketPrice: Cents;
}

/**
 * Why an offer may not be listed now, as the server answers it, or null: its terms, the player's
 * open offers, the stock, and fair play (the price band and the seller's allowance). The browser
 * asks it too, with what the page knows.
 */
export function listingProblem(
  input: { resource: string; quantity: number; unitPrice: number },
  ctx: ListingContext,
): ActionResult | null {
  const terms = readOfferTerms(input, 'sold');
  if (!isOfferTerms(terms)) return terms;
  const { resource, quantity } = terms;
  if (ctx.openOffers >= EXCHANGE.MAX_OPEN_OFFERS) {
    return refuse('INVALID_INPUT', `You can have at most ${EXCHANGE.MAX_OPEN_OFFERS} open offers`);
  }
  const available = Math.floor(ctx.stock(resource));
  if (quantity > available) {
    return refuse(
      'INSUFFICIENT_STOCK',
      `Not enough ${RESOURCE_NAMES[resource]} in stock: you have ${formatCount(available)} to list`,
    );
  }
  return listingRefusal(resource, terms, ctx);
}

/**
 * Lists an offer at the market's price `marketPrice`: checks it (listingProblem), takes the goods
 * into escrow (out of the inventory), so they cannot be sold twice, used, or lost, and counts what
 * it concedes below the market's price as conceded now.
 */
export function listOffer(
  state: FactoryState,
  input: { resource: string; quantity: number; unitPrice: number },
  ctx: ActionContext & { openOffers: number; marketPrice: Cents },
): ActionResult {
  const problem = listingProblem(input, {
    ...ctx,
    stock: (resource) => state.inventory[resource],
    concessionsLeft: concessionsLeft(state),
  });
  if (problem) return problem;
  const { resource, quantity, unitPrice } = readOfferTerms(input, 'sold') as OfferTerms;
  const next = concede(takeStock(state, resource, quantity), quantity * sellerConcession(unitPrice, ctx.marketPrice));
  const message = `Listed ${formatCount(quantity)} ${RESOURCE_NAMES[resource]} at ${formatUsd(unitPrice)} each`;
  return succeed(next, [], message, ctx);
}

/**
 * Returns what is left of an offer (cancelled or expired) to its seller's inventory, and its part
 * of what the seller conceded at listing: only units that sold hand anything over.
 */
export function returnEscrow(
  state: FactoryState,
  offer: Pick<ExchangeOffer, 'resource' | 'quantity' | 'unitConcession'>,
): FactoryState {
  return concede(
    {
      ...state,
      inventory: { ...state.inventory, [offer.resource]: roundQty(state.inventory[offer.resource] + offer.quantity) },
    },
    -offer.quantity * offer.unitConcession,
  );
}

/** One offer's part of a buy. */
export interface Fill {
  offerId: string;
  sellerId: string;
  quantity: number;
  unitPrice: Cents;
  /** quantity × unitPrice: what the buyer pays. */
  gross: Cents;
  /** Kept from the seller: the seller is paid gross − fee. */
  fee: Cents;
  /** What the buyer concedes on it: what it pays above the market's price. */
  concession: Cents;
}

/** A buy's fills, and whether the buyer's fair-play allowance held back units that were offered within its price. */
export interface BuyMatch {
  fills: Fill[];
  heldBack: boolean;
  /** The market's price it was matched at. */
  marketPrice: Cents;
}

/** The book's order: cheapest first, oldest first at equal price, then by id so the order is total. */
export function compareOffers(a: ExchangeOffer, b: ExchangeOffer): number {
  return a.unitPrice - b.unitPrice || a.createdTick - b.createdTick || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Matches a buy against the offers at the market's price `fair.marketPrice`: the buyer's own, those
 * above `maxUnitPrice` and those outside the price band now are passed over; the rest fill cheapest
 * first, the last one partially if need be, while what the buyer pays above the market's price stays
 * within `fair.concessionsLeft`. Fills may total less than asked.
 */
export function matchBuy(
  offers: readonly ExchangeOffer[],
  buyerId: string,
  buy: { resource: StoredResource; quantity: number; maxUnitPrice: Cents },
  fair: { marketPrice: Cents; concessionsLeft: Cents },
): BuyMatch {
  const book = offers
    .filter((o) => o.resource === buy.resource && o.sellerId !== buyerId && o.quantity > 0)
    .filter((o) => o.unitPrice <= buy.maxUnitPrice && inBand(o.unitPrice, fair.marketPrice))
    .sort(compareOffers);
  const walk = walkBook(book, buy.quantity, fair.concessionsLeft, (price) => buyerConcession(price, fair.marketPrice));
  const fills = walk.fills.map(({ entry, ...f }) => ({ offerId: entry.id, sellerId: entry.sellerId, ...f }));
  return { fills, heldBack: walk.heldBack, marketPrice: fair.marketPrice };
}

export interface BuyTotals {
  quantity: number;
  cost: Cents;
  fees: Cents;
}

/** A buy's or a sale's totals: units, what the buyers paid, and the fees kept from the sellers. */
export function fillTotals(fills: readonly Pick<Fill, 'quantity' | 'gross' | 'fee'>[]): BuyTotals {
  return fills.reduce((t, f) => ({ quantity: t.quantity + f.quantity, cost: t.cost + f.gross, fees: t.fees + f.fee }), {
    quantity: 0,
    cost: 0,
    fees: 0,
  });
}

/** Why the buyer's allowance held a buy back, for its answer. */
function heldBackReason(state: FactoryState, marketPrice: Cents): string {
  return `above the market's price (${formatUsd(marketPrice)}) a buy gives the seller the difference, and your factory has ${formatUsd(concessionsLeft(state))} left to give (it grows as you produce)`;
}

/**
 * The buyer's side of a buy: pays every fill's gross, receives the units, and counts what it paid
 * above the market's price as conceded. Nothing filled, or too little cash for what did, is refused
 * and changes nothing.
 */
export function settleBuyer(
  state: FactoryState,
  resource: StoredResource,
  match: BuyMatch,
  ctx: ActionContext,
): ActionResult {
  const name = RESOURCE_NAMES[resource];
  const { quantity, cost } = fillTotals(match.fills);
  if (quantity === 0) {
    if (match.heldBack) return refuse('FAIR_PLAY_LIMIT', `Nothing bought: ${heldBackReason(state, match.marketPrice)}`);
    return refuse('INSUFFICIENT_STOCK', `No ${name} is offered at or below your price`);
  }
  const short = cashShortFor(state, { resource, quantity }, cost);
  if (short) return short;
  const next: FactoryState = concede(
    { ...receiveBought(state, resource, quantity), cash: state.cash - cost },
    match.fills.reduce((sum, f) => sum + f.concession, 0),
  );
  const bought = `Bought ${formatCount(quantity)} ${name} on the exchange for ${formatUsd(cost)}`;
  return succeed(
    next,
    [{ kind: 'cash', reason: 'purchase', amount: -cost, resource, quantity }],
    match.heldBack ? `${bought}; more was offered, but ${heldBackReason(next, match.marketPrice)}` : bought,
    ctx,
  );
}

/** A seller's side of a buy: paid each of their fills' gross less the fee (the goods left at listing). */
export function settleSeller(
  state: FactoryState,
  resource: StoredResource,
  fills: readonly Fill[],
  ctx: ActionContext,
): ActionResult {
  const { quantity, cost, fees } = fillTotals(fills);
  const paid = cost - fees;
  return succeed(
    { ...state, cash: state.cash + paid },
    [{ kind: 'cash', reason: 'sale', amount: paid, resource, quantity }],
    `Sold ${formatCount(quantity)} ${RESOURCE_NAMES[resource]} on the exchange for ${formatUsd(paid)}`,
    ctx,
  );
}
