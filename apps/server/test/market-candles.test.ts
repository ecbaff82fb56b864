import { describe, expect, it } from 'vitest';
import { hourlyCandles, summarize } from '../src/market/candles.js';
import type { PriceTick } from '../src/market/history.js';

const tick = (n: number, price: number, sold = 0, bought = 0): PriceTick => ({
  resource: 'COAL',
  tick: n,
  at: new Date(Date.UTC(2026, 10, 25, 0, n * 5)),
  price,
  sold,
  bought,
});

describe('hourly candles', () => {
  it('cut at game hours (ticks 1–12, 13–24…), even when the range starts mid-hour', () => {
    const ticks = [
      tick(11, 800, 5),
      tick(12, 700, 1.5),
      tick(13, 750),
      tick(14, 900, 2, 3),
      tick(24, 600),
      tick(25, 810),
    ];
    const candles = hourlyCandles(ticks);
    expect(candles.map((c) => [c.tick, c.open, c.high, c.low, c.close, c.volumeSold, c.volumeBought])).toEqual([
      [11, 8, 8, 7, 7, 6.5, 0],
      [13, 7.5, 9, 6, 6, 2, 3],
      [25, 8.1, 8.1, 8.1, 8.1, 0, 0],
    ]);
    expect(candles[0]!.at).toBe(ticks[0]!.at.toISOString());
  });

  it('summarise every tick: time-average price and change from first to last', () => {
    expect(summarize([tick(1, 800, 1), tick(2, 600), tick(3, 1000, 0, 2)])).toEqual({
      min: 6,
      avg: 8,
      max: 10,
      change: 2,
      changeShare: 0.25,
      volumeSold: 1,
      volumeBought: 2,
    });
    expect(summarize([])).toBeNull();
  });
});
