import { formatCount, formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import type { MarketState, OwnTrades } from '../market/pricing.js';
import { askOf, quoteBuy } from '../market/pricing.js';
import { receiveBought } from '../bought-stock.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { SiteId } from '../catalog/sites.js';
import { siteSpreadShare } from '../catalog/sites.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from './common.js';
import { succeed } from './common.js';
import { cashShortFor, isTrade, ownTrades, readTrade } from './trade-input.js';

/**
 * What `quantity` units cost a factory standing at `site` now (a site may pay only a share of the
 * spread): the purchase below charges it and the browser's estimate shows it, so the two agree.
 */
export function purchaseCost(
  market: MarketState,
  resource: StoredResource,
  quantity: number,
  site: SiteId | null,
  own?: OwnTrades,
): Cents {
  return quoteBuy(market, resource, quantity, own, siteSpreadShare(site));
}

/**
 * What `quantity` more units cost the factory now, after its own purchases since the last tick: what
 * `buyResource` charges, for a player who budgets a purchase before making it.
 */
export function purchaseCostFor(
  state: FactoryState,
  market: MarketState,
  resource: StoredResource,
  quantity: number,
): Cents {
  return purchaseCost(market, resource, quantity, state.site, ownTrades(state, resource));
}

/** What one unit costs a factory at `site` before its purchase moves the price. */
export function purchaseAsk(sellPrice: Cents, site: SiteId | null): Cents {
  return askOf(sellPrice, siteSpreadShare(site));
}

/**
 * Buys whole units from the market at its ask (actions/sell-resource.ts is the mirror): the cost
 * climbs with the buyer's own purchases since the last tick, and the purchase's pressure joins
 * everyone's at the next tick. Power is made and used within a tick, never bought.
 */
export function buyResource(
  state: FactoryState,
  input: { resource: string; quantity: number },
  ctx: ActionContext & { market: MarketState },
): ActionResult {
  const trade = readTrade(input, 'bought');
  if (!isTrade(trade)) return trade;
  const { resource, quantity } = trade;
  if (quantity > MARKET.MAX_BUY_QUANTITY) {
    return refuse('INVALID_INPUT', `Quantity must be at most ${MARKET.MAX_BUY_QUANTITY} units`);
  }
  const name = RESOURCE_NAMES[resource];
  const cost = purchaseCostFor(state, ctx.market, resource, quantity);
  const short = cashShortFor(state, trade, cost);
  if (short) return short;
  const received = receiveBought(state, resource, quantity);
  const next: FactoryState = {
    ...received,
    cash: state.cash - cost,
    counters: {
      ...state.counters,
      bought: { ...state.counters.bought, [resource]: state.counters.bought[resource] + quantity },
    },
    purchasesThisTick: { ...state.purchasesThisTick, [resource]: state.purchasesThisTick[resource] + quantity },
  };
  return succeed(
    next,
    [{ kind: 'cash', reason: 'purchase', amount: -cost, resource, quantity }],
    `Bought ${formatCount(quantity)} ${name} for ${formatUsd(cost)}`,
    ctx,
  );
}
