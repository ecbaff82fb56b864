import type { Cents } from '../money.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { OwnTrades } from '../market/pricing.js';
import type { StoredResource } from '../resources.js';
import { isStoredResource, RESOURCE_NAMES, RESOURCE_TYPES } from '../resources.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';

export interface Trade {
  resource: StoredResource;
  quantity: number;
}

/**
 * What a trade with the market names, checked the same way for a sale and a purchase: a stored
 * resource (power is made and used within a tick, never traded) and a whole number of units.
 */
export function readTrade(
  input: { resource: string; quantity: number },
  verb: 'sold' | 'bought',
): Trade | ActionResult {
  const known = RESOURCE_TYPES.find((r) => r === input.resource);
  if (!known) return refuse('INVALID_INPUT', `Unknown resource: ${input.resource}`);
  if (!isStoredResource(known)) return refuse('NOT_SELLABLE', `Power cannot be ${verb}`);
  const { quantity } = input;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) {
    return refuse('INVALID_INPUT', 'Quantity must be a whole number greater than 0');
  }
  return { resource: known, quantity };
}

export function isTrade(value: Trade | ActionResult): value is Trade {
  return !('ok' in value);
}

/** The factory's own trades of the resource since the last tick, which its quotes count at once. */
export function ownTrades(state: FactoryState, resource: StoredResource): OwnTrades {
  return { sold: state.salesThisTick[resource], bought: state.purchasesThisTick[resource] };
}

/** The refusal of a purchase the cash does not cover, from the market or the exchange alike; null when it does. */
export function cashShortFor(state: FactoryState, trade: Trade, cost: Cents): ActionResult | null {
  if (state.cash >= cost) return null;
  const what = `${formatCount(trade.quantity)} ${RESOURCE_NAMES[trade.resource]}`;
  return refuse(
    'INSUFFICIENT_FUNDS',
    `Not enough cash: buying ${what} costs ${formatUsd(cost)}; you have ${formatUsd(state.cash)}`,
  );
}
