/**
 * Standing orders selling into bids at the tick (docs/adr/0014, "Standing orders"): in a batch's own
 * transaction, before its factories advance, each claimed factory's standing orders fill the open
 * bids that pay more than the market (the engine's `sellIntoBidsByStandingOrders`); the market takes
 * the rest in the advance, as before.
 *
 * Locks: the batch already holds its factories. Bids, and bidders outside the batch, are locked
 * SKIP LOCKED: a bid a player's sale holds, or a bidder another batch or an action holds, is passed
 * over this tick rather than waited for. The batch so never waits on anything a sale, a cancel, a
 * lapse or another batch holds while waiting on the batch's factories: no deadlock, and a sale into
 * a bid the batch filled waits for the batch's commit and sees what it left (as two sales do).
 */
import type { BidFill, ExchangeBid, FactoryState, GameEvent, MarketState, Prices } from '@forgeworks/engine';
import type { StoredResource } from '@forgeworks/engine';
import {
  bookAfterFills,
  inBand,
  lowestBetterBid,
  orderKeep,
  paysMoreThanMarket,
  priceBand,
  sellIntoBidsByStandingOrders,
  settleBidder,
} from '@forgeworks/engine';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import { num, rowsOf, storedResource } from '../../db/rows.js';
import { uuidArray } from '../../db/binary-arrays.js';
import { exchangeBids, factories } from '../../db/schema.js';
import { parseRecent } from '../../codecs/recent-ledger.js';
import { recordColumns, toRecord, writeFactory } from '../../factories/repository.js';
import type { LockedFactory } from '../../factories/record.js';
import { recordFairPlay } from '../fair-play-signals.js';
import { matchable } from '../orders.js';
import { bidOf, recordSells, tellBidder } from './rows.js';

/** A claimed factory as the batch holds it. */
export interface HeldFactory {
  id: string;
  state: FactoryState;
}

/** Where a claimed factory's tick starts from: its state after its trades into the bids, and their events. */
export interface TickStart {
  state: FactoryState;
  events: readonly GameEvent[];
}

/**
 * The resources with an open bid a standing order could sell into now (paying more than the market
 * after the fee, within the band): read once a tick, before its batches, so a tick with none costs
 * the batches nothing. A bid placed meanwhile waits for the next tick.
 */
export async function bidsWorthSelling(db: Pick<Db, 'execute'>, market: MarketState): Promise<Set<StoredResource>> {
  const best = rowsOf(
    z.object({ resource: storedResource, price: num }),
    await db.execute(sql`
      SELECT resource, max(unit_price) AS price FROM exchange_bids
      WHERE status = 'open' AND quantity_left > 0 GROUP BY resource`),
  );
  const worth = new Set<StoredResource>();
  for (const { resource, price } of best) {
    const sellPrice = market.resources[resource]?.sellPrice;
    if (sellPrice === undefined) continue;
    // The best bid may be above the band: any bid below it within the band may still pay more.
    const top = Math.min(price, priceBand(sellPrice).max);
    if (paysMoreThanMarket(top, sellPrice) && inBand(top, sellPrice)) worth.add(resource);
  }
  return worth;
}

/** Units the standing orders of `held` could sell of each resource in `worth`, beyond their keep. */
function surplus(held: readonly HeldFactory[], worth: ReadonlySet<StoredResource>) {
  const units = new Map<StoredResource, number>();
  const sellers: HeldFactory[] = [];
  for (const f of held) {
    let sells = false;
    for (const order of f.state.standingOrders) {
      if (!worth.has(order.resource)) continue;
      const quantity = Math.floor(f.state.inventory[order.resource] - orderKeep(f.state, order));
      if (quantity <= 0) continue;
      units.set(order.resource, (units.get(order.resource) ?? 0) + quantity);
      sells = true;
    }
    if (sells) sellers.push(f);
  }
  return { units, sellers };
}

/** The most bids one statement locks; each next one (after them) locks up to twice as many. */
const FIRST_STATEMENT_BIDS = 32;

/**
 * Locks, SKIP LOCKED, the open bids of `resource` a standing order could fill, in book order, a
 * statement at a time, until they want `units` or the book runs out.
 */
async function lockBidsForOrders(tx: Tx, resource: StoredResource, sellPrice: number, units: number) {
  const price = { min: lowestBetterBid(sellPrice), max: priceBand(sellPrice).max };
  const held: (typeof exchangeBids.$inferSelect)[] = [];
  let wanted = 0;
  for (let most = FIRST_STATEMENT_BIDS; ; most *= 2) {
    const last = held.at(-1);
    const rows = await tx
      .select()
      .from(exchangeBids)
      .where(
        and(
          matchable(exchangeBids, resource, price),
          last
            ? sql`(${exchangeBids.unitPrice} < ${last.unitPrice} OR (${exchangeBids.unitPrice} = ${last.unitPrice}
                AND (${exchangeBids.createdTick}, ${exchangeBids.id}) > (${last.createdTick}, ${last.id}::uuid)))`
            : undefined,
        ),
      )
      .orderBy(desc(exchangeBids.unitPrice), asc(exchangeBids.createdTick), asc(exchangeBids.id))
      .limit(most)
      .for('update', { skipLocked: true });
    held.push(...rows);
    wanted += rows.reduce((n, r) => n + r.quantityLeft, 0);
    if (wanted >= units || rows.length < most) return held;
  }
}

/** The factories fair play has marked among `ids`: each in a pair the report calls one-way. */
async function markedAmong(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = rowsOf(
    z.object({ id: z.string() }),
    await tx.execute(sql`
      SELECT giver_factory_id AS id FROM fair_play_flows WHERE one_way AND giver_factory_id = ANY(${uuidArray(ids)}::uuid[])
      UNION SELECT receiver_factory_id FROM fair_play_flows WHERE one_way AND receiver_factory_id = ANY(${uuidArray(ids)}::uuid[])`),
  );
  return new Set(rows.map((r) => r.id));
}

/** Locks the factories of `ids` that no one else holds now, in id order, passing over the rest. */
async function lockFree(tx: Tx, ids: readonly string[]): Promise<LockedFactory[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ ...recordColumns, recentLedger: factories.recentLedger })
    .from(factories)
    .where(inArray(factories.id, [...ids]))
    .orderBy(asc(factories.id))
    .for('update', { skipLocked: true });
  return rows.map((row) => ({ ...toRecord(row), recent: parseRecent(row.recentLedger) }));
}

type Fill = BidFill & { quantityLeft: number };

/**
 * The batch's standing orders into the bids, in the batch's transaction (see the file's comment).
 * Answers where each of `held` that traded starts its tick; the bidders outside the batch are
 * written here, as a player's sale would write them.
 */
export async function standingOrdersIntoBids(
  tx: Tx,
  held: readonly HeldFactory[],
  ctx: { tick: number; now: number; market: MarketState; prices: Prices; worth: ReadonlySet<StoredResource> },
): Promise<Map<string, TickStart>> {
  const starts = new Map<string, TickStart>();
  const { units, sellers } = surplus(held, ctx.worth);
  if (sellers.length === 0) return starts;
  let book: ExchangeBid[] = [];
  for (const [resource, wanted] of units)
    book.push(...(await lockBidsForOrders(tx, resource, ctx.market.resources[resource].sellPrice, wanted)).map(bidOf));
  if (book.length === 0) return starts;
  const inBatch = new Map(held.map((f) => [f.id, f]));
  const outside = await lockFree(
    tx,
    [...new Set(book.map((b) => b.bidderId))].filter((id) => !inBatch.has(id)),
  );
  const reachable = new Set([...inBatch.keys(), ...outside.map((f) => f.id)]);
  book = book.filter((b) => reachable.has(b.bidderId));
  const passOver = await markedAmong(tx, [...new Set([...sellers.map((f) => f.id), ...book.map((b) => b.bidderId)])]);
  const left = new Map(book.map((b) => [b.id, b.quantity]));
  const trade = (id: string) => starts.get(id) ?? { state: inBatch.get(id)!.state, events: [] };

  // Sellers in id order (the batch's), each taking the best of what the ones before it left.
  const sales: { sellerId: string; resource: StoredResource; fills: Fill[] }[] = [];
  for (const seller of sellers) {
    const from = trade(seller.id);
    const done = sellIntoBidsByStandingOrders(from.state, seller.id, book, { ...ctx, passOver });
    if (done.sales.length === 0) continue;
    starts.set(seller.id, { state: done.state, events: [...from.events, ...done.events] });
    for (const sale of done.sales) {
      book = bookAfterFills(book, sale.fills);
      const fills = sale.fills.map((f) => {
        left.set(f.bidId, left.get(f.bidId)! - f.quantity);
        return { ...f, quantityLeft: left.get(f.bidId)! };
      });
      sales.push({ sellerId: seller.id, resource: sale.resource, fills });
    }
  }
  if (sales.length === 0) return starts;

  // The bidders' side: the units arrive, paid from what their bids hold; each is told.
  const all = sales.flatMap((s) => s.fills.map((f) => ({ ...f, resource: s.resource })));
  const bidders = [...new Set(all.map((f) => f.bidderId))];
  const users = new Map(
    rowsOf(
      z.object({ id: z.string(), user_id: z.string() }),
      await tx.execute(sql`SELECT id, user_id FROM factories WHERE id = ANY(${uuidArray(bidders)}::uuid[])`),
    ).map((r) => [r.id, r.user_id]),
  );
  for (const bidderId of bidders) {
    const record = outside.find((f) => f.id === bidderId);
    let current = record ? { state: record.state, events: [] as readonly GameEvent[] } : trade(bidderId);
    const theirs = all.filter((f) => f.bidderId === bidderId);
    for (const resource of new Set(theirs.map((f) => f.resource))) {
      const fills = theirs.filter((f) => f.resource === resource);
      const got = settleBidder(current.state, resource, fills, { now: ctx.now });
      if (!got.ok) throw new Error(`a bidder's side of a standing order's sale was refused: ${got.error.message}`);
      current = { state: got.state, events: [...current.events, ...got.events] };
      await tellBidder(tx, { id: bidderId, userId: users.get(bidderId)!, state: current.state }, resource, fills);
    }
    if (record) await writeFactory(tx, record, current.state, current.events, ctx.prices);
    else starts.set(bidderId, current);
  }

  // Each resource's sales written at once (recordSells), and told to fair play at once.
  for (const resource of new Set(sales.map((s) => s.resource))) {
    const marketPrice = ctx.market.resources[resource].sellPrice;
    const ofResource = sales.filter((s) => s.resource === resource);
    await recordSells(tx, { resource, tick: ctx.tick, marketPrice, sales: ofResource });
    const trades = ofResource.flatMap((s) => s.fills.map((f) => ({ ...f, buyerId: f.bidderId, sellerId: s.sellerId })));
    await recordFairPlay(tx, { trades, marketPrice, tick: ctx.tick });
  }
  return starts;
}
