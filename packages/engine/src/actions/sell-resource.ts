import { formatCount, formatUsd } from '../market/format.js';
import type { MarketState } from '../market/pricing.js';
import { quoteSale } from '../market/pricing.js';
import { takeStock } from '../bought-stock.js';
import { RESOURCE_NAMES } from '../resources.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from './common.js';
import { succeed } from './common.js';
import { isTrade, ownTrades, readTrade } from './trade-input.js';

/** Sells whole units from stock at the market's quote; power is made and used within a tick, never sold. */
export function sellResource(
  state: FactoryState,
  input: { resource: string; quantity: number },
  ctx: ActionContext & { market: MarketState },
): ActionResult {
  const trade = readTrade(input, 'sold');
  if (!isTrade(trade)) return trade;
  const { resource, quantity } = trade;
  const available = Math.floor(state.inventory[resource]);
  const name = RESOURCE_NAMES[resource];
  if (quantity > available) {
    return refuse('INSUFFICIENT_STOCK', `Not enough ${name} in stock: you have ${available} to sell`);
  }
  const proceeds = quoteSale(ctx.market, resource, quantity, ownTrades(state, resource));
  const next: FactoryState = {
    ...takeStock(state, resource, quantity),
    cash: state.cash + proceeds,
    counters: {
      ...state.counters,
      sold: { ...state.counters.sold, [resource]: state.counters.sold[resource] + quantity },
    },
    salesThisTick: { ...state.salesThisTick, [resource]: state.salesThisTick[resource] + quantity },
  };
  return succeed(
    next,
    [{ kind: 'cash', reason: 'sale', amount: proceeds, resource, quantity }],
    `Sold ${formatCount(quantity)} ${name} for ${formatUsd(proceeds)}`,
    ctx,
  );
}
