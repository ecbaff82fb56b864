import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import type { MarketState } from '../market/pricing.js';
import { advanceMarket, newMarket, quoteSale } from '../market/pricing.js';
import { challengeDay, dailyChallenge } from '../progress/index.js';
import { STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import { sellResource } from './sell-resource.js';

/** Refusals and successes alike must leave the caller's state as it was. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const NOW = Date.UTC(2026, 10, 22, 12);
const quantity = (q: number) => fc.oneof(fc.constant(q), fc.integer({ min: -5, max: 2_000 }), fc.double());
const scenario = fc.record({
  seed: fc.nat(),
  stock: fc.tuple(...STORED_RESOURCES.map(() => fc.integer({ min: 0, max: 1_500_000 }).map((n) => n / 1000))),
  sold: fc.nat(30_000),
  factories: fc.integer({ min: 0, max: 50 }),
  resource: fc.constantFrom<string>(...STORED_RESOURCES, 'POWER', 'GOLD', 'iron_ore', ''),
  quantity: fc.nat(1_500).chain(quantity),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function setUp(s: Scenario): { state: FactoryState; market: MarketState } {
  const base = newFactory(s.seed);
  const inventory = Object.fromEntries(STORED_RESOURCES.map((r, i) => [r, s.stock[i]!])) as FactoryState['inventory'];
  const sold = Object.fromEntries(STORED_RESOURCES.map((r) => [r, s.sold]));
  const market = advanceMarket(newMarket(s.seed), { tick: 1, sold, activeFactories: s.factories });
  return { state: deepFreeze({ ...base, inventory }), market: deepFreeze(market) };
}

describe('sell, for any stock, market and request', () => {
  it('either refuses for the right reason or moves exactly the quote from stock to cash', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { state, market } = setUp(s);
        const result = sellResource(state, { resource: s.resource, quantity: s.quantity }, { now: NOW, market });
        const stored = STORED_RESOURCES.find((r) => r === s.resource);
        const wellFormed = Number.isInteger(s.quantity) && s.quantity > 0;

        if (!stored) {
          expect(result).toMatchObject({
            ok: false,
            error: { code: s.resource === 'POWER' ? 'NOT_SELLABLE' : 'INVALID_INPUT' },
          });
          return;
        }
        const available = Math.floor(state.inventory[stored]);
        if (!wellFormed || s.quantity > available) {
          const code = wellFormed ? 'INSUFFICIENT_STOCK' : 'INVALID_INPUT';
          expect(result).toMatchObject({ ok: false, error: { code } });
          if (wellFormed) expect(result.ok || result.error.message).toContain(`you have ${available} to sell`);
          return;
        }
        if (!result.ok) throw new Error(result.error.message);
        const next = result.state;
        const cashEvents = result.events.filter((e) => e.kind === 'cash');
        const proceeds = quoteSale(market, stored, s.quantity);
        expect(cashEvents).toEqual([
          { kind: 'cash', reason: 'sale', amount: proceeds, resource: stored, quantity: s.quantity },
        ]);
        expect(next.cash - state.cash).toBe(cashEvents.reduce((sum, e) => sum + e.amount, 0));
        expect(Number.isInteger(next.cash)).toBe(true);
        for (const r of STORED_RESOURCES) {
          const moved = r === stored ? s.quantity : 0;
          expect(next.inventory[r]).toBeCloseTo(state.inventory[r] - moved, 6);
          expect(next.inventory[r]).toBeGreaterThanOrEqual(0);
          expect(next.counters.sold[r]).toBe(state.counters.sold[r] + moved);
        }
        const untouched = (f: FactoryState) => [f.tick, f.debt, f.machines, f.workers, f.rng];
        expect(untouched(next)).toEqual(untouched(state));
        expect(result.events.every((e) => ['cash', 'achievement', 'challengeProgress'].includes(e.kind))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sell', () => {
  const market = newMarket(1);
  const stocked: FactoryState = { ...newFactory(1), inventory: { ...newFactory(1).inventory, STEEL_BAR: 30 } };

  it.each([['5'], [null], [undefined], [Number.NaN], [Infinity]])('refuses the quantity %j', (q) => {
    const input = { resource: 'STEEL_BAR', quantity: q as unknown as number };
    expect(sellResource(stocked, input, { now: NOW, market })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'Quantity must be a whole number greater than 0' },
    });
  });

  it("counts toward a day's sell challenge", () => {
    let day = challengeDay(NOW);
    while (dailyChallenge(day).type !== 'SELL_RESOURCES') day++;
    const now = day * 86_400_000 + 1_000;
    const result = sellResource(stocked, { resource: 'STEEL_BAR', quantity: 20 }, { now, market });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events).toContainEqual(expect.objectContaining({ kind: 'challengeProgress', current: 20 }));
    expect(result.state.challenge).toMatchObject({ day, current: 20 });
  });
});
