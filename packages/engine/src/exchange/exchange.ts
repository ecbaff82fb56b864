import type { ActionContext } from '../actions/common.js';
import { succeed } from '../actions/common.js';
import { cashShortFor, isTrade, readTrade } from '../actions/trade-input.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import { roundQty } from '../money.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { EXCHANGE, MARKET } from '../rules.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';

/** An open sell offer on the exchange: `quantity` is what is left of it, held in escrow. */
export interface ExchangeOffer {
  id: string;
  /** The seller's factory. */
  sellerId: string;
  resource: StoredResource;
  unitPrice: Cents;
  quantity: number;
  createdTick: number;
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

/** The exchange's fee on a trade worth `gross` cents, kept from the seller. */
export function exchangeFee(gross: Cents): Cents {
  return Math.round(gross * EXCHANGE.FEE_RATE);
}

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

/**
 * Lists an offer: checks its terms and the player's open offers, and takes the goods into escrow
 * (out of the inventory), so they cannot be sold twice, used, or lost.
 */
export function listOffer(
  state: FactoryState,
  input: { resource: string; quantity: number; unitPrice: number },
  ctx: ActionContext & { openOffers: number },
): ActionResult {
  const terms = readOfferTerms(input, 'sold');
  if (!isOfferTerms(terms)) return terms;
  const { resource, quantity, unitPrice } = terms;
  if (ctx.openOffers >= EXCHANGE.MAX_OPEN_OFFERS) {
    return refuse('INVALID_INPUT', `You can have at most ${EXCHANGE.MAX_OPEN_OFFERS} open offers`);
  }
  const name = RESOURCE_NAMES[resource];
  const available = Math.floor(state.inventory[resource]);
  if (quantity > available) {
    return refuse('INSUFFICIENT_STOCK', `Not enough ${name} in stock: you have ${available} to list`);
  }
  const next = {
    ...state,
    inventory: { ...state.inventory, [resource]: roundQty(state.inventory[resource] - quantity) },
  };
  return succeed(next, [], `Listed ${formatCount(quantity)} ${name} at ${formatUsd(unitPrice)} each`, ctx);
}

/** Returns what is left of an offer (cancelled or expired) to its seller's inventory. */
export function returnEscrow(state: FactoryState, offer: Pick<ExchangeOffer, 'resource' | 'quantity'>): FactoryState {
  return {
    ...state,
    inventory: { ...state.inventory, [offer.resource]: roundQty(state.inventory[offer.resource] + offer.quantity) },
  };
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
}

/** The book's order: cheapest first, oldest first at equal price, then by id so the order is total. */
export function compareOffers(a: ExchangeOffer, b: ExchangeOffer): number {
  return a.unitPrice - b.unitPrice || a.createdTick - b.createdTick || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Matches a buy against the offers: the buyer's own and those above `maxUnitPrice` are passed over,
 * the rest fill cheapest first, the last one partially if need be. Fills may total less than asked.
 */
export function matchBuy(
  offers: readonly ExchangeOffer[],
  buyerId: string,
  buy: { resource: StoredResource; quantity: number; maxUnitPrice: Cents },
): Fill[] {
  const fills: Fill[] = [];
  let wanted = buy.quantity;
  const book = offers
    .filter((o) => o.resource === buy.resource && o.sellerId !== buyerId && o.quantity > 0)
    .filter((o) => o.unitPrice <= buy.maxUnitPrice)
    .sort(compareOffers);
  for (const offer of book) {
    if (wanted <= 0) break;
    const quantity = Math.min(wanted, offer.quantity);
    const gross = quantity * offer.unitPrice;
    fills.push({
      offerId: offer.id,
      sellerId: offer.sellerId,
      quantity,
      unitPrice: offer.unitPrice,
      gross,
      fee: exchangeFee(gross),
    });
    wanted -= quantity;
  }
  return fills;
}

export interface BuyTotals {
  quantity: number;
  cost: Cents;
  fees: Cents;
}

export function fillTotals(fills: readonly Fill[]): BuyTotals {
  return fills.reduce((t, f) => ({ quantity: t.quantity + f.quantity, cost: t.cost + f.gross, fees: t.fees + f.fee }), {
    quantity: 0,
    cost: 0,
    fees: 0,
  });
}

/**
 * The buyer's side of a buy: pays every fill's gross and receives the units. Nothing filled, or
 * too little cash for what did, is refused and changes nothing.
 */
export function settleBuyer(
  state: FactoryState,
  resource: StoredResource,
  fills: readonly Fill[],
  ctx: ActionContext,
): ActionResult {
  const name = RESOURCE_NAMES[resource];
  const { quantity, cost } = fillTotals(fills);
  if (quantity === 0) return refuse('INSUFFICIENT_STOCK', `No ${name} is offered at or below your price`);
  const short = cashShortFor(state, { resource, quantity }, cost);
  if (short) return short;
  const next: FactoryState = {
    ...state,
    cash: state.cash - cost,
    inventory: { ...state.inventory, [resource]: roundQty(state.inventory[resource] + quantity) },
  };
  return succeed(
    next,
    [{ kind: 'cash', reason: 'purchase', amount: -cost, resource, quantity }],
    `Bought ${formatCount(quantity)} ${name} on the exchange for ${formatUsd(cost)}`,
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
