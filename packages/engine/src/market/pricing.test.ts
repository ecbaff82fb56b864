import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { MarketState } from './pricing.js';
import { advanceMarket, marketPrices, newMarket, quoteSale } from './pricing.js';

const run = (market: MarketState, ticks: number, sold: Partial<Record<string, number>> = {}, activeFactories = 1) => {
  let m = market;
  for (let t = 1; t <= ticks; t++)
    m = advanceMarket(m, { tick: m.tick + 1, sold: t === 1 ? sold : {}, activeFactories });
  return m;
};

describe('market prices', () => {
  it('start at the base price, shown as both base and current price', () => {
    const prices = marketPrices(newMarket(1));
    expect(prices.map((p) => p.resourceName)).toEqual(['Iron Ore', 'Steel Bar', 'Coal', 'Advanced Steel']);
    for (const p of prices) expect(p.sellPrice).toBe(p.buyPrice);
    expect(prices.find((p) => p.resource === 'STEEL_BAR')!.buyPrice).toBe(MARKET.BASE_PRICES.STEEL_BAR);
  });

  it('drop when a lot is sold and recover toward base when selling stops', () => {
    const flooded = run(newMarket(1), 1, { STEEL_BAR: MARKET.HALF_PRICE_PRESSURE.STEEL_BAR });
    const base = MARKET.BASE_PRICES.STEEL_BAR;
    expect(flooded.resources.STEEL_BAR.sellPrice).toBeLessThan(base * 0.6);
    const later = run(flooded, 100);
    expect(later.resources.STEEL_BAR.sellPrice).toBeGreaterThan(base * 0.85);
  });

  it('a deeper market (more factories) moves less for the same sale', () => {
    const one = run(newMarket(1), 1, { COAL: 3000 }, 1);
    const ten = run(newMarket(1), 1, { COAL: 3000 }, 10);
    expect(ten.resources.COAL.sellPrice).toBeGreaterThan(one.resources.COAL.sellPrice);
  });

  it('stay within the floor and ceiling whatever is sold, and are deterministic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(
          fc.record({
            IRON_ORE: fc.nat(100_000),
            STEEL_BAR: fc.nat(10_000),
            COAL: fc.nat(100_000),
            ADVANCED_STEEL: fc.nat(5_000),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: 0, max: 500 }),
        (seed, sales, factories) => {
          let a = newMarket(seed);
          let b = newMarket(seed);
          sales.forEach((sold, i) => {
            a = advanceMarket(a, { tick: i + 1, sold, activeFactories: factories });
            b = advanceMarket(b, { tick: i + 1, sold, activeFactories: factories });
            for (const r of STORED_RESOURCES) {
              const base = MARKET.BASE_PRICES[r];
              expect(a.resources[r].sellPrice).toBeGreaterThanOrEqual(Math.floor(base * MARKET.PRICE_FLOOR));
              expect(a.resources[r].sellPrice).toBeLessThanOrEqual(Math.ceil(base * MARKET.PRICE_CEILING));
            }
          });
          expect(a).toEqual(b);
        },
      ),
    );
  });
});

describe('sale quotes', () => {
  it('pay within half a percent of the current price for a small lot', () => {
    const m = newMarket(1);
    expect(quoteSale(m, 'STEEL_BAR', 1)).toBeGreaterThan(MARKET.BASE_PRICES.STEEL_BAR * 0.995);
  });

  it('pay less per unit for a huge lot', () => {
    const m = newMarket(1);
    const lot = MARKET.HALF_PRICE_PRESSURE.STEEL_BAR;
    expect(quoteSale(m, 'STEEL_BAR', lot)).toBeLessThan(MARKET.BASE_PRICES.STEEL_BAR * lot * 0.8);
  });

  it('grow with quantity and never average above the posted price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 5000 }),
        (seed, q, extra) => {
          const m = run(newMarket(seed), 3, { IRON_ORE: seed * 10 });
          const small = quoteSale(m, 'IRON_ORE', q);
          const big = quoteSale(m, 'IRON_ORE', q + extra);
          expect(big).toBeGreaterThanOrEqual(small);
          expect(small).toBeLessThanOrEqual(m.resources.IRON_ORE.sellPrice * q);
        },
      ),
    );
  });
});
