import type { FactoryState, GameEvent, Prices, StoredResource } from '@forgeworks/engine';
import { EXCHANGE, returnEscrow } from '@forgeworks/engine';
import { and, asc, eq, lte } from 'drizzle-orm';
import { addPending, parseRecent, serializeRecent } from '../codecs/recent-ledger.js';
import { columnsFromState } from '../codecs/state-columns.js';
import type { Db } from '../db/database.js';
import { exchangeOffers, factories } from '../db/schema.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord } from '../factories/record.js';
import { recordColumns, toRecord } from '../factories/repository.js';
import { newUnlocks, recordUnlocks } from '../leaderboard/unlocks.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Locked extends FactoryRecord {
  recent: ReturnType<typeof parseRecent>;
}

/**
 * Locks factory rows FOR UPDATE in id order: every transaction that holds more than one factory
 * takes them in this order (as the tick's batches do), so two trades between the same players wait
 * for each other and never deadlock.
 */
export async function lockFactories(tx: Tx, where: ReturnType<typeof eq>): Promise<Locked[]> {
  const rows = await tx
    .select({ ...recordColumns, recentLedger: factories.recentLedger })
    .from(factories)
    .where(where)
    .orderBy(asc(factories.id))
    .for('update');
  return rows.map((row) => ({ ...toRecord(row), recent: parseRecent(row.recentLedger) }));
}

export async function writeFactory(
  tx: Tx,
  record: Locked,
  state: FactoryState,
  events: readonly GameEvent[],
  prices: Prices,
) {
  const recentLedger = addPending(record.recent, state.tick + 1, events);
  await tx
    .update(factories)
    .set({ ...columnsFromState(state, prices), recentLedger: serializeRecent(recentLedger), updatedAt: new Date() })
    .where(eq(factories.id, record.id));
  await recordUnlocks(tx, newUnlocks(record.id, record.state, state));
}

export type OfferRow = typeof exchangeOffers.$inferSelect;

/** Runs `work` in one transaction and keeps the factories it wrote in the cache once committed (never a rolled-back one). */
export async function inTransaction<T>(
  db: Db,
  cache: FactoryCache | undefined,
  work: (tx: Tx, written: FactoryRecord[]) => Promise<T>,
): Promise<T> {
  const mark = cache?.mark() ?? 0;
  const written: FactoryRecord[] = [];
  const result = await db.transaction((tx) => work(tx, written));
  for (const record of written) cache?.set(record.userId, record, mark);
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
  });
  await writeFactory(tx, seller, state, [], prices);
  written.push({ ...seller, state });
  const [row] = await tx.update(exchangeOffers).set({ status }).where(eq(exchangeOffers.id, offer.id)).returning();
  return row!;
}

/**
 * Returns what is left of every offer whose life is over at `tick` to its seller, one offer a
 * transaction (the offer, then the seller's factory, as a cancel). The tick runs it; the tick
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
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
