import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { MarketState } from './pricing.js';
import { advanceMarket, newMarket, quoteSale } from './pricing.js';

const clampShare = (share: number) => Math.min(MARKET.PRICE_CEILING, Math.max(MARKET.PRICE_FLOOR, share));
const depth = (r: StoredResource, factories: number) => MARKET.HALF_PRICE_PRESSURE[r] * Math.max(1, factories);

/** The rulebook's formula, written independently of pricing.ts so the two check each other. */
const expectedPrice = (m: MarketState, r: StoredResource) => {
  const { demand, pressure } = m.resources[r];
  const d = depth(r, m.activeFactories);
  return Math.round(MARKET.BASE_PRICES[r] * clampShare((demand * d) / (d + pressure)));
};

/**
 * Exact proceeds: ∫ base × clamp(demand × D/(D+x)) dx over [P, P+q]. The ceiling cannot bind
 * (demand ≤ DEMAND_MAX < PRICE_CEILING); the floor binds beyond x* = D × (demand / floor − 1).
 */
const exactProceeds = (m: MarketState, r: StoredResource, q: number) => {
  const { demand, pressure: a } = m.resources[r];
  const d = depth(r, m.activeFactories);
  const base = MARKET.BASE_PRICES[r];
  const b = a + q;
  const c = Math.min(b, Math.max(a, d * (demand / MARKET.PRICE_FLOOR - 1)));
  return base * demand * d * Math.log((d + c) / (d + a)) + base * MARKET.PRICE_FLOOR * (b - c);
};

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const resources = fc.constantFrom(...STORED_RESOURCES);
const factories = fc.integer({ min: 0, max: 200 });
/** A market after a random flood of sales, so quotes start at a random pressure and demand. */
const pressured = fc
  .tuple(seeds, fc.nat(60), resources, fc.nat(200_000), factories)
  .map(([seed, ticks, r, flood, active]) => {
    let m = newMarket(seed);
    for (let t = 1; t <= ticks; t++) m = advanceMarket(m, { tick: t, sold: {}, activeFactories: active });
    return advanceMarket(m, { tick: ticks + 1, sold: { [r]: flood }, activeFactories: active });
  });

describe('market walk', () => {
  const salesPerTick = fc.array(
    fc.record(
      { IRON_ORE: fc.nat(50_000), STEEL_BAR: fc.nat(5_000), COAL: fc.nat(50_000), ADVANCED_STEEL: fc.nat(2_000) },
      {
        requiredKeys: [],
      },
    ),
    { maxLength: 30 },
  );

  it('posts base × clamp(demand × D/(D + pressure)) after every tick, with demand in bounds', () => {
    fc.assert(
      fc.property(seeds, salesPerTick, factories, (seed, sales, active) => {
        let m = newMarket(seed);
        sales.forEach((sold, i) => {
          const before = m;
          m = advanceMarket(m, { tick: i + 1, sold, activeFactories: active });
          expect(m.tick).toBe(i + 1);
          for (const r of STORED_RESOURCES) {
            const { demand, pressure } = m.resources[r];
            expect(demand).toBeGreaterThanOrEqual(MARKET.DEMAND_MIN);
            expect(demand).toBeLessThanOrEqual(MARKET.DEMAND_MAX);
            const decayed = before.resources[r].pressure * (1 - MARKET.PRESSURE_DECAY_PER_TICK);
            // Faded pressure is rounded down to a thousandth, so it may sit up to 0.001 below.
            expect(pressure).toBeLessThanOrEqual(decayed + (sold[r] ?? 0) + 1e-9);
            expect(pressure).toBeGreaterThan(decayed + (sold[r] ?? 0) - 0.0011);
            expect(m.resources[r].sellPrice).toBe(expectedPrice(m, r));
          }
        });
      }),
    );
  });

  it('at zero pressure posts the base price times the clamped demand', () => {
    fc.assert(
      fc.property(seeds, fc.nat(50), factories, (seed, ticks, active) => {
        let m = newMarket(seed);
        for (let t = 1; t <= ticks; t++) m = advanceMarket(m, { tick: t, sold: {}, activeFactories: active });
        for (const r of STORED_RESOURCES) {
          expect(m.resources[r].pressure).toBe(0);
          expect(m.resources[r].sellPrice).toBe(Math.round(MARKET.BASE_PRICES[r] * clampShare(m.resources[r].demand)));
        }
      }),
    );
  });

  it('recovers once selling stops: pressure falls every tick until it is gone', () => {
    fc.assert(
      fc.property(pressured, (flooded) => {
        let m = flooded;
        for (let t = 1; t <= 600; t++) {
          const next = advanceMarket(m, { tick: m.tick + 1, sold: {}, activeFactories: m.activeFactories });
          for (const r of STORED_RESOURCES) {
            const was = m.resources[r].pressure;
            if (was > 0) expect(next.resources[r].pressure).toBeLessThan(was);
            else expect(next.resources[r].pressure).toBe(0);
          }
          m = next;
        }
        for (const r of STORED_RESOURCES) {
          expect(m.resources[r].pressure).toBe(0);
          expect(m.resources[r].sellPrice).toBe(Math.round(MARKET.BASE_PRICES[r] * clampShare(m.resources[r].demand)));
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('sale quotes against the closed form', () => {
  it('stay within half a percent of the exact integral, never above it by more than a cent', () => {
    fc.assert(
      fc.property(pressured, resources, fc.integer({ min: 1, max: 100_000 }), (m, r, q) => {
        const exact = exactProceeds(m, r, q);
        const quote = quoteSale(m, r, q);
        expect(quote).toBeLessThanOrEqual(Math.round(exact) + 1);
        expect(quote).toBeGreaterThanOrEqual(exact * 0.995 - 1);
      }),
    );
  });

  it('grow with quantity, average at most the posted price and at least the floor, for every resource', () => {
    fc.assert(
      fc.property(pressured, resources, fc.integer({ min: 1, max: 50_000 }), fc.nat(50_000), (m, r, q, extra) => {
        const quote = quoteSale(m, r, q);
        expect(quoteSale(m, r, q + extra)).toBeGreaterThanOrEqual(quote);
        expect(quote).toBeLessThanOrEqual(m.resources[r].sellPrice * q);
        expect(quote).toBeGreaterThanOrEqual(Math.floor(MARKET.BASE_PRICES[r] * MARKET.PRICE_FLOOR * q));
      }),
    );
  });

  it('pay nothing for nothing and leave the market untouched', () => {
    const m = newMarket(3);
    const before = structuredClone(m);
    expect(quoteSale(m, 'COAL', 0)).toBe(0);
    quoteSale(m, 'COAL', 10_000);
    expect(m).toEqual(before);
  });
});
