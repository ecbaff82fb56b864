import type { Prices, StoredResource } from '@forgeworks/engine';
import { EXCHANGE, returnEscrow } from '@forgeworks/engine';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { exchangeOffers, factories } from '../db/schema.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord, LockedFactory } from '../factories/record.js';
import { lockFactories, writeFactory } from '../factories/repository.js';
import { recordOwnEvents } from '../events/own-events.js';

export type { Tx } from '../db/database.js';
/** A factory row held FOR UPDATE, with its recent ledger. */
export type Locked = LockedFactory;
export { lockFactories, writeFactory } from '../factories/repository.js';

export type OfferRow = typeof exchangeOffers.$inferSelect;

/**
 * Runs `work` in one transaction and keeps the factories it wrote in the cache once committed (never
 * a rolled-back one).
 */
export async function inTransaction<T>(
  db: Db,
  cache: FactoryCache | undefined,
  work: (tx: Tx, written: FactoryRecord[]) => Promise<T>,
): Promise<T> {
  const written: FactoryRecord[] = [];
  const result = await db.transaction((tx) => work(tx, written));
  for (const record of written) cache?.written(record.userId, record);
  return result;
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
  await writeFactory(tx, seller, state, [], prices);
  written.push({ ...seller, state });
  const [row] = await tx.update(exchangeOffers).set({ status }).where(eq(exchangeOffers.id, offer.id)).returning();
  return row!;
}

/**
 * Returns what is left of every offer whose life is over at `tick` to its seller, one offer a
 * transaction (the offer, then the seller's factory, as a cancel), and tells the seller. The tick runs it; the tick
 * forgets the factory cache after, so none is passed there.
 */
export async function expireOffers(db: Db, tick: number, prices: Prices, cache?: FactoryCache): Promise<number> {
  const due = await db
    .select({ id: exchangeOffers.id })
    .from(exchangeOffers)
    .where(and(eq(exchangeOffers.status, 'open'), lte(exchangeOffers.createdTick, tick - EXCHANGE.OFFER_LIFE_TICKS)))
    .orderBy(asc(exchangeOffers.id));
  let expired = 0;
  for (const { id } of due) {
    const done = await inTransaction(db, cache, async (tx, written) => {
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
    if (done) expired++;
  }
  return expired;
}
