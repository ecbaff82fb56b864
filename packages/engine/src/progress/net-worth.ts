import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { FactoryState } from '../state.js';
import { bookValue } from '../valuation.js';

/**
 * What the factory would be worth if sold today: cash, stock at the given sell prices,
 * machines at book value, less debt. Callers without a live market (a tick, a test)
 * value stock at base prices so the figure is still defined.
 */
export function netWorth(state: FactoryState, prices?: Partial<Record<StoredResource, Cents>>): Cents {
  let stock = 0;
  for (const resource of STORED_RESOURCES) {
    stock += state.inventory[resource] * (prices?.[resource] ?? MARKET.BASE_PRICES[resource]);
  }
  const machines = state.machines.reduce((sum, machine) => sum + bookValue(machine), 0);
  return roundCents(state.cash + stock + machines - state.debt);
}
