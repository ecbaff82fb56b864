import { isWholeCents } from '@forgeworks/engine';
import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

/** A unit price in dollars: above 0, whole cents (the upper bound is the engine's, per resource). */
export const UnitPrice = z.number().positive('must be greater than 0').refine(isWholeCents, 'must be whole cents');
export const Quantity = z.number().int('must be a whole number').positive('must be greater than 0');

export const ExchangeBookQuery = z.object({ resourceType: StoredResourceType });
export const ExchangeBookResponse = success(
  z.object({
    resourceType: StoredResourceType,
    /** Price levels, cheapest (best for a buyer) first. */
    levels: z.array(z.object({ unitPrice: Money, quantity: z.number().int(), offers: z.number().int() })),
    /** What the market pays now and what it sells at: an offer pays when it sits between them. */
    marketPrice: Money,
    marketAsk: Money,
    /** The share of a trade's value kept from the seller. */
    feeRate: z.number(),
    /** The unit prices an offer may be listed and filled at now: a band around the market's price. */
    priceRange: z.object({ min: Money, max: Money }),
    /**
     * What the player's factory may still hand other players by trading away from the market's price
     * (buying above it, or listing below it); it grows as the factory produces.
     */
    concessionsLeft: Money,
  }),
);

export const OfferStatus = z.enum(['open', 'filled', 'cancelled', 'expired']);
export const ExchangeOffer = z.object({
  id: z.string(),
  resourceType: StoredResourceType,
  unitPrice: Money,
  quantity: z.number().int(),
  quantityLeft: z.number().int(),
  status: OfferStatus,
  createdTick: z.number().int(),
  /** The tick that returns what is left, if still open by then. */
  expiresAtTick: z.number().int(),
});
export type ExchangeOffer = z.infer<typeof ExchangeOffer>;

export const ListOfferBody = z.object({ resourceType: StoredResourceType, quantity: Quantity, unitPrice: UnitPrice });
export const OfferResponse = success(ExchangeOffer);
export const OfferIdParams = z.object({ id: z.string().min(1).max(64) });

/** A trade's idempotency key: the same key again, from the same factory, answers the first and trades nothing more. */
export const IdempotencyKey = z.string().min(1).max(100);

export const ExchangeBuyBody = z.object({
  resourceType: StoredResourceType,
  quantity: Quantity,
  maxUnitPrice: UnitPrice,
  /** The same key again answers the first buy and trades nothing more. */
  idempotencyKey: IdempotencyKey.optional(),
});
export const ExchangeBuyResult = z.object({
  resourceType: StoredResourceType,
  /** Each offer's part, in the order filled. */
  fills: z.array(z.object({ quantity: z.number().int(), unitPrice: Money })),
  quantity: z.number().int(),
  cost: Money,
  averageUnitPrice: Money,
});
export const ExchangeBuyResponse = success(ExchangeBuyResult);
export type ExchangeBuyResult = z.infer<typeof ExchangeBuyResult>;

export const MyOffersResponse = success(z.array(ExchangeOffer));
export const ExchangeTrade = z.object({
  id: z.number().int(),
  side: z.enum(['buy', 'sell']),
  resourceType: StoredResourceType,
  quantity: z.number().int(),
  unitPrice: Money,
  /** Kept from the seller (shown on both sides). */
  fee: Money,
  tick: z.number().int(),
});
export const MyTradesResponse = success(z.array(ExchangeTrade));

export type ListOfferBody = z.infer<typeof ListOfferBody>;
export type ExchangeBuyBody = z.infer<typeof ExchangeBuyBody>;
