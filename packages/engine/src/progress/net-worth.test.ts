import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { machine } from '../../test/fixtures.js';
import { hiringCostFor } from '../catalog/workers.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import { MARKET, NET_WORTH } from '../rules.js';
import type { FactoryState } from '../state.js';
import { netWorth, unitValue } from './net-worth.js';

describe('netWorth', () => {
  const state: FactoryState = {
    ...newFactory(1),
    cash: usd(20_000),
    debt: usd(5_000),
    inventory: { ...emptyInventory(), IRON_ORE: 10, STEEL_BAR: 2.5, COAL: 100, ADVANCED_STEEL: 0 },
    machines: [machine('i', 'IRON_MINE', { condition: 1 }), machine('s', 'SMELTER', { condition: 0.5 })],
  };

  it('is cash + stock at base prices + book value of machines − debt', () => {
    const stock = 10 * MARKET.BASE_PRICES.IRON_ORE + 2.5 * MARKET.BASE_PRICES.STEEL_BAR + 100 * MARKET.BASE_PRICES.COAL;
    const book = usd(5_000) * NET_WORTH.BOOK_SHARE * 1 + usd(15_000) * NET_WORTH.BOOK_SHARE * 0.75;
    expect(netWorth(state)).toBe(usd(20_000) + stock + book - usd(5_000));
  });

  it('values stock at the given prices, and at base price for resources left out', () => {
    const prices = { IRON_ORE: usd(6), STEEL_BAR: usd(100) };
    const diff = 10 * (usd(12) - usd(6)) + 2.5 * (usd(120) - usd(100));
    expect(netWorth(state) - netWorth(state, prices)).toBe(diff);
  });

  it('counts units in escrow as the same units in stock, at the same prices', () => {
    const prices = { STEEL_BAR: usd(100) };
    const listed: FactoryState = { ...state, inventory: { ...state.inventory, COAL: 60 } };
    expect(netWorth(listed, prices, { COAL: 40 })).toBe(netWorth(state, prices));
    expect(netWorth(state, prices, { STEEL_BAR: 3 }) - netWorth(state, prices)).toBe(
      3 * unitValue('STEEL_BAR', prices),
    );
    expect(unitValue('COAL', prices)).toBe(MARKET.BASE_PRICES.COAL);
  });

  it('counts a new machine at its cost, so building moves cash into worth one for one', () => {
    const built: FactoryState = {
      ...state,
      cash: state.cash - usd(5_000),
      machines: [...state.machines, machine('n', 'IRON_MINE')],
    };
    expect(netWorth(built)).toBe(netWorth(state));
  });

  it('counts each worker at what hiring one like them costs, so hiring moves cash into worth one for one', () => {
    const worker = {
      id: 'w',
      type: 'TECHNICIAN' as const,
      skillLevel: 2,
      salary: 405,
      satisfaction: 80,
      assignedMachineId: null,
      hiredAtTick: 0,
    };
    const hired: FactoryState = { ...state, cash: state.cash - hiringCostFor('TECHNICIAN', 2), workers: [worker] };
    expect(netWorth(hired)).toBe(netWorth(state));
  });

  it('of a new factory is its cash plus its starting coal', () => {
    expect(netWorth(newFactory(3))).toBe(usd(50_000) + 100 * MARKET.BASE_PRICES.COAL);
  });

  it('is whole cents', () => {
    const odd: FactoryState = { ...state, inventory: { ...state.inventory, IRON_ORE: 0.333 } };
    expect(Number.isInteger(netWorth(odd))).toBe(true);
  });
});
