import type { MarketPrice } from '@forgeworks/contract';
import type { MarketState } from '@forgeworks/engine';
import { marketPrices, toDollars } from '@forgeworks/engine';

/** The market's prices in the API's units: `/api/market/prices` and the stream's `market` event. */
export function presentPrices(market: MarketState): MarketPrice[] {
  return marketPrices(market).map((p) => ({
    resourceId: p.resourceId,
    resourceType: p.resource,
    resourceName: p.resourceName,
    buyPrice: toDollars(p.buyPrice),
    sellPrice: toDollars(p.sellPrice),
    ask: toDollars(p.ask),
  }));
}
