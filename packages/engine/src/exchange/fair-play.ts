/**
 * Fair play on the exchange (docs/adr/0010): a trade at a price away from the market's hands the
 * difference to the other side. A buyer paying above the market's price, or a seller asking below
 * it, **concedes** (price − market price) × units. Prices stay within a band around the market's,
 * and what a factory concedes over its life is capped by an allowance that only its production grows:
 * a throwaway account produces nothing, so it hands another factory at most the allowance's base.
 */
import { formatCount, formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES, STORED_RESOURCES } from '../resources.js';
import { FAIR_PLAY, MARKET } from '../rules.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';

/** The unit prices an offer may be listed at, and filled at, while the market's price is `marketPrice`. */
export function priceBand(marketPrice: Cents): { min: Cents; max: Cents } {
  return {
    min: Math.max(1, Math.ceil(marketPrice * (1 - FAIR_PLAY.PRICE_BAND))),
    max: Math.max(1, Math.floor(marketPrice * (1 + FAIR_PLAY.PRICE_BAND))),
  };
}

export function inBand(unitPrice: Cents, marketPrice: Cents): boolean {
  const { min, max } = priceBand(marketPrice);
  return unitPrice >= min && unitPrice <= max;
}

/** What a buyer concedes per unit: what it pays above the market's price. */
export const buyerConcession = (unitPrice: Cents, marketPrice: Cents): Cents => Math.max(0, unitPrice - marketPrice);

/** What a seller concedes per unit: what it asks below the market's price. */
export const sellerConcession = (unitPrice: Cents, marketPrice: Cents): Cents => Math.max(0, marketPrice - unitPrice);

/** What a factory may concede over its life: the base, and a share of what it has produced at base prices. */
export function concessionAllowance(state: Pick<FactoryState, 'counters'>): Cents {
  let produced = 0;
  for (const r of STORED_RESOURCES) produced += state.counters.produced[r] * MARKET.BASE_PRICES[r];
  return FAIR_PLAY.ALLOWANCE_BASE + Math.round(produced * FAIR_PLAY.ALLOWANCE_PRODUCED_SHARE);
}

/** What is left of the allowance. */
export function concessionsLeft(state: Pick<FactoryState, 'counters'>): Cents {
  return Math.max(0, concessionAllowance(state) - state.counters.conceded);
}

/** Adds `amount` (negative: gives back an offer's unused part) to what the factory has conceded. */
export function concede(state: FactoryState, amount: Cents): FactoryState {
  if (amount === 0) return state;
  return { ...state, counters: { ...state.counters, conceded: Math.max(0, state.counters.conceded + amount) } };
}

/**
 * Why an offer of `quantity` at `unitPrice` may not be listed under fair play, or null: its price
 * outside the band, or (below the market's price) more conceded than the seller has left.
 */
export function listingRefusal(
  resource: StoredResource,
  terms: { quantity: number; unitPrice: Cents },
  fair: { marketPrice: Cents; concessionsLeft: Cents },
): ActionResult | null {
  const { min, max } = priceBand(fair.marketPrice);
  if (terms.unitPrice < min || terms.unitPrice > max)
    return refuse(
      'INVALID_INPUT',
      `Unit price must be between ${formatUsd(min)} and ${formatUsd(max)}: within ${Math.round(FAIR_PLAY.PRICE_BAND * 100)}% of the market's price (${formatUsd(fair.marketPrice)})`,
    );
  const each = sellerConcession(terms.unitPrice, fair.marketPrice);
  if (each * terms.quantity <= fair.concessionsLeft) return null;
  const most = Math.floor(fair.concessionsLeft / each);
  return refuse(
    'FAIR_PLAY_LIMIT',
    `Below the market's price this offer gives buyers ${formatUsd(each * terms.quantity)}; your factory has ${formatUsd(fair.concessionsLeft)} left to give (it grows as you produce): list up to ${formatCount(most)} ${RESOURCE_NAMES[resource]} at this price, or price nearer the market's ${formatUsd(fair.marketPrice)}`,
  );
}

/** The lowest unit price `quantity` units may be listed at now: the band's floor, or higher where the allowance runs short. */
export function lowestListingPrice(quantity: number, fair: { marketPrice: Cents; concessionsLeft: Cents }): Cents {
  const { min } = priceBand(fair.marketPrice);
  if (!(quantity > 0)) return min;
  return Math.max(min, fair.marketPrice - Math.floor(fair.concessionsLeft / quantity));
}
