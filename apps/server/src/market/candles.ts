import type { MarketHistoryPoint, PriceSummary } from '@forgeworks/contract';
import { roundCents, roundQty, toDollars } from '@forgeworks/engine';
import { hourOf } from '../codecs/recent-ledger.js';
import type { PriceTick } from './history.js';

const point = (t: PriceTick): MarketHistoryPoint => {
  const price = toDollars(t.price);
  return {
    at: t.at.toISOString(),
    tick: t.tick,
    price,
    open: price,
    high: price,
    low: price,
    close: price,
    volumeSold: t.sold,
    volumeBought: t.bought,
  };
};

/** A point per tick. */
export function tickPoints(ticks: readonly PriceTick[]): MarketHistoryPoint[] {
  return ticks.map(point);
}

/** A candle per game hour: its first tick's time, open, high, low, close and summed volumes. */
export function hourlyCandles(ticks: readonly PriceTick[]): MarketHistoryPoint[] {
  const candles: MarketHistoryPoint[] = [];
  let hour = -1;
  for (const t of ticks) {
    const price = toDollars(t.price);
    const last = candles.at(-1);
    if (!last || hourOf(t.tick) !== hour) {
      hour = hourOf(t.tick);
      candles.push(point(t));
      continue;
    }
    last.high = Math.max(last.high, price);
    last.low = Math.min(last.low, price);
    last.close = last.price = price;
    last.volumeSold = roundQty(last.volumeSold + t.sold);
    last.volumeBought = roundQty(last.volumeBought + t.bought);
  }
  return candles;
}

/** The time-average price (cents) over ticks, or null without any. */
export function averagePrice(ticks: readonly PriceTick[]): number | null {
  return ticks.length === 0 ? null : roundCents(ticks.reduce((s, t) => s + t.price, 0) / ticks.length);
}

/** Min, time-average and max over every tick, and the change from the first price to the last. */
export function summarize(ticks: readonly PriceTick[]): PriceSummary | null {
  const first = ticks[0];
  const last = ticks.at(-1);
  if (!first || !last) return null;
  const prices = ticks.map((t) => t.price);
  return {
    min: toDollars(Math.min(...prices)),
    avg: toDollars(averagePrice(ticks)!),
    max: toDollars(Math.max(...prices)),
    change: toDollars(last.price - first.price),
    changeShare: first.price > 0 ? (last.price - first.price) / first.price : 0,
    volumeSold: roundQty(ticks.reduce((s, t) => s + t.sold, 0)),
    volumeBought: roundQty(ticks.reduce((s, t) => s + t.bought, 0)),
  };
}
