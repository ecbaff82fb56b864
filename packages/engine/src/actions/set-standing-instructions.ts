import { formatUsd } from '../market/format.js';
import type { StoredResource } from '../resources.js';
import { isStoredResource, RESOURCE_NAMES, RESOURCE_TYPES } from '../resources.js';
import { STANDING_ORDERS } from '../rules.js';
import type { ActionResult, FactoryState, StandingOrder } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from './common.js';
import { succeed } from './common.js';

/** A standing order as a player sends it: checked here, whatever the caller validated before. */
export interface StandingOrderInput {
  resource: string;
  keep: number | null;
  minPrice: number | null;
}

function checkOrder(order: StandingOrderInput, seen: Set<StoredResource>): StandingOrder | ActionResult {
  const known = RESOURCE_TYPES.find((r) => r === order.resource);
  if (!known) return refuse('INVALID_INPUT', `Unknown resource: ${order.resource}`);
  if (!isStoredResource(known)) return refuse('INVALID_INPUT', 'Power cannot be sold');
  const name = RESOURCE_NAMES[known];
  if (seen.has(known)) return refuse('INVALID_INPUT', `${name} has more than one standing order: give one a resource`);
  seen.add(known);
  const { keep, minPrice } = order;
  if (keep !== null && (typeof keep !== 'number' || !Number.isFinite(keep) || keep < 0)) {
    return refuse('INVALID_INPUT', `${name}: the stock to keep must be a number of units, 0 or more`);
  }
  if (minPrice !== null && (typeof minPrice !== 'number' || !Number.isInteger(minPrice) || minPrice <= 0)) {
    return refuse('INVALID_INPUT', `${name}: the minimum price must be a whole number of cents above 0`);
  }
  return { resource: known, keep, minPrice };
}

function describe(order: StandingOrder): string {
  const keep =
    order.keep === null
      ? `keeping ${STANDING_ORDERS.KEEP_TICKS} ticks of own use and what you buy`
      : `keeping ${order.keep}`;
  const floor = order.minPrice === null ? '' : `, at ${formatUsd(order.minPrice)} or more`;
  return `${RESOURCE_NAMES[order.resource]} (${keep}${floor})`;
}

/**
 * Replaces the factory's standing sell orders, one a resource: any stored resource may have one
 * (a player may sell surplus coal or ore). An empty list stops the factory selling on its own.
 */
export function setStandingOrders(
  state: FactoryState,
  input: { orders: readonly StandingOrderInput[] },
  ctx: ActionContext,
): ActionResult {
  if (!Array.isArray(input.orders)) return refuse('INVALID_INPUT', 'Standing orders must be a list');
  const seen = new Set<StoredResource>();
  const orders: StandingOrder[] = [];
  for (const given of input.orders) {
    const checked = checkOrder(given, seen);
    if ('ok' in checked) return checked;
    orders.push(checked);
  }
  const message =
    orders.length === 0
      ? 'Standing sell orders cleared: nothing is sold unless you sell it'
      : `Standing sell orders: ${orders.map(describe).join('; ')}`;
  return succeed({ ...state, standingOrders: orders }, [], message, ctx);
}

/** Switches automatic maintenance (repairs and preventive service before each tick) on or off. */
export function setAutoMaintenance(state: FactoryState, input: { enabled: boolean }, ctx: ActionContext): ActionResult {
  if (typeof input.enabled !== 'boolean') return refuse('INVALID_INPUT', 'Automatic maintenance is on or off');
  const message = input.enabled
    ? 'Automatic maintenance on: broken machines are repaired and worn ones serviced while cash allows'
    : 'Automatic maintenance off: machines are repaired and serviced only when you do it';
  return succeed({ ...state, autoMaintenance: input.enabled }, [], message, ctx);
}
