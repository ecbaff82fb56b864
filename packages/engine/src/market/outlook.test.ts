import { describe, expect, it } from 'vitest';
import { MARKET } from '../rules.js';
import { OUTLOOK_TICKS, priceOutlook } from './outlook.js';
import type { MarketState } from './pricing.js';
import { advanceMarket, newMarket } from './pricing.js';

const base = MARKET.BASE_PRICES.STEEL_BAR;

function withSteel(pressure: number, demand: number, activeFactories = 1): MarketState {
  const market = newMarket(7);
  return {
    ...market,
    activeFactories,
    resources: { ...market.resources, STEEL_BAR: { pressure, demand, sellPrice: 0 } },
  };
}

describe('price outlook', () => {
  it('stays at base when nothing presses the price and demand is normal', () => {
    expect(priceOutlook(newMarket(1), 'STEEL_BAR')).toEqual(new Array(OUTLOOK_TICKS).fill(base));
  });

  it('recovers monotonically after a flood, staying below base', () => {
    const prices = priceOutlook(withSteel(MARKET.HALF_PRICE_PRESSURE.STEEL_BAR, 1), 'STEEL_BAR', 48);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1]!);
    expect(prices[0]).toBeLessThan(base * 0.55);
    expect(prices.at(-1)).toBeGreaterThan(prices[0]! * 1.3);
    expect(Math.max(...prices)).toBeLessThanOrEqual(base);
  });

  it('falls back monotonically after a run of purchases, staying above base and reaching it', () => {
    const prices = priceOutlook(withSteel(-MARKET.HALF_PRICE_PRESSURE.STEEL_BAR / 4, 1), 'STEEL_BAR', 400);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]!);
    expect(prices[0]).toBeGreaterThan(base * 1.2 - 1);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(base);
    expect(prices.at(-1)).toBe(base);
  });

  it('converges toward base times the expected demand', () => {
    const high = priceOutlook(withSteel(0, MARKET.DEMAND_MAX), 'STEEL_BAR', 400);
    expect(high[0]).toBeGreaterThan(base);
    expect(high.at(-1)).toBe(base);
    const flooded = priceOutlook(withSteel(3 * MARKET.HALF_PRICE_PRESSURE.STEEL_BAR, 1), 'STEEL_BAR', 400);
    expect(flooded.at(-1)).toBe(base);
  });

  it('a deeper market recovers from the same pressure sooner', () => {
    const one = priceOutlook(withSteel(800, 1, 1), 'STEEL_BAR');
    const ten = priceOutlook(withSteel(800, 1, 10), 'STEEL_BAR');
    expect(ten[0]).toBeGreaterThan(one[0]!);
  });

  it('is what the market does on average when nobody trades', () => {
    const start = withSteel(MARKET.HALF_PRICE_PRESSURE.STEEL_BAR, 0.95);
    const expected = priceOutlook(start, 'STEEL_BAR');
    const runs = 400;
    const sums = new Array<number>(OUTLOOK_TICKS).fill(0);
    for (let seed = 1; seed <= runs; seed++) {
      let m: MarketState = { ...start, rng: newMarket(seed).rng };
      for (let t = 0; t < OUTLOOK_TICKS; t++) {
        m = advanceMarket(m, { tick: t + 1, sold: {}, activeFactories: 1 });
        sums[t]! += m.resources.STEEL_BAR.sellPrice;
      }
    }
    sums.forEach((sum, t) => expect(Math.abs(sum / runs - expected[t]!)).toBeLessThan(base * 0.01));
  });
});
