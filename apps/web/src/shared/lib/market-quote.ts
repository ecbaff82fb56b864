/**
 * Trade estimates in dollars: the engine's own quotes (slippage, spread and rounding included), run
 * on the market the server reports, so no page restates how a price moves. The server's quote also
 * counts the player's own trades since the last tick, so a second trade in one tick can cost a
 * little more than its estimate.
 */
import type { MarketStateView, StoredResourceType } from '@forgeworks/contract';
import type { MarketState, SiteId } from '@forgeworks/engine';
import { MARKET, purchaseAsk, purchaseCost, quoteSale, seedRandom, toDollars, usd } from '@forgeworks/engine';

/** The engine's market from the server's view of it: prices back in cents; no quote reads the random state. */
export function engineMarket(view: MarketStateView): MarketState {
  const resources = {} as MarketState['resources'];
  for (const type of Object.keys(view.resources) as StoredResourceType[]) {
    const { pressure, demand, price } = view.resources[type];
    resources[type] = { pressure, demand, sellPrice: usd(price) };
  }
  return { tick: view.tick, rng: seedRandom(0), activeFactories: view.activeFactories, resources };
}

const isWholePositive = (quantity: number) => Number.isInteger(quantity) && quantity > 0;

/**
 * What buying `quantity` units costs a factory at `site` now (dollars), or null for no purchase: the
 * engine's `purchaseCost`, which the server's purchase charges (a Free Port pays less of the spread).
 */
export function buyCost(
  view: MarketStateView,
  resource: StoredResourceType,
  quantity: number,
  site: SiteId | null,
): number | null {
  if (!isWholePositive(quantity)) return null;
  return toDollars(purchaseCost(engineMarket(view), resource, quantity, site));
}

/** What one unit costs a factory at `site` at `price` dollars, before the purchase moves the price. */
export function siteAsk(price: number, site: SiteId | null): number {
  return toDollars(purchaseAsk(usd(price), site));
}

/** What selling `quantity` units pays now (dollars), or null for no sale. */
export function saleRevenue(view: MarketStateView, resource: StoredResourceType, quantity: number): number | null {
  if (!isWholePositive(quantity)) return null;
  return toDollars(quoteSale(engineMarket(view), resource, quantity));
}

/** The most whole units `cash` dollars buys a factory at `site` now, within the largest purchase the market takes. */
export function maxAffordable(
  view: MarketStateView,
  resource: StoredResourceType,
  cash: number,
  site: SiteId | null,
): number {
  const market = engineMarket(view);
  const budget = usd(cash);
  const fits = (quantity: number) => purchaseCost(market, resource, quantity, site) <= budget;
  if (fits(MARKET.MAX_BUY_QUANTITY)) return MARKET.MAX_BUY_QUANTITY;
  // A purchase's cost grows with its size, so the largest that fits is found by halving.
  let low = 0;
  let high: number = MARKET.MAX_BUY_QUANTITY;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** How many ticks of a shortfall a "Buy N for $X" offer covers. */
export const SHORTFALL_TICKS = 12;

/** Whole units that cover `perTick` units missing each tick for `ticks` ticks. */
export function shortfallUnits(perTick: number, ticks = SHORTFALL_TICKS): number {
  return perTick > 0 ? Math.ceil(perTick * ticks - 1e-9) : 0;
}

/**
 * What a shortage offer proposes: SHORTFALL_TICKS ticks of the shortfall once the stock lasts
 * fewer ticks than that, else nothing (a stock that covers the horizon needs no purchase yet).
 */
export function shortfallOffer(perTick: number, stock: number): number {
  const units = shortfallUnits(perTick);
  return stock < units ? units : 0;
}
