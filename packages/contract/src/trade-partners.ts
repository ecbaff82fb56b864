import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

/** How many game hours back Trade Partners looks: at most a game day, so the read stays small. */
export const TradePartnersQuery = z.object({ hours: z.coerce.number().int().min(1).max(24).default(24) });
export type TradePartnersQuery = z.infer<typeof TradePartnersQuery>;

/** Units and their value (dollars) moved one way. */
const Flow = z.object({ units: z.number(), value: Money });

/** Another player's factory this one traded with, by its name; value in dollars, as the factory paid or was paid. */
export const TradePartner = z.object({ factoryName: z.string(), units: z.number().int(), value: Money });
export type TradePartner = z.infer<typeof TradePartner>;

/**
 * One good's trade over the window: with other players (exchange buys and sales into bids, contract
 * deliveries) and with the market (the rest of what the factory's ledger bought and sold).
 */
export const GoodTrade = z.object({
  resourceType: StoredResourceType,
  boughtFromPlayers: Flow,
  soldToPlayers: Flow,
  boughtFromMarket: Flow,
  soldToMarket: Flow,
  /** The players it bought the most from, most value first (at most three). */
  sellers: z.array(TradePartner),
  /** The players it sold the most to, most value first (at most three). */
  buyers: z.array(TradePartner),
});
export type GoodTrade = z.infer<typeof GoodTrade>;

export const TradePartners = z.object({
  hours: z.number().int(),
  /** Ticks after `fromTick` up to `toTick` are counted. */
  fromTick: z.number().int(),
  toTick: z.number().int(),
  /** Only goods that moved, in the market's order. */
  goods: z.array(GoodTrade),
});
export type TradePartners = z.infer<typeof TradePartners>;
export const TradePartnersResponse = success(TradePartners);
