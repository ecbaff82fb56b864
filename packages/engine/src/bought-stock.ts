/**
 * Stock that came from outside the factory (bought on the market or the exchange, received by
 * contract), which the default standing orders keep: they sell what the factory makes beyond its
 * needs, not what its player bought (docs/game-rules.md, "Standing instructions"). Whatever leaves
 * the stock takes the factory's own make first, so bought stock is never more than the stock.
 */
import { formatCount } from './market/format.js';
import { roundQty } from './money.js';
import type { Inventory, StoredResource } from './resources.js';
import { RESOURCE_NAMES, STORED_RESOURCES } from './resources.js';
import { STANDING_ORDERS } from './rules.js';
import type { FactoryState, StandingOrder } from './state.js';

/** The state with `quantity` units of `resource` come in from outside, in stock and counted as bought. */
export function receiveBought(state: FactoryState, resource: StoredResource, quantity: number): FactoryState {
  return {
    ...state,
    inventory: { ...state.inventory, [resource]: roundQty(state.inventory[resource] + quantity) },
    boughtStock: { ...state.boughtStock, [resource]: roundQty(state.boughtStock[resource] + quantity) },
  };
}

/** Bought stock after the stock fell to `inventory`: at most what is left. The same object when nothing changes. */
export function boughtWithin(bought: Inventory, inventory: Inventory): Inventory {
  let next: Inventory | null = null;
  for (const r of STORED_RESOURCES) {
    if (bought[r] > inventory[r]) (next ??= { ...bought })[r] = Math.max(0, inventory[r]);
  }
  return next ?? bought;
}

/** The state with `quantity` units of `resource` gone from stock (sold, listed, delivered), its own make first. */
export function takeStock(state: FactoryState, resource: StoredResource, quantity: number): FactoryState {
  const inventory = { ...state.inventory, [resource]: roundQty(state.inventory[resource] - quantity) };
  return { ...state, inventory, boughtStock: boughtWithin(state.boughtStock, inventory) };
}

/**
 * What the factory's standing orders will do with units of `resource` it buys or receives, in the
 * player's words: said on every buy form, beside the price.
 */
export function boughtStockFate(
  orders: readonly Pick<StandingOrder, 'resource' | 'keep'>[],
  resource: StoredResource,
): string {
  const name = RESOURCE_NAMES[resource];
  const order = orders.find((o) => o.resource === resource);
  if (!order) return `No standing order sells ${name}: what you buy stays in stock until you use or sell it.`;
  if (order.keep === null)
    return `Your standing order for ${name} keeps what you buy: it sells only what your machines make beyond ${STANDING_ORDERS.KEEP_TICKS} ticks of their own use.`;
  return `Your standing order for ${name} sells everything above ${formatCount(order.keep)} units, bought or made, whenever the price allows: set it back to the default on the Market page to keep what you buy.`;
}
