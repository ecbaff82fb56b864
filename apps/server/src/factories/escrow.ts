import type { Holdings } from '@forgeworks/engine';
import { CONTRACT_MOVES } from '@forgeworks/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { contracts, exchangeBids, exchangeOffers } from '../db/schema.js';

/**
 * What the factory owns held in escrow: the units of its open exchange offers, by resource, and the
 * cents its active contracts hold of its payments as the buyer and its open bids hold: out of its inventory and cash but
 * still the player's, so its net worth counts them (docs/adr/0007; docs/game-rules.md, "Contracts").
 */
export async function escrowOf(db: Pick<Db, 'select'>, factoryId: string): Promise<Holdings> {
  const rows = await db
    .select({ resource: exchangeOffers.resource, quantity: sql<number>`sum(${exchangeOffers.quantityLeft})::int` })
    .from(exchangeOffers)
    .where(and(eq(exchangeOffers.factoryId, factoryId), eq(exchangeOffers.status, 'open')))
    .groupBy(exchangeOffers.resource);
  const [held] = await db
    .select({ cents: sql<string>`coalesce(sum(${contracts.escrow}), 0)` })
    .from(contracts)
    .where(and(eq(contracts.buyerFactoryId, factoryId), eq(contracts.status, CONTRACT_MOVES.accept.to)));
  const [bid] = await db
    .select({ cents: sql<string>`coalesce(sum(${exchangeBids.quantityLeft} * ${exchangeBids.unitPrice}), 0)` })
    .from(exchangeBids)
    .where(and(eq(exchangeBids.factoryId, factoryId), eq(exchangeBids.status, 'open')));
  const cash = Number(held?.cents ?? 0) + Number(bid?.cents ?? 0);
  return { ...Object.fromEntries(rows.map((r) => [r.resource, Number(r.quantity)])), ...(cash > 0 ? { cash } : {}) };
}
