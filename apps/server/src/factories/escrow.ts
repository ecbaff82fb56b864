import type { Holdings } from '@forgeworks/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { exchangeOffers } from '../db/schema.js';

/**
 * The units the factory's open exchange offers hold in escrow, by resource: out of its inventory
 * but still the player's, so its net worth counts them (docs/adr/0007).
 */
export async function escrowOf(db: Pick<Db, 'select'>, factoryId: string): Promise<Holdings> {
  const rows = await db
    .select({ resource: exchangeOffers.resource, quantity: sql<number>`sum(${exchangeOffers.quantityLeft})::int` })
    .from(exchangeOffers)
    .where(and(eq(exchangeOffers.factoryId, factoryId), eq(exchangeOffers.status, 'open')))
    .groupBy(exchangeOffers.resource);
  return Object.fromEntries(rows.map((r) => [r.resource, Number(r.quantity)]));
}
