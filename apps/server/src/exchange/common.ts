import type { ActionResult, Cents, FactoryState, StoredResource } from '@forgeworks/engine';
import { concessionsLeft, EXCHANGE, priceBand, toDollars } from '@forgeworks/engine';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { LockedFactory } from '../factories/record.js';
import { lockFactories } from '../factories/repository.js';
import { currentMarket } from '../market/state.js';

/** The engine's refusal codes as statuses, as the factory service answers them (the rest are 409). */
const STATUS: Record<string, number> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

/** The market's price of `resource` as of the last tick, read in the transaction that trades at it. */
export const marketPriceOf = async (tx: Tx | Db, resource: StoredResource) =>
  (await currentMarket(tx)).resources[resource].sellPrice;

/** Throws the engine's refusal as the API answers it. */
export function refused(result: ActionResult): never {
  if (result.ok) throw new Error('not a refusal');
  throw new HttpError(STATUS[result.error.code] ?? 409, result.error.message);
}

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The id of a player's factory, or a 404. */
export async function factoryIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: factories.id }).from(factories).where(eq(factories.userId, userId));
  if (!row) throw new HttpError(404, 'Factory not found');
  return row.id;
}

/** A player's factory held FOR UPDATE, or a 404. */
export async function lockOwnFactory(tx: Tx, userId: string): Promise<LockedFactory> {
  const [factory] = await lockFactories(tx, eq(factories.userId, userId));
  if (!factory) throw new HttpError(404, 'Factory not found');
  return factory;
}

/** An order its owner asked to close, when it still is open: a 404 when none, a 409 when it has ended. */
export function stillOpen<R extends { status: string }>(order: R | undefined, noun: 'offer' | 'bid'): R {
  if (!order) throw new HttpError(404, `${noun === 'offer' ? 'Offer' : 'Bid'} not found`);
  if (order.status !== 'open') throw new HttpError(409, `This ${noun} is already ${order.status}`);
  return order;
}

/** What either side's book shows besides its levels: the market's price, the fee, the band, the allowance. */
export function bookTerms(price: Cents, factory: { state: FactoryState } | null | undefined) {
  if (!factory) throw new HttpError(404, 'Factory not found');
  const band = priceBand(price);
  return {
    marketPrice: toDollars(price),
    feeRate: EXCHANGE.FEE_RATE,
    priceRange: { min: toDollars(band.min), max: toDollars(band.max) },
    concessionsLeft: toDollars(concessionsLeft(factory.state)),
  };
}
