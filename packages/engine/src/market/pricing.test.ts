import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { MarketState } from './pricing.js';
import {
  advanceMarket,
  askOf,
  completeMarket,
  fadePressure,
  marketPrices,
  newMarket,
  quoteBuy,
  quoteSale,
} from './pricing.js';

const run = (market: MarketState, ticks: number, sold: Partial<Record<string, number>> = {}, activeFactories = 1) => {
  let m = market;
  for (let t = 1; t <= ticks; t++)
    m = advanceMarket(m, { tick: m.tick + 1, sold: t === 1 ? sold : {}, activeFactories });
  return m;
};

describe('market prices', () => {
  it('start at the base price, shown as both base and current price', () => {
    const prices = marketPrices(newMarket(1));
    expect(prices.map((p) => p.resourceName)).toEqual([
      'Iron Ore',
      'Steel Bar',
      'Coal',
      'Advanced Steel',
      'Coke',
      'Tools',
      'Machine Parts',
    ]);
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

describe('buying', () => {
  it('asks the current price plus the spread, rounded up to a whole cent', () => {
    const prices = marketPrices(newMarket(1));
    for (const p of prices) expect(p.ask).toBe(Math.ceil(p.sellPrice * (1 + MARKET.SPREAD)));
    expect(askOf(791)).toBe(831); // 791 × 1.05 = 830.55
    expect(askOf(800)).toBe(840);
  });

  it('costs the ask for one unit, whole cents, and more per unit for a huge lot (slippage)', () => {
    const m = newMarket(1);
    const ask = askOf(m.resources.COAL.sellPrice);
    expect(quoteBuy(m, 'COAL', 1)).toBe(ask);
    const lot = MARKET.HALF_PRICE_PRESSURE.COAL;
    const cost = quoteBuy(m, 'COAL', lot);
    expect(Number.isInteger(cost)).toBe(true);
    expect(cost).toBeGreaterThan(ask * lot * 1.05);
  });

  it('buying N then selling N at the same moment loses the spread and the slippage', () => {
    const m = newMarket(1);
    for (const q of [1, 10, 1_000, 20_000]) {
      const cost = quoteBuy(m, 'IRON_ORE', q);
      const back = quoteSale(m, 'IRON_ORE', q, { sold: 0, bought: q });
      expect(back).toBeLessThan(cost);
      expect(cost - back).toBeGreaterThanOrEqual(Math.floor(back * MARKET.SPREAD));
    }
  });

  it('a buyer pays more for the next units after their own purchases this tick', () => {
    const m = newMarket(1);
    expect(quoteBuy(m, 'STEEL_BAR', 100, { sold: 0, bought: 500 })).toBeGreaterThan(quoteBuy(m, 'STEEL_BAR', 100));
    // Their own sales this tick offset their purchases: net pressure is what counts.
    expect(quoteBuy(m, 'STEEL_BAR', 100, { sold: 500, bought: 500 })).toBe(quoteBuy(m, 'STEEL_BAR', 100));
  });

  it('pushes the price up at the next tick the way selling pushes it down, within the ceiling', () => {
    const bought = run(newMarket(1), 1, {}).resources.COAL.sellPrice;
    const m = advanceMarket(newMarket(1), { tick: 1, sold: {}, bought: { COAL: 1_000 }, activeFactories: 1 });
    expect(m.resources.COAL.pressure).toBe(-1_000);
    expect(m.resources.COAL.sellPrice).toBeGreaterThan(bought);
    const cornered = advanceMarket(newMarket(1), { tick: 1, sold: {}, bought: { COAL: 10 ** 9 }, activeFactories: 1 });
    expect(cornered.resources.COAL.sellPrice).toBe(Math.round(MARKET.BASE_PRICES.COAL * MARKET.PRICE_CEILING));
    const net = advanceMarket(newMarket(1), {
      tick: 1,
      sold: { COAL: 700 },
      bought: { COAL: 700 },
      activeFactories: 1,
    });
    expect(net.resources.COAL.pressure).toBe(0);
  });

  it('fades pressure toward zero from either side, reaching zero', () => {
    expect(fadePressure(100)).toBe(96);
    expect(fadePressure(-100)).toBe(-96);
    // Truncated toward zero: a thousandth of purchase pressure fades away rather than sticking.
    expect(fadePressure(-0.001)).toBe(0);
    expect(fadePressure(0.001)).toBe(0);
    let p = -5_000;
    for (let t = 0; t < 400 && p !== 0; t++) p = fadePressure(p);
    expect(p).toBe(0);
  });
});

describe('a market stored before the works’ goods', () => {
  it('gains each missing good at its base price and keeps the goods it had as they were', () => {
    const moved = advanceMarket(newMarket(3), { tick: 1, sold: { COAL: 900 }, activeFactories: 2 });
    const { COKE: _coke, TOOLS: _tools, MACHINE_PARTS: _parts, ...fourGoods } = moved.resources;
    const stored = { ...moved, resources: fourGoods } as MarketState;
    const complete = completeMarket(stored);
    expect(complete.resources.COAL).toEqual(moved.resources.COAL);
    expect(complete.resources.TOOLS).toEqual({ pressure: 0, demand: 1, sellPrice: MARKET.BASE_PRICES.TOOLS });
    expect(completeMarket(moved)).toBe(moved);
    expect(advanceMarket(complete, { tick: 2, sold: {}, activeFactories: 2 }).resources.MACHINE_PARTS).toBeDefined();
  });
});
