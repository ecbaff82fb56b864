import type { ExchangeVolume, MarketTrends, PlayerRecord } from '@forgeworks/contract';
import type { MarketState, StoredResource, TickLedger } from '@forgeworks/engine';
import { MARKET, roundCents, roundQty, STORED_RESOURCES, toDollars } from '@forgeworks/engine';
import type { ExchangeTotals, PriceTick } from './history.js';

/** What the browser needs to run the engine's `priceOutlook` on: the market as of its last tick. */
export function marketView(market: MarketState): MarketTrends['market'] {
  const resources = {} as MarketTrends['market']['resources'];
  for (const r of STORED_RESOURCES) {
    const { pressure, demand, sellPrice } = market.resources[r];
    resources[r] = { price: toDollars(sellPrice), basePrice: toDollars(MARKET.BASE_PRICES[r]), pressure, demand };
  }
  return { tick: market.tick, activeFactories: market.activeFactories, resources };
}

/** Each resource's change over the day's ticks (to the current price), biggest move first. */
export function movers(market: MarketState, day: readonly PriceTick[]): MarketTrends['movers'] {
  return STORED_RESOURCES.map((r) => {
    const price = market.resources[r].sellPrice;
    const open = day.find((t) => t.resource === r)?.price ?? price;
    return {
      resourceType: r,
      price: toDollars(price),
      openPrice: toDollars(open),
      change: toDollars(price - open),
      changeShare: open > 0 ? (price - open) / open : 0,
    };
  }).sort((a, b) => Math.abs(b.changeShare) - Math.abs(a.changeShare));
}

/** A resource's exchange trades as the pages show them: units, and their average price (dollars). */
export function exchangeVolume(totals: ExchangeTotals[StoredResource]): ExchangeVolume {
  const units = totals?.units ?? 0;
  return { units, averagePrice: units > 0 ? toDollars(roundCents(totals!.value / units)) : null };
}

/**
 * Units every factory sold to and bought from the market over the day's ticks, and traded between
 * players on the exchange over the same day, most traded first.
 */
export function mostTraded(day: readonly PriceTick[], exchange: ExchangeTotals = {}): MarketTrends['mostTraded'] {
  const total = (t: MarketTrends['mostTraded'][number]) => t.volumeSold + t.volumeBought + t.exchange.units;
  return STORED_RESOURCES.map((r) => {
    const ticks = day.filter((t) => t.resource === r);
    return {
      resourceType: r,
      volumeSold: roundQty(ticks.reduce((s, t) => s + t.sold, 0)),
      volumeBought: roundQty(ticks.reduce((s, t) => s + t.bought, 0)),
      exchange: exchangeVolume(exchange[r]),
    };
  }).sort((a, b) => total(b) - total(a));
}

function side(units: number, cents: number) {
  return { units, value: toDollars(cents), averagePrice: units > 0 ? toDollars(roundCents(cents / units)) : null };
}

/** The player's sales and purchases over a period from the factory's ledger, against the market's average price. */
export function playerRecord(ledger: TickLedger, marketAverage: Partial<Record<StoredResource, number>>): PlayerRecord {
  return {
    resources: STORED_RESOURCES.map((r) => {
      const average = marketAverage[r];
      return {
        resourceType: r,
        sold: side(ledger.unitsSold[r], ledger.income[r]),
        bought: side(ledger.unitsBought[r], ledger.purchases[r]),
        marketAverage: average === undefined ? null : toDollars(average),
      };
    }),
  };
}
