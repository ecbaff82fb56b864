import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { FactoryState } from '../state.js';
import { bookValue, crewValue } from '../valuation.js';
import { floorExtensionsValue } from '../catalog/sites.js';

/** What one unit of a stored resource counts for in net worth: the market's sell price, or its base price without one. */
export function unitValue(resource: StoredResource, prices?: Partial<Record<StoredResource, Cents>>): Cents {
  return prices?.[resource] ?? MARKET.BASE_PRICES[resource];
}

/**
 * What a factory owns outside its inventory and cash: units held in escrow by its open exchange
 * offers, and `cash`, the cents its active contracts hold of its payments (contracts/contracts.ts).
 */
export type Holdings = Partial<Record<StoredResource, number>> & { cash?: Cents };

/**
 * What the factory would cost to put together again today: cash, stock (in the inventory and in
 * escrow) at the given sell prices, machines at book value (their cost less wear), the crew at
 * what hiring it again costs, floor extensions at what they would cost again, less debt. So
 * following the welcome setup turns cash into worth one for one, and only what the works earns, wears
 * and pays out moves it (docs/game-rules.md). Callers without a live market (a tick, a test) value
 * stock at base prices so the figure is still defined. Listing goods on the exchange
 * moves them out of the inventory, not out of the player's worth (docs/adr/0007).
 */
export function netWorth(
  state: FactoryState,
  prices?: Partial<Record<StoredResource, Cents>>,
  escrow: Holdings = {},
): Cents {
  let stock = 0;
  for (const resource of STORED_RESOURCES) {
    stock += (state.inventory[resource] + (escrow[resource] ?? 0)) * unitValue(resource, prices);
  }
  const machines = state.machines.reduce((sum, machine) => sum + bookValue(machine), 0);
  const crew = state.workers.reduce((sum, worker) => sum + crewValue(worker), 0);
  const floor = floorExtensionsValue(state.extraFloor);
  return roundCents(state.cash + (escrow.cash ?? 0) + stock + machines + crew + floor - state.debt);
}
