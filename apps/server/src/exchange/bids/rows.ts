import type { BidFilledEvent, ExchangeBid as BidView } from '@forgeworks/contract';
import type { BidFill, Cents, ExchangeBid, Prices, StoredResource } from '@forgeworks/engine';
import { bidLapsesAt, EXCHANGE, priceBand, returnBidEscrow } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { exchangeBids, exchangeSells, factories } from '../../db/schema.js';
import type { FactoryCache } from '../../factories/cache.js';
import type { FactoryRecord } from '../../factories/record.js';
import { recordOwnEvents } from '../../events/own-events.js';
import type { TradeTerms } from '../orders.js';
import { matchable, orderView } from '../orders.js';
import { closeEach, endedOrders, recordTrade } from '../rows.js';
import { lockFactories } from '../../factories/repository.js';
import { writeKept } from '../../factories/transaction.js';

export type BidRow = typeof exchangeBids.$inferSelect;

export const presentBid = (row: BidRow): BidView => ({
  ...orderView(row),
  status: row.status as BidView['status'],
  lapsesAtTick: bidLapsesAt(row.createdTick),
});

export const bidOf = (row: BidRow): ExchangeBid => ({
  id: row.id,
  bidderId: row.factoryId,
  resource: row.resource as StoredResource,
  unitPrice: row.unitPrice,
  quantity: row.quantityLeft,
  createdTick: row.createdTick,
  unitConcession: row.unitConcession,
});

/**
 * Ends an open bid and returns the cash it still holds to its bidder: the bid row is locked first,
 * then the bidder's factory (the order a sale takes them in), so a sale that filled units first has
 * already lowered what is left, and only that comes back.
 */
export async function closeBid(
  tx: Tx,
  written: FactoryRecord[],
  bid: BidRow,
  status: 'cancelled' | 'lapsed',
  prices: Prices,
): Promise<{ row: BidRow; bidder: FactoryRecord }> {
  const [bidder] = await lockFactories(tx, eq(factories.id, bid.factoryId));
  if (!bidder) throw new Error("the bid's factory is gone");
  const back = returnBidEscrow(bidder.state, bidOf(bid));
  const record = await writeKept(tx, written, bidder, back, prices);
  const [row] = await tx.update(exchangeBids).set({ status }).where(eq(exchangeBids.id, bid.id)).returning();
  return { row: row!, bidder: record };
}

/**
 * Closes each of the bids still open, one a transaction (the bid, then its bidder, as a cancel), and
 * runs `then` in it, after; answers how many closed.
 */
export async function closeOpenBids(
  db: Db,
  bids: readonly { id: string }[],
  status: 'cancelled' | 'lapsed',
  prices: Prices,
  cache?: FactoryCache,
  then?: (tx: Tx, bid: BidRow, bidder: FactoryRecord) => Promise<void>,
): Promise<number> {
  return closeEach(db, cache, bids, async (tx, written, id) => {
    const [bid] = await tx.select().from(exchangeBids).where(eq(exchangeBids.id, id)).for('update');
    if (bid?.status !== 'open') return false;
    const { bidder } = await closeBid(tx, written, bid, status, prices);
    await then?.(tx, bid, bidder);
    return true;
  });
}

/**
 * Returns the cash of every bid whose life is over at `tick` to its bidder, one bid a transaction,
 * and tells the bidder. The tick runs it.
 */
export async function lapseBids(db: Db, tick: number, prices: Prices, cache?: FactoryCache): Promise<number> {
  const due = await endedOrders(db, exchangeBids, tick, EXCHANGE.BID_LIFE_TICKS);
  return closeOpenBids(db, due, 'lapsed', prices, cache, async (tx, bid, bidder) => {
    const data = {
      bidId: bid.id,
      resourceType: bid.resource,
      quantityLeft: bid.quantityLeft,
      returned: bid.quantityLeft * bid.unitPrice,
    };
    await recordOwnEvents(tx, { factoryId: bid.factoryId, userId: bidder.userId, tick }, [
      { kind: 'bid-lapsed', data },
    ]);
  });
}

/** Tells a bidder of its bids a sale filled, once the sale commits, wherever its stream is open. */
export async function tellBidder(
  tx: Tx,
  bidder: Pick<FactoryRecord, 'id' | 'userId' | 'state'>,
  resource: StoredResource,
  fills: readonly (BidFill & { quantityLeft: number })[],
): Promise<void> {
  const heard = fills.map((f) => ({
    kind: 'bid-filled' as const,
    data: {
      bidId: f.bidId,
      resourceType: resource,
      quantity: f.quantity,
      unitPrice: f.unitPrice,
      cost: f.gross,
      quantityLeft: f.quantityLeft,
    } satisfies Omit<BidFilledEvent, 'tick'>,
  }));
  await recordOwnEvents(tx, { factoryId: bidder.id, userId: bidder.userId, tick: bidder.state.tick }, heard);
}

/** What a sale may fill. */
export interface SellTerms extends TradeTerms {
  sellerId: string;
  minUnitPrice: Cents;
}

/** The bids `matchSell` would fill: open, in the band, at least the seller's floor, not the seller's own. */
function fillable(terms: SellTerms): SQL {
  const band = priceBand(terms.marketPrice);
  const price = { min: Math.max(terms.minUnitPrice, band.min), max: band.max };
  return matchable(exchangeBids, terms.resource, price, terms.sellerId);
}

/** After `last` in the bids' book order (engine's `compareBids`: price down, then tick placed, then id). */
const after = (last: BidRow) =>
  sql`(${exchangeBids.unitPrice} < ${last.unitPrice} OR (${exchangeBids.unitPrice} = ${last.unitPrice}
    AND (${exchangeBids.createdTick}, ${exchangeBids.id}) > (${last.createdTick}, ${last.id}::uuid)))`;

/** The most bids a sale's first statement locks; each next one (after them) locks up to twice as many. */
const FIRST_STATEMENT_BIDS = 16;

/**
 * Locks the bids a sale fills, in book order, a statement at a time, waiting for each, until they
 * want the units offered or the book runs out. Every sale locks bids in this one order before any
 * factory (a cancel and a lapse lock one bid, then its bidder), so sales racing into one bid wait
 * for it rather than deadlock, and the one behind sees what the first left (EvalPlanQual rechecks
 * a changed row against the conditions: a bid filled or cancelled meanwhile is passed over).
 */
export async function lockBidsToFill(tx: Tx, terms: SellTerms): Promise<BidRow[]> {
  const held: BidRow[] = [];
  let units = 0;
  for (let most = FIRST_STATEMENT_BIDS; ; most *= 2) {
    const last = held.at(-1);
    const limit = Math.min(terms.quantity - units, most);
    const rows = await tx
      .select()
      .from(exchangeBids)
      .where(and(fillable(terms), last ? after(last) : undefined))
      .orderBy(desc(exchangeBids.unitPrice), asc(exchangeBids.createdTick), asc(exchangeBids.id))
      .limit(limit)
      .for('update');
    held.push(...rows);
    units += rows.reduce((sum, r) => sum + r.quantityLeft, 0);
    if (units >= terms.quantity || rows.length < limit) return held;
  }
}

type SaleFill = BidFill & { quantityLeft: number };
const BIDS_BOOK = { orders: exchangeBids, tradeColumn: 'bid_id', keys: exchangeSells } as const;
const fillsOf = (sellerId: string, fills: readonly SaleFill[]) =>
  fills.map((f) => ({ ...f, orderId: f.bidId, buyerId: f.bidderId, sellerId }));

/** A sale's rows (`recordTrade`): the bids it filled, each from the seller to its bidder. */
export const recordSell = (
  tx: Tx,
  sale: {
    sellerId: string;
    resource: StoredResource;
    tick: number;
    marketPrice: Cents;
    fills: readonly SaleFill[];
    idempotencyKey?: string | undefined;
    answer?: unknown;
  },
) => recordTrade(tx, BIDS_BOOK, { ...sale, traderId: sale.sellerId, fills: fillsOf(sale.sellerId, sale.fills) });

/**
 * Many sellers' sales of one resource into the bids (a batch's standing orders at a tick) in one
 * statement: written a statement a sale, they cost a tick with bids open fifty times a tick without
 * on PGlite (bench:tick --bids).
 */
export const recordSells = (
  tx: Tx,
  trade: {
    resource: StoredResource;
    tick: number;
    marketPrice: Cents;
    sales: readonly { sellerId: string; fills: readonly SaleFill[] }[];
  },
) =>
  recordTrade(tx, BIDS_BOOK, {
    ...trade,
    traderId: trade.sales[0]!.sellerId,
    fills: trade.sales.flatMap((sale) => fillsOf(sale.sellerId, sale.fills)),
  });

/** The open bids of `resource` as price levels, highest first. */
export async function bidLevels(db: Pick<Db, 'select'>, resource: StoredResource) {
  return db
    .select({
      unitPrice: exchangeBids.unitPrice,
      quantity: sql<number>`sum(${exchangeBids.quantityLeft})::int`,
      bids: sql<number>`count(*)::int`,
    })
    .from(exchangeBids)
    .where(and(eq(exchangeBids.resource, resource), eq(exchangeBids.status, 'open')))
    .groupBy(exchangeBids.unitPrice)
    .orderBy(desc(exchangeBids.unitPrice));
}
