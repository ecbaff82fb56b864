import type { Cents, StoredResource } from '@forgeworks/engine';
import { toDollars } from '@forgeworks/engine';
import { and, eq, gt, gte, lte, ne } from 'drizzle-orm';
import type { exchangeBids, exchangeOffers } from '../db/schema.js';

/** One side of the book: the offers (selling) or the bids (buying). */
export type OrderTable = typeof exchangeOffers | typeof exchangeBids;

/** A factory's open orders on one side of the book. */
export const openOrdersOf = (orders: OrderTable, factoryId: string) =>
  and(eq(orders.factoryId, factoryId), eq(orders.status, 'open'));

/** What a trade on either side of the book is for: the market's price it trades at bounds the price band. */
export interface TradeTerms {
  resource: StoredResource;
  quantity: number;
  marketPrice: Cents;
}

/** The open orders of `resource` priced from `min` to `max`, none of them the trading factory's own (if one). */
export const matchable = (
  orders: OrderTable,
  resource: StoredResource,
  price: { min: Cents; max: Cents },
  own?: string,
) =>
  and(
    eq(orders.resource, resource),
    eq(orders.status, 'open'),
    gt(orders.quantityLeft, 0),
    gte(orders.unitPrice, price.min),
    lte(orders.unitPrice, price.max),
    own === undefined ? undefined : ne(orders.factoryId, own),
  )!;

/** What an offer and a bid show alike (each adds its status and when it ends). */
export const orderView = (row: typeof exchangeOffers.$inferSelect | typeof exchangeBids.$inferSelect) => ({
  id: row.id,
  resourceType: row.resource as StoredResource,
  unitPrice: toDollars(row.unitPrice),
  quantity: row.quantity,
  quantityLeft: row.quantityLeft,
  createdTick: row.createdTick,
});
