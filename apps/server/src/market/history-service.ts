import type { HistoryRange } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { TIME } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { RETENTION } from '../history/retention.js';
import { hourlyCandles, summarize, tickPoints } from './candles.js';
import { averagePrices, exchangeTotals, priceTicks } from './history.js';
import { perTick } from '../db/per-tick.js';

const SPAN: Record<HistoryRange, number> = { '24h': TIME.TICKS_PER_DAY, '7d': RETENTION.PRICE_TICKS };

/** The market's past as the pages read it, loaded once per market tick in each process. */
export function marketHistory(db: Db) {
  const histories = perTick(async (key) => {
    const [resource, range] = key.split(':') as [StoredResource, HistoryRange];
    const ticks = await priceTicks(db, SPAN[range], resource);
    return { points: range === '24h' ? tickPoints(ticks) : hourlyCandles(ticks), summary: summarize(ticks) };
  });
  const days = perTick(async () => {
    const [ticks, dayAverages, weekAverages] = await Promise.all([
      priceTicks(db, SPAN['24h']),
      averagePrices(db, SPAN['24h']),
      averagePrices(db, SPAN['7d']),
    ]);
    return { ticks, dayAverages, weekAverages };
  });
  return {
    /** One resource's points and summary over the range, as of market tick `tick`. */
    prices: (tick: number, resource: StoredResource, range: HistoryRange) => histories(tick, `${resource}:${range}`),
    /** Every resource's ticks of the last day, and each one's average price over a day and a week. */
    lastDay: (tick: number) => days(tick, 'day'),
    /** The exchange's trades over the range, by resource (or of one), up to now. */
    exchange: (range: HistoryRange, resource?: StoredResource) => exchangeTotals(db, SPAN[range], resource),
  };
}
