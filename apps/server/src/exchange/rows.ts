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

/** A fill's columns as a trade's statement reads them (`FILL_COLUMNS`), after its order's and the other factory's. */
export const fillColumns = (
  f: { quantity: number; unitPrice: Cents; fee: Cents; quantityLeft: number },
  marketPrice: Cents,
) => ({
  quantity: f.quantity,
  unit_price: f.unitPrice,
  fee: f.fee,
  quantity_left: f.quantityLeft,
  far: farFromMarket(f.unitPrice, marketPrice),
});

export const FILL_COLUMNS = sql.raw('quantity int, unit_price bigint, fee bigint, quantity_left int, far boolean');

/** What a fill (`f`) leaves of the order it filled: the rest, and filled at none. */
export const LEFT_AFTER_FILL = sql.raw(
  "quantity_left = f.quantity_left, status = CASE WHEN f.quantity_left = 0 THEN 'filled' ELSE 'open' END",
);

/**
 * A buy's rows in one statement: each offer filled from keeps what is left (filled at none), each
 * fill is a trade, and the answer is kept under the idempotency key, if any; a key past its window
 * (not yet pruned) is spent, and this answer takes its place. Answers false, writing nothing of the
 * key, when a live answer holds it: a retry whose first attempt committed while this one waited for
 * the buyer's lock, which the caller rolls back and answers with the first's answer.
 */
export async function recordBuy(
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
): Promise<boolean> {
  const fills = buy.fills.map((f) => ({
    offer_id: f.offerId,
    seller_id: f.sellerId,
    ...fillColumns(f, buy.marketPrice),
  }));
  const [row] = rowsOf(
    z.object({ keyed: num }),
    await tx.execute(sql`
      WITH fills AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(fills)}::jsonb) AS f(
          offer_id uuid, seller_id uuid, ${FILL_COLUMNS})
      ), offers AS (
        UPDATE exchange_offers o SET ${LEFT_AFTER_FILL} FROM fills f WHERE o.id = f.offer_id
      ), trades AS (
        INSERT INTO exchange_trades
          (offer_id, buyer_factory_id, seller_factory_id, resource, quantity, unit_price, fee, tick, market_price, far_from_market)
        SELECT f.offer_id, ${buy.buyerId}::uuid, f.seller_id, ${buy.resource}, f.quantity, f.unit_price, f.fee,
          ${buy.tick}::int, ${buy.marketPrice}::bigint, f.far
        FROM fills f
      ), keyed AS (${keepAnswer(exchangeBuys, buy.buyerId, buy.idempotencyKey, buy.answer)})
      SELECT (SELECT count(*) FROM keyed)::int AS keyed`),
  );
  return buy.idempotencyKey === undefined || row!.keyed === 1;
}
