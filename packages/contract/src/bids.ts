/** Bids (buy orders) on the player exchange (issue 48; docs/adr/0014): money in dollars, as offers. */
import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';
import { IdempotencyKey, Quantity, UnitPrice } from './exchange.js';

export const BidStatus = z.enum(['open', 'filled', 'cancelled', 'lapsed']);
export const ExchangeBid = z.object({
  id: z.string(),
  resourceType: StoredResourceType,
  unitPrice: Money,
  quantity: z.number().int(),
  /** Units still wanted: `quantityLeft × unitPrice` of the bidder's cash is held while open. */
  quantityLeft: z.number().int(),
  status: BidStatus,
  createdTick: z.number().int(),
  /** The tick that lapses it, if still open by then, returning the cash it holds. */
  lapsesAtTick: z.number().int(),
});
export type ExchangeBid = z.infer<typeof ExchangeBid>;

export const PlaceBidBody = z.object({ resourceType: StoredResourceType, quantity: Quantity, unitPrice: UnitPrice });
export type PlaceBidBody = z.infer<typeof PlaceBidBody>;
export const BidResponse = success(z.object({ bid: ExchangeBid }));
export const BidIdParams = z.object({ id: z.string().min(1).max(64) });
export const MyBidsResponse = success(z.array(ExchangeBid));

export const BidsQuery = z.object({ resourceType: StoredResourceType });
export const BidsResponse = success(
  z.object({
    resourceType: StoredResourceType,
    /** Price levels of the open bids, highest (best for a seller) first; bidders are not shown, as sellers are not. */
    levels: z.array(z.object({ unitPrice: Money, quantity: z.number().int(), bids: z.number().int() })),
    marketPrice: Money,
    /** The share of a trade's value kept from the seller. */
    feeRate: z.number(),
    /** The unit prices a bid may be placed and filled at now: the band around the market's price. */
    priceRange: z.object({ min: Money, max: Money }),
    /** What the player's factory may still hand other players by trading away from the market's price. */
    concessionsLeft: Money,
  }),
);

export const ExchangeSellBody = z.object({
  resourceType: StoredResourceType,
  quantity: Quantity,
  /** The lowest unit price to sell at; none: any bid in the price band. */
  minPrice: UnitPrice.optional(),
  /** The same key again answers the first sale and sells nothing more. */
  idempotencyKey: IdempotencyKey.optional(),
});
export type ExchangeSellBody = z.infer<typeof ExchangeSellBody>;
export const ExchangeSellResult = z.object({
  resourceType: StoredResourceType,
  /** Each bid's part, in the order filled (highest first). */
  fills: z.array(z.object({ quantity: z.number().int(), unitPrice: Money })),
  quantity: z.number().int(),
  /** What the bidders paid, before the fee. */
  gross: Money,
  /** The exchange's fee, kept from the seller. */
  fees: Money,
  /** What the seller received: gross less fees. */
  proceeds: Money,
  averageUnitPrice: Money,
});
export type ExchangeSellResult = z.infer<typeof ExchangeSellResult>;
export const ExchangeSellResponse = success(ExchangeSellResult);
