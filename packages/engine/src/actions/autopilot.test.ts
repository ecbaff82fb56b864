import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { maintenanceCost } from '../catalog/maintenance.js';
import { machineConfig } from '../catalog/machines.js';
import type { MarketState } from '../market/pricing.js';
import { newMarket } from '../market/pricing.js';
import { usd } from '../money.js';
import { MARKET, STANDING_ORDERS } from '../rules.js';
import type { FactoryState } from '../state.js';
import { DEFAULT_AUTOPILOT, runAutopilot } from './autopilot.js';

const market = newMarket(1);
const ctx = { now: 0, market };
const withStock = (state: FactoryState, stock: Partial<FactoryState['inventory']>): FactoryState => ({
  ...state,
  inventory: { ...state.inventory, ...stock },
});
const soldOf = (events: ReturnType<typeof runAutopilot>['events']) =>
  events.flatMap((e) => (e.kind === 'cash' && e.reason === 'sale' ? [[e.resource, e.quantity]] : []));

describe('standing orders', () => {
  it('sell the whole units of the products, never the coal and ore the factory runs on', () => {
    const state = withStock(starterFactory(), { STEEL_BAR: 12.5, IRON_ORE: 40, COAL: 300 });
    const done = runAutopilot(state, DEFAULT_AUTOPILOT, ctx);
    expect(soldOf(done.events)).toEqual([['STEEL_BAR', 12]]);
    expect(done.state.inventory).toMatchObject({ STEEL_BAR: 0.5, IRON_ORE: 40, COAL: 300 });
    expect(done.state.cash).toBeGreaterThan(state.cash);
    expect(state.inventory.STEEL_BAR).toBe(12.5);
  });

  it('keep back KEEP_TICKS of what the factory’s own machines use', () => {
    const mill = factoryWith([machine('p', 'POWER_PLANT'), machine('m', 'STEEL_MILL')]);
    const perTick = machineConfig('STEEL_MILL', 1).inputs.find((i) => i.resource === 'STEEL_BAR')!.quantity;
    const done = runAutopilot(withStock(mill, { STEEL_BAR: 100 }), DEFAULT_AUTOPILOT, ctx);
    expect(done.state.inventory.STEEL_BAR).toBe(perTick * STANDING_ORDERS.KEEP_TICKS);
  });

  it('do not sell below MIN_PRICE_SHARE of the base price', () => {
    const floor = Math.ceil(MARKET.BASE_PRICES.STEEL_BAR * STANDING_ORDERS.MIN_PRICE_SHARE);
    const at = (sellPrice: number): MarketState => ({
      ...market,
      resources: { ...market.resources, STEEL_BAR: { ...market.resources.STEEL_BAR, sellPrice } },
    });
    const state = withStock(starterFactory(), { STEEL_BAR: 10 });
    expect(soldOf(runAutopilot(state, DEFAULT_AUTOPILOT, { now: 0, market: at(floor - 1) }).events)).toEqual([]);
    expect(soldOf(runAutopilot(state, DEFAULT_AUTOPILOT, { now: 0, market: at(floor) }).events)).toHaveLength(1);
  });
});

describe('automatic maintenance', () => {
  const worn = (condition: number, cash = usd(50_000)): FactoryState => {
    const base = starterFactory();
    return { ...base, cash, machines: base.machines.map((m) => (m.id === 'smelter' ? { ...m, condition } : m)) };
  };
  const smelter = (state: FactoryState) => state.machines.find((m) => m.id === 'smelter')!;

  it('books preventive maintenance at SERVICE_BELOW, not above', () => {
    expect(smelter(runAutopilot(worn(0.6), DEFAULT_AUTOPILOT, ctx).state).maintenance?.type).toBe('PREVENTIVE');
    expect(smelter(runAutopilot(worn(0.61), DEFAULT_AUTOPILOT, ctx).state).maintenance).toBeNull();
  });

  it('keeps a cash reserve from preventive work, but repairs a broken machine whenever cash covers it', () => {
    const cost = maintenanceCost(machineConfig('SMELTER', 1), 'PREVENTIVE');
    expect(smelter(runAutopilot(worn(0.5, cost), DEFAULT_AUTOPILOT, ctx).state).maintenance).toBeNull();
    const repaired = runAutopilot(worn(0, usd(2_000)), DEFAULT_AUTOPILOT, ctx).state;
    expect(smelter(repaired).condition).toBe(0.5);
    expect(repaired.cash).toBe(usd(500));
  });

  it('does nothing when switched off', () => {
    const state = worn(0);
    expect(runAutopilot(state, { sell: [], maintain: false }, ctx)).toEqual({ state, events: [] });
  });
});
