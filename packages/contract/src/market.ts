import { z } from 'zod';
import { success } from './envelope.js';
import { Factory, Money, ResourceType } from './factory.js';

export const MarketPrice = z.object({
  resourceId: z.number().int(),
  resourceType: ResourceType,
  resourceName: z.string(),
  /** The base price (shown as "base price"). */
  buyPrice: Money,
  /** What a unit sells for now (shown as "current price"). */
  sellPrice: Money,
  /** What a unit costs to buy from the market now: the current price plus the market's spread. */
  ask: Money,
});
export type MarketPrice = z.infer<typeof MarketPrice>;
export const MarketPricesResponse = success(z.array(MarketPrice));

export const SellBody = z.object({
  resourceType: ResourceType,
  quantity: z.number().int('must be a whole number').positive('must be greater than 0'),
});
export const SellResponse = success(
  z.object({ resourceType: ResourceType, quantity: z.number().int(), revenue: Money, factory: Factory }),
);
export type SellBody = z.infer<typeof SellBody>;
export type SellResult = z.infer<typeof SellResponse>['data'];

export const BuyBody = z.object({
  resourceType: ResourceType,
  quantity: z.number().int('must be a whole number').positive('must be greater than 0'),
});
export const BuyResponse = success(
  z.object({ resourceType: ResourceType, quantity: z.number().int(), cost: Money, factory: Factory }),
);
export type BuyBody = z.infer<typeof BuyBody>;
export type BuyResult = z.infer<typeof BuyResponse>['data'];
