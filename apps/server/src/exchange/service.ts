import type { ExchangeBuyResult, OfferFilledEvent } from '@forgeworks/contract';
import type { ExchangeOffer, StoredResource } from '@forgeworks/engine';
import {
  concessionsLeft,
  fillTotals,
  listOffer,
  matchBuy,
  sellerConcession,
  settleBuyer,
  settleSeller,
  toDollars,
  usd,
} from '@forgeworks/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { exchangeBuys, exchangeOffers, factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { recordOwnEvents } from '../events/own-events.js';
import { buyKeysSince } from '../history/retention.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord } from '../factories/record.js';
import { recordFairPlay } from './fair-play-signals.js';
import type { MarketCache } from '../market/state.js';
import { factoryIdOf as ownFactoryId, isUuid, lockOwnFactory, marketPriceOf, refused, stillOpen } from './common.js';
import { openOrdersOf } from './orders.js';
import { lockFactories } from '../factories/repository.js';
import { inTransaction, writeKept } from '../factories/transaction.js';
import { close, closeEach, recordBuy } from './rows.js';
import { lockOffersToTake } from './offer-locks.js';
import { exchangeViews, presentOffer } from './views.js';

/** Thrown inside a buy's transaction to roll it back: its idempotency key already holds an answer. */
class AlreadyBought extends Error {}

export interface ExchangeDeps {
  db: Db;
  cache: FactoryCache;
  market: MarketCache;
}

/** The player exchange (docs/adr/0007): offers, buys, cancels and expiries, each one transaction. */
export function exchangeService({ db, cache, market }: ExchangeDeps) {
  const transact = <T>(work: (tx: Tx, written: FactoryRecord[]) => Promise<T>) => inTransaction(db, cache, work);

  const factoryIdOf = (userId: string) => ownFactoryId(db, userId);

  async function list(userId: string, input: { resourceType: StoredResource; quantity: number; unitPrice: number }) {
    const prices = await market.prices();
    const now = Date.now();
    return transact(async (tx, written) => {
      const seller = await lockOwnFactory(tx, userId);
      const marketPrice = await marketPriceOf(tx, input.resourceType);
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(exchangeOffers)
        .where(openOrdersOf(exchangeOffers, seller.id));
      const result = listOffer(
        seller.state,
        { resource: input.resourceType, quantity: input.quantity, unitPrice: usd(input.unitPrice) },
        { now, openOffers: Number(open?.n ?? 0), marketPrice },
      );
      if (!result.ok) refused(result);
      await writeKept(tx, written, seller, result, prices);
      const [row] = await tx
        .insert(exchangeOffers)
        .values({
          factoryId: seller.id,
          resource: input.resourceType,
          unitPrice: usd(input.unitPrice),
          quantity: input.quantity,
          quantityLeft: input.quantity,
          createdTick: seller.state.tick,
          unitConcession: sellerConcession(usd(input.unitPrice), marketPrice),
        })
        .returning();
      return { offer: presentOffer(row!), message: result.message };
    });
  }

  async function cancel(userId: string, offerId: string) {
    const prices = await market.prices();
    const factoryId = await factoryIdOf(userId);
    if (!isUuid(offerId)) throw new HttpError(404, 'Offer not found');
    return transact(async (tx, written) => {
      const [mine] = await tx
        .select()
        .from(exchangeOffers)
        .where(and(eq(exchangeOffers.id, offerId), eq(exchangeOffers.factoryId, factoryId)))
        .for('update');
      const offer = stillOpen(mine, 'offer');
      const row = await close(tx, written, offer, 'cancelled', prices);
      return { offer: presentOffer(row), message: `Cancelled: ${offer.quantityLeft} returned to stock` };
    });
  }

  /**
   * Withdraws every open offer of a factory as its seller's cancel does, one offer a transaction:
   * what is left returns to stock (a suspension, moderation/actions.ts). Answers how many closed.
   */
  async function withdrawAll(factoryId: string): Promise<number> {
    const prices = await market.prices();
    const open = await db
      .select({ id: exchangeOffers.id })
      .from(exchangeOffers)
      .where(openOrdersOf(exchangeOffers, factoryId));
    return closeEach(db, cache, open, async (tx, written, id) => {
      const [offer] = await tx.select().from(exchangeOffers).where(eq(exchangeOffers.id, id)).for('update');
      if (offer?.status !== 'open') return false;
      await close(tx, written, offer, 'cancelled', prices);
      return true;
    });
  }

  /**
   * A buy, in one transaction holding its locks as briefly as it can: the market's price and a
   * stored answer are read before it. It locks only the offers it takes from (offer-locks.ts), matches
   * them as if the buyer's fair-play allowance had no end, locks the buyer's and those sellers'
   * factories in id order, and matches again with the locked buyer's allowance (a prefix of the first:
   * no seller outside the locks) and settles; offers, trades and the answer under the idempotency key
   * are one statement, which the buyer's lock makes exactly-once.
   */
  async function buy(
    userId: string,
    input: { resourceType: StoredResource; quantity: number; maxUnitPrice: number; idempotencyKey?: string },
  ): Promise<{ result: ExchangeBuyResult; message: string }> {
    const prices = await market.prices();
    const now = Date.now();
    const resource = input.resourceType;
    const key = input.idempotencyKey;
    /** The buyer's factory, and the answer its idempotency key holds while live: one query. */
    const stored = async () => {
      const [row] = await db
        .select({ id: factories.id, answer: exchangeBuys.answer })
        .from(factories)
        .leftJoin(
          exchangeBuys,
          key === undefined
            ? sql`false`
            : and(
                eq(exchangeBuys.factoryId, factories.id),
                eq(exchangeBuys.idempotencyKey, key),
                sql`${exchangeBuys.createdAt} > ${buyKeysSince()}`,
              ),
        )
        .where(eq(factories.userId, userId));
      if (!row) throw new HttpError(404, 'Factory not found');
      return { buyerId: row.id, answer: row.answer as { result: ExchangeBuyResult; message: string } | null };
    };
    // The price as of the last tick: a buy that a tick overtakes trades as if it had come a moment before.
    const [{ buyerId, answer: earlier }, marketPrice] = await Promise.all([stored(), marketPriceOf(db, resource)]);
    if (earlier) return earlier;
    const terms = { buyerId, resource, quantity: input.quantity, maxUnitPrice: usd(input.maxUnitPrice), marketPrice };
    const attempt = (waiting: boolean) =>
      transact(async (tx, written) => {
        const rows = await lockOffersToTake(tx, terms, waiting);
        if (rows === 'retry') return null;
        const offers: ExchangeOffer[] = rows.map((r) => ({
          id: r.id,
          sellerId: r.factoryId,
          resource,
          unitPrice: r.unitPrice,
          quantity: r.quantityLeft,
          createdTick: r.createdTick,
          unitConcession: r.unitConcession,
        }));
        const wanted = { resource, quantity: input.quantity, maxUnitPrice: terms.maxUnitPrice };
        const widest = matchBuy(offers, buyerId, wanted, { marketPrice, concessionsLeft: Number.MAX_SAFE_INTEGER });
        const ids = [...new Set([buyerId, ...widest.fills.map((f) => f.sellerId)])];
        const locked = await lockFactories(tx, inArray(factories.id, ids));
        const buyer = locked.find((f) => f.id === buyerId);
        if (!buyer) throw new HttpError(404, 'Factory not found');
        const match = matchBuy(offers, buyerId, wanted, { marketPrice, concessionsLeft: concessionsLeft(buyer.state) });
        const { fills } = match;
        const bought = settleBuyer(buyer.state, resource, match, { now });
        if (!bought.ok) refused(bought);
        await writeKept(tx, written, buyer, bought, prices);
        for (const seller of locked) {
          const theirs = fills.filter((f) => f.sellerId === seller.id);
          if (seller.id === buyerId || theirs.length === 0) continue;
          const paid = settleSeller(seller.state, resource, theirs, { now });
          if (!paid.ok) refused(paid);
          await writeKept(tx, written, seller, paid, prices);
        }
        const filled = fills.map((f) => ({
          ...f,
          quantityLeft: offers.find((o) => o.id === f.offerId)!.quantity - f.quantity,
        }));
        const totals = fillTotals(fills);
        const answer = {
          result: {
            resourceType: resource,
            fills: fills.map((f) => ({ quantity: f.quantity, unitPrice: toDollars(f.unitPrice) })),
            quantity: totals.quantity,
            cost: toDollars(totals.cost),
            averageUnitPrice: toDollars(Math.round(totals.cost / totals.quantity)),
          },
          message: bought.message,
        };
        const tick = buyer.state.tick;
        if (
          !(await recordBuy(tx, { buyerId, resource, tick, marketPrice, fills: filled, idempotencyKey: key, answer }))
        )
          throw new AlreadyBought();
        // Each seller hears of their fills once this commits, wherever their stream is open.
        for (const seller of locked) {
          const heard = filled
            .filter((f) => f.sellerId === seller.id)
            .map((f) => ({
              kind: 'offer-filled' as const,
              data: {
                offerId: f.offerId,
                resourceType: resource,
                quantity: f.quantity,
                unitPrice: f.unitPrice,
                proceeds: f.gross - f.fee,
                quantityLeft: f.quantityLeft,
              } satisfies Omit<OfferFilledEvent, 'tick'>,
            }));
          await recordOwnEvents(tx, { factoryId: seller.id, userId: seller.userId, tick: seller.state.tick }, heard);
        }
        await recordFairPlay(tx, { trades: fills.map((f) => ({ ...f, buyerId })), marketPrice, tick });
        return answer;
      });
    try {
      return (await attempt(false)) ?? (await attempt(true))!;
    } catch (error) {
      // A retry that waited on the first attempt's locks answers the first's answer, trading nothing
      // again, whether it got as far as the key or was refused meanwhile (the first took the cash or
      // the units). Its window closing in between spends the key: the buy is then a new one.
      if (!(error instanceof AlreadyBought || error instanceof HttpError)) throw error;
      const first = (await stored()).answer;
      if (first) return first;
      if (error instanceof AlreadyBought) return buy(userId, input);
      throw error;
    }
  }

  return { list, cancel, withdrawAll, buy, ...exchangeViews({ db, cache }) };
}

export type ExchangeService = ReturnType<typeof exchangeService>;
