import type { Cents, Fill, Prices, StoredResource } from '@forgeworks/engine';
import { EXCHANGE, returnEscrow } from '@forgeworks/engine';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { num, rowsOf } from '../db/rows.js';
import { exchangeBuys, exchangeOffers, factories } from '../db/schema.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord } from '../factories/record.js';
import { lockFactories } from '../factories/repository.js';
import { inTransaction, writeKept } from '../factories/transaction.js';
import { recordOwnEvents } from '../events/own-events.js';
import type { OrderTable } from './orders.js';
import { farFromMarket } from './fair-play-signals.js';
import type { KeyTable } from './kept-answer.js';
import { keepAnswer } from './kept-answer.js';

export type OfferRow = typeof exchangeOffers.$inferSelect;

/** The ids of the open orders on one side of the book whose `life` is over at `tick`, in id order. */
export const endedOrders = (db: Db, orders: OrderTable, tick: number, life: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'open'), lte(orders.createdTick, tick - life)))
    .orderBy(asc(orders.id));

/** Runs `closeOne` for each order of `orders`, each in a transaction of its own; answers how many closed. */
export async function closeEach(
  db: Db,
  cache: FactoryCache | undefined,
  orders: readonly { id: string }[],
  closeOne: (tx: Tx, written: FactoryRecord[], id: string) => Promise<boolean>,
): Promise<number> {
  let closed = 0;
  for (const { id } of orders) if (await inTransaction(db, cache, (tx, written) => closeOne(tx, written, id))) closed++;
  return closed;
}

/**
 * Ends an open offer and returns what is left to its seller: the offer row is locked first, then
 * the seller's factory (the order a buy takes them in), so a buy that took units first has already
 * lowered what is left.
 */
export async function close(
  tx: Tx,
  written: FactoryRecord[],
  offer: OfferRow,
  status: 'cancelled' | 'expired',
  prices: Prices,
) {
  const [seller] = await lockFactories(tx, eq(factories.id, offer.factoryId));
  if (!seller) throw new Error("the offer's factory is gone");
  const state = returnEscrow(seller.state, {
    resource: offer.resource as StoredResource,
    quantity: offer.quantityLeft,
    unitConcession: offer.unitConcession,
  });
  await writeKept(tx, written, seller, { state, events: [] }, prices);
  const [row] = await tx.update(exchangeOffers).set({ status }).where(eq(exchangeOffers.id, offer.id)).returning();
  return row!;
}

/**
 * Returns what is left of every offer whose life is over at `tick` to its seller, one offer a
 * transaction (the offer, then the seller's factory, as a cancel), and tells the seller. The tick runs it; the tick
 * forgets the factory cache after, so none is passed there.
 */
export async function expireOffers(db: Db, tick: number, prices: Prices, cache?: FactoryCache): Promise<number> {
  const due = await endedOrders(db, exchangeOffers, tick, EXCHANGE.OFFER_LIFE_TICKS);
  return closeEach(db, cache, due, async (tx, written, id) => {
    const [offer] = await tx.select().from(exchangeOffers).where(eq(exchangeOffers.id, id)).for('update');
    if (!offer || offer.status !== 'open') return false;
    await close(tx, written, offer, 'expired', prices);
    const [seller] = written;
    const data = { offerId: offer.id, resourceType: offer.resource, quantityLeft: offer.quantityLeft };
    await recordOwnEvents(tx, { factoryId: offer.factoryId, userId: seller!.userId, tick }, [
      { kind: 'offer-expired', data },
    ]);
    return true;
  });
}

/** The side of the book a trade filled: its orders, the trade's column naming the order, its answers' keys. */
export interface FilledBook {
  orders: OrderTable;
  tradeColumn: 'offer_id' | 'bid_id';
  keys: KeyTable;
}

/** One order a trade filled, between its buyer and its seller, and what the order has left after it. */
export interface TradeFill {
  orderId: string;
  buyerId: string;
  sellerId: string;
  quantity: number;
  unitPrice: Cents;
  fee: Cents;
  quantityLeft: number;
}

/**
 * A trade's rows in one statement, a buy from the offers and a sale into the bids alike: each order of
 * `book` filled keeps what is left (filled at none), each fill is a trade, and the answer is kept under
 * the trader's idempotency key, if any (kept-answer.ts). Answers false, writing nothing of the key, when
 * a live answer holds it: a retry whose first attempt committed while this one waited for the trader's
 * lock, which the caller rolls back and answers with the first's answer.
 */
export async function recordTrade(
  tx: Tx,
  book: FilledBook,
  trade: {
    traderId: string;
    resource: StoredResource;
    tick: number;
    marketPrice: Cents;
    fills: readonly TradeFill[];
    idempotencyKey?: string | undefined;
    answer?: unknown;
  },
): Promise<boolean> {
  const fills = trade.fills.map((f) => ({
    order_id: f.orderId,
    buyer_id: f.buyerId,
    seller_id: f.sellerId,
    quantity: f.quantity,
    unit_price: f.unitPrice,
    fee: f.fee,
    quantity_left: f.quantityLeft,
    far: farFromMarket(f.unitPrice, trade.marketPrice),
  }));
  const [row] = rowsOf(
    z.object({ keyed: num }),
    await tx.execute(sql`
      WITH fills AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(fills)}::jsonb) AS f(order_id uuid, buyer_id uuid,
          seller_id uuid, quantity int, unit_price bigint, fee bigint, quantity_left int, far boolean)
      ), orders AS (
        -- An order filled more than once in one trade (several sellers' sales at a tick) is left with the least.
        UPDATE ${book.orders} o SET quantity_left = f.quantity_left,
          status = CASE WHEN f.quantity_left = 0 THEN 'filled' ELSE 'open' END
        FROM (SELECT order_id, min(quantity_left) AS quantity_left FROM fills GROUP BY order_id) f
        WHERE o.id = f.order_id
      ), trades AS (
        INSERT INTO exchange_trades (${sql.identifier(book.tradeColumn)}, buyer_factory_id, seller_factory_id,
          resource, quantity, unit_price, fee, tick, market_price, far_from_market)
        SELECT f.order_id, f.buyer_id, f.seller_id, ${trade.resource}, f.quantity, f.unit_price, f.fee,
          ${trade.tick}::int, ${trade.marketPrice}::bigint, f.far
        FROM fills f
      ), keyed AS (${keepAnswer(book.keys, trade.traderId, trade.idempotencyKey, trade.answer)})
      SELECT (SELECT count(*) FROM keyed)::int AS keyed`),
  );
  return trade.idempotencyKey === undefined || row!.keyed === 1;
}

/** A buy's rows (`recordTrade`): the offers it filled, each from its seller to the buyer. */
export const recordBuy = (
  tx: Tx,
  buy: {
    buyerId: string;
    resource: StoredResource;
    tick: number;
    marketPrice: Cents;
    fills: readonly (Fill & { quantityLeft: number })[];
    idempotencyKey: string | undefined;
    answer: unknown;
  },
) =>
  recordTrade(
    tx,
    { orders: exchangeOffers, tradeColumn: 'offer_id', keys: exchangeBuys },
    {
      ...buy,
      traderId: buy.buyerId,
      fills: buy.fills.map((f) => ({ ...f, orderId: f.offerId, buyerId: buy.buyerId })),
    },
  );
