import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { usd } from '../money.js';
import { MARKET } from '../rules.js';
import { advanceFactory } from '../tick/tick.js';
import { operatingCosts, totalSalaries } from './costs.js';
import { profitProjection } from './projection.js';

describe('profit projection', () => {
  it('values the stock the next tick adds at the given prices, less every cost the tick charges', () => {
    const state = starterFactory();
    const projection = profitProjection(state);
    const next = advanceFactory(state, { tick: 1, now: 0 }).state;
    let value = 0;
    for (const r of ['IRON_ORE', 'STEEL_BAR', 'COAL', 'ADVANCED_STEEL'] as const)
      value += (next.inventory[r] - state.inventory[r]) * MARKET.BASE_PRICES[r];
    expect(projection.productionValue).toBe(Math.round(value));
    expect(projection.runningCosts).toBe(operatingCosts(state).totalCosts.total);
    expect(projection.salaries).toBe(totalSalaries(state));
    expect(projection.netProfit).toBe(projection.productionValue - projection.totalCosts);
    // The tick charges exactly the projected costs (no debt, so no repayment).
    expect(state.cash - next.cash).toBe(projection.totalCosts);
  });

  it('uses live prices when given them', () => {
    const state = starterFactory();
    const base = profitProjection(state);
    const cheap = profitProjection(state, { STEEL_BAR: usd(60) });
    expect(cheap.productionValue).toBeLessThan(base.productionValue);
  });

  it('counts the debt repayment and says how long cash lasts at a loss', () => {
    const idle = factoryWith([machine('plant', 'POWER_PLANT')], { cash: usd(1_000), debt: usd(10_000) });
    const projection = profitProjection(idle);
    expect(projection.debtRepayment).toBe(usd(500));
    expect(projection.netProfit).toBeLessThan(0);
    expect(projection.ticksOfCash).toBe(Math.floor(usd(1_000) / -projection.netProfit));
    expect(profitProjection(starterFactory()).ticksOfCash).toBeNull();
  });
});
