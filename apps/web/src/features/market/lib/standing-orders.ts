import type { StandingOrder, StandingOrdersBody, StoredResourceType } from '@forgeworks/contract';
import {
  isWholeCents,
  orderFloor,
  RESOURCE_NAMES,
  STANDING_ORDERS,
  STORED_RESOURCES,
  toDollars,
} from '@forgeworks/engine';

/** One resource's row of the form: typed text, empty for the rules' default. */
export interface OrderRow {
  resource: StoredResourceType;
  name: string;
  on: boolean;
  keep: string;
  minPrice: string;
}

/** The defaults an empty field stands for, in the rulebook's words. */
export const DEFAULT_KEEP_TEXT = `${STANDING_ORDERS.KEEP_TICKS} ticks of what your machines use, and all you buy or receive by contract,`;
export const DEFAULT_FLOOR_SHARE = STANDING_ORDERS.MIN_PRICE_SHARE;

/** The lowest price an order without a minimum sells at, in dollars. */
export function defaultFloor(resource: StoredResourceType): number {
  return toDollars(Math.round(orderFloor({ resource, keep: null, minPrice: null })));
}

/** A row for every stored resource, filled from the factory's orders. */
export function rowsFrom(orders: readonly StandingOrder[]): OrderRow[] {
  return STORED_RESOURCES.map((resource) => {
    const order = orders.find((o) => o.resource === resource);
    return {
      resource,
      name: RESOURCE_NAMES[resource],
      on: order !== undefined,
      keep: order?.keep == null ? '' : String(order.keep),
      minPrice: order?.minPrice == null ? '' : String(order.minPrice),
    };
  });
}

/** The body to send, or what is wrong with a row, in words. */
export function ordersFrom(rows: readonly OrderRow[]): { body: StandingOrdersBody } | { problem: string } {
  const orders: StandingOrdersBody['orders'] = [];
  for (const row of rows) {
    if (!row.on) continue;
    const keep = row.keep.trim() === '' ? null : Number(row.keep);
    if (keep !== null && (!Number.isFinite(keep) || keep < 0))
      return { problem: `${row.name}: the stock to keep must be a number, 0 or more` };
    const minPrice = row.minPrice.trim() === '' ? null : Number(row.minPrice);
    if (minPrice !== null && (!Number.isFinite(minPrice) || minPrice <= 0 || !isWholeCents(minPrice)))
      return { problem: `${row.name}: the minimum price must be a dollar amount above 0, in whole cents` };
    orders.push({ resource: row.resource, keep, minPrice });
  }
  return { body: { orders } };
}
