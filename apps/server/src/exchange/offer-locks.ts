import type { Cents } from '@forgeworks/engine';
import { priceBand } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, sql } from 'drizzle-orm';
import { exchangeOffers } from '../db/schema.js';
import type { TradeTerms } from './orders.js';
import { matchable } from './orders.js';
import type { Tx } from '../db/database.js';
import type { OfferRow } from './rows.js';

/** The most offers a buy's first statement locks; each next one (after them) locks up to twice as many. */
const FIRST_STATEMENT_OFFERS = 16;

/** What a buy may take from. */
export interface BuyTerms extends TradeTerms {
  buyerId: string;
  maxUnitPrice: Cents;
}

/** The offers `matchBuy` would fill from: open, in the band, at most the buyer's price, not the buyer's own. */
function takeable(terms: BuyTerms): SQL {
  const band = priceBand(terms.marketPrice);
  const price = { min: band.min, max: Math.min(terms.maxUnitPrice, band.max) };
  return matchable(exchangeOffers, terms.resource, price, terms.buyerId);
}

/**
 * The cheapest price level of the book, when its offers hold the units wanted (whoever holds them
 * now); none otherwise. Read without locks, in the locking statement's snapshot.
 */
const coveringBestLevel = (terms: BuyTerms) => sql`${exchangeOffers.unitPrice} = (
  SELECT best.unit_price FROM (
    SELECT ${exchangeOffers.unitPrice} AS unit_price, sum(${exchangeOffers.quantityLeft}) AS units
    FROM ${exchangeOffers} WHERE ${takeable(terms)}
    GROUP BY ${exchangeOffers.unitPrice} ORDER BY ${exchangeOffers.unitPrice} LIMIT 1
  ) best WHERE best.units >= ${terms.quantity})`;

/** After `last` in book order (engine's `compareOffers`: price, then tick listed, then id). */
const after = (last: OfferRow) =>
  sql`(${exchangeOffers.unitPrice}, ${exchangeOffers.createdTick}, ${exchangeOffers.id}) > (${last.unitPrice}, ${last.createdTick}, ${last.id}::uuid)`;

/**
 * Locks offers in book order, a statement at a time, until they hold the units wanted or the book
 * (or, `free`, the best level's free offers) runs out. Each statement locks no more offers than
 * units are still wanted (every open offer holds one at least), and a buy of a thin book's many
 * small offers takes a few statements, not one an offer. `free`: only the cheapest level's
 * offers, and only those no other transaction holds (SKIP LOCKED), never waiting; otherwise every
 * takeable offer, waiting for each in book order (EvalPlanQual rechecks one that changed meanwhile).
 */
async function lockInBookOrder(tx: Tx, terms: BuyTerms, free: boolean): Promise<OfferRow[]> {
  const held: OfferRow[] = [];
  let units = 0;
  for (let most = FIRST_STATEMENT_OFFERS; ; most *= 2) {
    const last = held.at(-1);
    const limit = Math.min(terms.quantity - units, most);
    const level = !free ? undefined : last ? eq(exchangeOffers.unitPrice, last.unitPrice) : coveringBestLevel(terms);
    const query = tx
      .select()
      .from(exchangeOffers)
      .where(and(takeable(terms), last ? after(last) : undefined, level))
      .orderBy(asc(exchangeOffers.unitPrice), asc(exchangeOffers.createdTick), asc(exchangeOffers.id))
      .limit(limit);
    const rows = await (free ? query.for('update', { skipLocked: true }) : query.for('update'));
    held.push(...rows);
    units += rows.reduce((sum, r) => sum + r.quantityLeft, 0);
    if (units >= terms.quantity || rows.length < limit) return held;
  }
}

/**
 * Locks the offers a buy takes from, and only as many as it needs (docs/adr/0007). First without
 * waiting: free offers of the cheapest level, passing over those another buy, a cancel or an expiry
 * holds at that instant for others at the same price (time priority within a level gives way; price
 * priority never does). When those do not hold the units wanted, every offer in book order, waiting
 * for each as before. Answers 'retry' when the first pass locked offers it cannot use: the caller
 * ends its transaction, nothing written (letting them go, so that locks are only ever waited for in
 * book order), and calls again with `waiting` in a new one.
 */
export async function lockOffersToTake(tx: Tx, terms: BuyTerms, waiting: boolean): Promise<OfferRow[] | 'retry'> {
  if (!waiting) {
    const free = await lockInBookOrder(tx, terms, true);
    if (free.reduce((sum, r) => sum + r.quantityLeft, 0) >= terms.quantity) return free;
    if (free.length > 0) return 'retry';
  }
  return lockInBookOrder(tx, terms, false);
}
