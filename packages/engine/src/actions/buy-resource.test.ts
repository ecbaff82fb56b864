import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { newMarket, quoteBuy } from '../market/pricing.js';
import { cashChange, ledgerFromEvents } from '../reports/ledger.js';
import { MARKET } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { runFactoryTick } from '../tick/factory-tick.js';
import { buyResource } from './buy-resource.js';
import { sellResource } from './sell-resource.js';

const market = newMarket(1);
const ctx = { now: 0, market };
const factory: FactoryState = { ...newFactory(1), cash: 10_000_000 };

describe('buy', () => {
  it('moves cash to stock at the quote, with one purchase event the ledger records', () => {
    const result = buyResource(factory, { resource: 'COAL', quantity: 50 }, ctx);
    if (!result.ok) throw new Error(result.error.message);
    const cost = quoteBuy(market, 'COAL', 50);
    expect(result.state.cash).toBe(factory.cash - cost);
    expect(result.state.inventory.COAL).toBe(factory.inventory.COAL + 50);
    expect(result.state.counters.bought.COAL).toBe(50);
    expect(result.state.purchasesThisTick.COAL).toBe(50);
    const cash = result.events.filter((e: GameEvent) => e.kind === 'cash');
    expect(cash).toEqual([{ kind: 'cash', reason: 'purchase', amount: -cost, resource: 'COAL', quantity: 50 }]);
    expect(result.message).toBe(`Bought 50 Coal for $${(cost / 100).toFixed(2)}`);
    const ledger = ledgerFromEvents(1, result.events);
    expect(ledger.unitsBought.COAL).toBe(50);
    expect(ledger.purchases.COAL).toBe(cost);
    expect(cashChange(ledger)).toBe(-cost);
  });

  it('costs the same for one big purchase as for the same units bought in pieces within a tick', () => {
    const rich: FactoryState = { ...factory, cash: 10_000_000 };
    const once = buyResource(rich, { resource: 'IRON_ORE', quantity: 5_000 }, ctx);
    let split = rich;
    for (let i = 0; i < 50; i++) {
      const r = buyResource(split, { resource: 'IRON_ORE', quantity: 100 }, ctx);
      if (!r.ok) throw new Error(r.error.message);
      split = r.state;
    }
    if (!once.ok) throw new Error(once.error.message);
    const spent = rich.cash - once.state.cash;
    expect(Math.abs(rich.cash - split.cash - spent)).toBeLessThan(spent * 0.001);
    expect(rich.cash - split.cash).toBeGreaterThanOrEqual(spent * 0.999);
  });

  it('hands the purchases to the market at the tick and starts the next tick afresh', () => {
    const r = buyResource(factory, { resource: 'STEEL_BAR', quantity: 3 }, ctx);
    if (!r.ok) throw new Error(r.error.message);
    const ticked = runFactoryTick(r.state, { tick: 1, now: 0, market });
    expect(ticked.bought.STEEL_BAR).toBe(3);
    expect(ticked.state.purchasesThisTick.STEEL_BAR).toBe(0);
    expect(ticked.state.counters.bought.STEEL_BAR).toBe(3);
    expect(advanceFactory(factory, { tick: 1, now: 0 }).state.purchasesThisTick).toBe(factory.purchasesThisTick);
  });

  it('selling right back what was just bought loses money', () => {
    const bought = buyResource(factory, { resource: 'STEEL_BAR', quantity: 40 }, ctx);
    if (!bought.ok) throw new Error(bought.error.message);
    const sold = sellResource(bought.state, { resource: 'STEEL_BAR', quantity: 40 }, ctx);
    if (!sold.ok) throw new Error(sold.error.message);
    expect(sold.state.cash).toBeLessThan(factory.cash);
    expect(sold.state.inventory).toEqual(factory.inventory);
  });

  it('says what the purchase would cost when cash falls short', () => {
    const poor: FactoryState = { ...factory, cash: 5_000 };
    const cost = quoteBuy(market, 'COAL', 10_000);
    const result = buyResource(poor, { resource: 'COAL', quantity: 10_000 }, ctx);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INSUFFICIENT_FUNDS',
        message: `Not enough cash: buying 10,000 Coal costs $${(cost / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}; you have $50.00`,
      },
    });
    // Exactly enough cash buys.
    expect(buyResource({ ...factory, cash: cost }, { resource: 'COAL', quantity: 10_000 }, ctx).ok).toBe(true);
    expect(buyResource({ ...factory, cash: cost - 1 }, { resource: 'COAL', quantity: 10_000 }, ctx).ok).toBe(false);
  });

  it.each([
    [{ resource: 'POWER', quantity: 1 }, 'NOT_SELLABLE', 'Power cannot be bought'],
    [{ resource: 'GOLD', quantity: 1 }, 'INVALID_INPUT', 'Unknown resource: GOLD'],
    [{ resource: 'COAL', quantity: 0 }, 'INVALID_INPUT', 'Quantity must be a whole number greater than 0'],
    [{ resource: 'COAL', quantity: -3 }, 'INVALID_INPUT', 'Quantity must be a whole number greater than 0'],
    [{ resource: 'COAL', quantity: 1.5 }, 'INVALID_INPUT', 'Quantity must be a whole number greater than 0'],
    [{ resource: 'COAL', quantity: Number.NaN }, 'INVALID_INPUT', 'Quantity must be a whole number greater than 0'],
    [
      { resource: 'COAL', quantity: MARKET.MAX_BUY_QUANTITY + 1 },
      'INVALID_INPUT',
      `Quantity must be at most ${MARKET.MAX_BUY_QUANTITY} units`,
    ],
  ])('refuses %j and changes nothing', (input, code, message) => {
    const before = structuredClone(factory);
    expect(buyResource(factory, input, ctx)).toEqual({ ok: false, error: { code, message } });
    expect(factory).toEqual(before);
  });
});
