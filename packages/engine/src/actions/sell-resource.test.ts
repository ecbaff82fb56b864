import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { newMarket, quoteSale } from '../market/pricing.js';
import type { FactoryState, GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { sellResource } from './sell-resource.js';

const market = newMarket(1);
const ctx = { now: 0, market };
const stocked: FactoryState = {
  ...newFactory(1),
  inventory: { ...emptyInventory(), IRON_ORE: 40.5, STEEL_BAR: 30, COAL: 10, ADVANCED_STEEL: 0 },
};

describe('sell', () => {
  it('moves whole units from stock to cash at the quote, with one sale event', () => {
    const result = sellResource(stocked, { resource: 'STEEL_BAR', quantity: 25 }, ctx);
    if (!result.ok) throw new Error(result.error.message);
    const proceeds = quoteSale(market, 'STEEL_BAR', 25);
    expect(result.state.cash).toBe(stocked.cash + proceeds);
    expect(result.state.inventory.STEEL_BAR).toBe(5);
    expect(result.state.counters.sold.STEEL_BAR).toBe(25);
    const sales = result.events.filter((e: GameEvent) => e.kind === 'cash');
    expect(sales).toEqual([{ kind: 'cash', reason: 'sale', amount: proceeds, resource: 'STEEL_BAR', quantity: 25 }]);
    expect(result.message).toMatch(/^Sold 25 Steel Bar for \$2,9\d\d\.\d\d$/);
  });

  it('sells up to the whole units in stock, not the fraction', () => {
    expect(sellResource(stocked, { resource: 'IRON_ORE', quantity: 40 }, ctx).ok).toBe(true);
    expect(sellResource(stocked, { resource: 'IRON_ORE', quantity: 41 }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_STOCK', message: 'Not enough Iron Ore in stock: you have 40 to sell' },
    });
  });

  it('pays the same for one big sale as for the same units sold in pieces within a tick', () => {
    const big: FactoryState = {
      ...newFactory(1),
      inventory: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 5_000, COAL: 0, ADVANCED_STEEL: 0 },
    };
    const once = sellResource(big, { resource: 'STEEL_BAR', quantity: 5_000 }, ctx);
    let split = big;
    for (let i = 0; i < 50; i++) {
      const r = sellResource(split, { resource: 'STEEL_BAR', quantity: 100 }, ctx);
      if (!r.ok) throw new Error(r.error.message);
      split = r.state;
    }
    if (!once.ok) throw new Error(once.error.message);
    expect(Math.abs(split.cash - once.state.cash)).toBeLessThan(once.state.cash * 0.001);
    expect(advanceFactory(split, { tick: 1, now: 0 }).state.salesThisTick.STEEL_BAR).toBe(0);
  });

  it.each([
    [{ resource: 'POWER', quantity: 1 }, 'NOT_SELLABLE'],
    [{ resource: 'GOLD', quantity: 1 }, 'INVALID_INPUT'],
    [{ resource: 'COAL', quantity: 0 }, 'INVALID_INPUT'],
    [{ resource: 'COAL', quantity: -3 }, 'INVALID_INPUT'],
    [{ resource: 'COAL', quantity: 1.5 }, 'INVALID_INPUT'],
    [{ resource: 'COAL', quantity: 11 }, 'INSUFFICIENT_STOCK'],
  ])('refuses %j', (input, code) => {
    expect(sellResource(stocked, input, ctx)).toMatchObject({ ok: false, error: { code } });
  });
});
