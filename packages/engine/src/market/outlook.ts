/**
 * Where prices go if nobody trades: the market's own recovery rule (pricing.ts) run forward with
 * no sales, pressure fading and demand at its expected value (its random step averages zero).
 * Pages run it on the market the server reports, so the projection is the engine's, not a copy.
 */
import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import type { StoredResource } from '../resources.js';
import type { MarketState, ResourceMarket } from './pricing.js';
import { clampDemand, fadePressure, revertDemand, unitPrice } from './pricing.js';

/** How far ahead the Market Trends page looks, in ticks. */
export const OUTLOOK_TICKS = 12;

/** What the projection needs of the market: each resource's pressure and demand, and the depth. */
export type MarketOutlookInput = Pick<MarketState, 'activeFactories'> & {
  resources: Record<StoredResource, Pick<ResourceMarket, 'pressure' | 'demand'>>;
};

/** The expected price (whole cents) after each of the next `ticks` ticks with no trades. */
export function priceOutlook(market: MarketOutlookInput, resource: StoredResource, ticks = OUTLOOK_TICKS): Cents[] {
  let { pressure, demand } = market.resources[resource];
  const prices: Cents[] = [];
  for (let t = 0; t < ticks; t++) {
    pressure = fadePressure(pressure);
    demand = clampDemand(revertDemand(demand));
    prices.push(roundCents(unitPrice(resource, demand, pressure, market.activeFactories)));
  }
  return prices;
}
