import type { ExchangeSellResult } from '@forgeworks/contract';
import type { Cents, StoredResource } from '@forgeworks/engine';
import {
  fillTotals,
  buyerConcession,
  concessionsLeft,
  formatUsd,
  matchSell,
  placeBid,
  settleBidder,
  settleSellIntoBids,
  toDollars,
  usd,
} from '@forgeworks/engine';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { exchangeBids, exchangeSells, factories } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import type { FactoryRecord } from '../../factories/record.js';
import { findFactory, lockFactories } from '../../factories/repository.js';
import { inTransaction, writeKept } from '../../factories/transaction.js';
import {
  bookTerms,
  factoryIdOf as ownFactoryId,
  isUuid,
  lockOwnFactory,
  marketPriceOf,
  refused,
  stillOpen,
} from '../common.js';
import { openOrdersOf } from '../orders.js';
import { recordFairPlay } from '../fair-play-signals.js';
import type { ExchangeDeps } from '../service.js';
import { AlreadyTraded, factoryAndAnswer, tradeOnce } from '../trade-keys.js';
import {
  bidLevels,
  bidOf,
  closeBid,
  closeOpenBids,
  lockBidsToFill,
  presentBid,
  recordSell,
  tellBidder,
} from './rows.js';

type SellInput = {
  resourceType: StoredResource;
  quantity: number;
  minPrice?: number | undefined;
  idempotencyKey?: string | undefined;
};
type SellAnswer = { result: ExchangeSellResult; message: string };

/** Bids on the exchange (docs/adr/0014): placing, cancelling, selling into them, each one transaction. */
export function bidService({ db, cache, market }: ExchangeDeps) {
  const transact = <T>(work: (tx: Tx, written: FactoryRecord[]) => Promise<T>) => inTransaction(db, cache, work);

  const factoryIdOf = (userId: string) => ownFactoryId(db, userId);

  async function place(userId: string, input: { resourceType: StoredResource; quantity: number; unitPrice: number }) {
    const prices = await market.prices();
    const now = Date.now();
    return transact(async (tx, written) => {
      const bidder = await lockOwnFactory(tx, userId);
      const marketPrice = await marketPriceOf(tx, input.resourceType);
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(exchangeBids)
        .where(openOrdersOf(exchangeBids, bidder.id));
      const unitPrice = usd(input.unitPrice);
      const result = placeBid(
        bidder.state,
        { resource: input.resourceType, quantity: input.quantity, unitPrice },
        { now, openBids: Number(open?.n ?? 0), marketPrice },
      );
      if (!result.ok) refused(result);
      await writeKept(tx, written, bidder, result, prices);
      const [row] = await tx
        .insert(exchangeBids)
        .values({
          factoryId: bidder.id,
          resource: input.resourceType,
          unitPrice,
          quantity: input.quantity,
          quantityLeft: input.quantity,
          createdTick: bidder.state.tick,
          unitConcession: buyerConcession(unitPrice, marketPrice),
        })
        .returning();
      return { bid: presentBid(row!), message: result.message };
    });
  }

  async function cancel(userId: string, bidId: string) {
    const prices = await market.prices();
    const factoryId = await factoryIdOf(userId);
    if (!isUuid(bidId)) throw new HttpError(404, 'Bid not found');
    return transact(async (tx, written) => {
      const [mine] = await tx
        .select()
        .from(exchangeBids)
        .where(and(eq(exchangeBids.id, bidId), eq(exchangeBids.factoryId, factoryId)))
        .for('update');
      const bid = stillOpen(mine, 'bid');
      const { row } = await closeBid(tx, written, bid, 'cancelled', prices);
      const back = formatUsd(bid.quantityLeft * bid.unitPrice);
      return { bid: presentBid(row), message: `Cancelled: ${back} returned to your cash` };
    });
  }

  /** Withdraws every open bid of a factory as its bidder's cancel does, one a transaction (a suspension). */
  async function withdrawAll(factoryId: string): Promise<number> {
    const open = await db
      .select({ id: exchangeBids.id })
      .from(exchangeBids)
      .where(openOrdersOf(exchangeBids, factoryId));
    return closeOpenBids(db, open, 'cancelled', await market.prices(), cache);
  }

  /**
   * A sale into the bids, in one transaction: it locks the bids it fills in book order (rows.ts),
   * matches them as if the seller's allowance had no end, locks the seller's and those bidders'
   * factories in id order, matches again with the locked seller's allowance (a prefix of the first)
   * and settles; bids, trades, each bidder's notice and the answer under the idempotency key are
   * written before it commits, and the seller's lock makes the key exactly-once (trade-keys.ts).
   */
  async function sell(userId: string, input: SellInput): Promise<SellAnswer> {
    const key = input.idempotencyKey;
    const stored = () => factoryAndAnswer<SellAnswer>(db, exchangeSells, userId, key);
    const [{ factoryId: sellerId, answer: earlier }, marketPrice] = await Promise.all([
      stored(),
      marketPriceOf(db, input.resourceType),
    ]);
    if (earlier) return earlier;
    return tradeOnce(
      stored,
      () => sellOnce(sellerId, marketPrice, input),
      () => sell(userId, input),
    );
  }

  async function sellOnce(sellerId: string, marketPrice: Cents, input: SellInput): Promise<SellAnswer> {
    const prices = await market.prices();
    const now = Date.now();
    const resource = input.resourceType;
    const minUnitPrice = input.minPrice === undefined ? 1 : usd(input.minPrice);
    const wanted = { resource, quantity: input.quantity, minUnitPrice };
    return transact(async (tx, written) => {
      const rows = await lockBidsToFill(tx, { ...wanted, sellerId, marketPrice });
      const bids = rows.map(bidOf);
      const widest = matchSell(bids, sellerId, wanted, { marketPrice, concessionsLeft: Number.MAX_SAFE_INTEGER });
      const ids = [...new Set([sellerId, ...widest.fills.map((f) => f.bidderId)])];
      const locked = await lockFactories(tx, inArray(factories.id, ids));
      const seller = locked.find((f) => f.id === sellerId);
      if (!seller) throw new HttpError(404, 'Factory not found');
      const match = matchSell(bids, sellerId, wanted, { marketPrice, concessionsLeft: concessionsLeft(seller.state) });
      const sold = settleSellIntoBids(seller.state, resource, match, { now });
      if (!sold.ok) refused(sold);
      await writeKept(tx, written, seller, sold, prices);
      const filled = match.fills.map((f) => ({
        ...f,
        quantityLeft: bids.find((b) => b.id === f.bidId)!.quantity - f.quantity,
      }));
      const tick = seller.state.tick;
      for (const bidder of locked) {
        const theirs = filled.filter((f) => f.bidderId === bidder.id);
        if (bidder.id === sellerId || theirs.length === 0) continue;
        const got = settleBidder(bidder.state, resource, theirs, { now });
        if (!got.ok) refused(got);
        await writeKept(tx, written, bidder, got, prices);
        await tellBidder(tx, bidder, resource, theirs);
      }
      const totals = fillTotals(match.fills);
      const answer: SellAnswer = {
        result: {
          resourceType: resource,
          fills: match.fills.map((f) => ({ quantity: f.quantity, unitPrice: toDollars(f.unitPrice) })),
          quantity: totals.quantity,
          gross: toDollars(totals.cost),
          fees: toDollars(totals.fees),
          proceeds: toDollars(totals.cost - totals.fees),
          averageUnitPrice: toDollars(Math.round(totals.cost / totals.quantity)),
        },
        message: sold.message,
      };
      const sale = {
        sellerId,
        resource,
        tick,
        marketPrice,
        fills: filled,
        idempotencyKey: input.idempotencyKey,
        answer,
      };
      if (!(await recordSell(tx, sale))) throw new AlreadyTraded();
      const trades = match.fills.map((f) => ({ ...f, buyerId: f.bidderId, sellerId }));
      await recordFairPlay(tx, { trades, marketPrice, tick });
      return answer;
    });
  }

  async function book(userId: string, resource: StoredResource) {
    const [levels, price, factory] = await Promise.all([
      bidLevels(db, resource),
      marketPriceOf(db, resource),
      findFactory(db, userId, cache),
    ]);
    return {
      resourceType: resource,
      levels: levels.map((l) => ({
        unitPrice: toDollars(l.unitPrice),
        quantity: Number(l.quantity),
        bids: Number(l.bids),
      })),
      ...bookTerms(price, factory),
    };
  }

  async function myBids(userId: string) {
    const factoryId = await factoryIdOf(userId);
    const rows = await db
      .select()
      .from(exchangeBids)
      .where(eq(exchangeBids.factoryId, factoryId))
      .orderBy(desc(exchangeBids.createdAt), desc(exchangeBids.id))
      .limit(100);
    return rows.map(presentBid);
  }

  return { place, cancel, withdrawAll, sell, book, myBids };
}

export type BidService = ReturnType<typeof bidService>;
