import type { ExchangeOffer as OfferView } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { askOf, expiresAt, toDollars } from '@forgeworks/engine';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { exchangeOffers, exchangeTrades } from '../db/schema.js';
import type { FactoryCache } from '../factories/cache.js';
import { findFactory } from '../factories/repository.js';
import { bookTerms, factoryIdOf as ownFactoryId, marketPriceOf } from './common.js';
import { orderView } from './orders.js';
import type { OfferRow } from './rows.js';

export const presentOffer = (row: OfferRow): OfferView => ({
  ...orderView(row),
  status: row.status as OfferView['status'],
  expiresAtTick: expiresAt(row.createdTick),
});

/** What a player reads of the exchange's offers: the book, their own offers, their trades. */
export function exchangeViews({ db, cache }: { db: Db; cache: FactoryCache }) {
  const factoryIdOf = (userId: string) => ownFactoryId(db, userId);

  async function book(userId: string, resource: StoredResource) {
    const levels = await db
      .select({
        unitPrice: exchangeOffers.unitPrice,
        quantity: sql<number>`sum(${exchangeOffers.quantityLeft})::int`,
        offers: sql<number>`count(*)::int`,
      })
      .from(exchangeOffers)
      .where(and(eq(exchangeOffers.resource, resource), eq(exchangeOffers.status, 'open')))
      .groupBy(exchangeOffers.unitPrice)
      .orderBy(asc(exchangeOffers.unitPrice));
    const price = await marketPriceOf(db, resource);
    const terms = bookTerms(price, await findFactory(db, userId, cache));
    return {
      resourceType: resource,
      levels: levels.map((l) => ({
        unitPrice: toDollars(l.unitPrice),
        quantity: Number(l.quantity),
        offers: Number(l.offers),
      })),
      ...terms,
      marketAsk: toDollars(askOf(price)),
    };
  }

  async function myOffers(userId: string) {
    const factoryId = await factoryIdOf(userId);
    const rows = await db
      .select()
      .from(exchangeOffers)
      .where(eq(exchangeOffers.factoryId, factoryId))
      .orderBy(desc(exchangeOffers.createdAt), desc(exchangeOffers.id))
      .limit(100);
    return rows.map(presentOffer);
  }

  async function myTrades(userId: string) {
    const factoryId = await factoryIdOf(userId);
    const rows = await db
      .select()
      .from(exchangeTrades)
      .where(or(eq(exchangeTrades.buyerFactoryId, factoryId), eq(exchangeTrades.sellerFactoryId, factoryId)))
      .orderBy(desc(exchangeTrades.id))
      .limit(100);
    return rows.map((t) => ({
      id: t.id,
      side: t.buyerFactoryId === factoryId ? ('buy' as const) : ('sell' as const),
      resourceType: t.resource as StoredResource,
      quantity: t.quantity,
      unitPrice: toDollars(t.unitPrice),
      fee: toDollars(t.fee),
      tick: t.tick,
    }));
  }

  return { book, myOffers, myTrades };
}
