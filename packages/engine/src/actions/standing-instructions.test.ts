import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { maintenanceCost } from '../catalog/maintenance.js';
import { machineConfig } from '../catalog/machines.js';
import { DEFAULT_STANDING_ORDERS, newFactory } from '../factory.js';
import type { MarketState } from '../market/pricing.js';
import { newMarket } from '../market/pricing.js';
import { usd } from '../money.js';
import { MARKET, STANDING_ORDERS } from '../rules.js';
import type { FactoryState, StandingOrder } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { runFactoryTick } from '../tick/factory-tick.js';
import { setAutoMaintenance, setStandingOrders } from './set-standing-instructions.js';
import { runStandingInstructions } from './standing-instructions.js';

const market = newMarket(1);
const ctx = { now: 0, market };
const withStock = (state: FactoryState, stock: Partial<FactoryState['inventory']>): FactoryState => ({
  ...state,
  inventory: { ...state.inventory, ...stock },
});
const soldOf = (events: readonly { kind: string; reason?: string; resource?: string; quantity?: number }[]) =>
  events.flatMap((e) => (e.kind === 'cash' && e.reason === 'sale' ? [[e.resource, e.quantity]] : []));
const order = (resource: StandingOrder['resource'], over: Partial<StandingOrder> = {}): StandingOrder => ({
  resource,
  keep: null,
  minPrice: null,
  ...over,
});
const ordered = (state: FactoryState, ...standingOrders: StandingOrder[]): FactoryState => ({
  ...state,
  standingOrders,
});
const pricedAt = (resource: StandingOrder['resource'], sellPrice: number): MarketState => ({
  ...market,
  resources: { ...market.resources, [resource]: { ...market.resources[resource], sellPrice } },
});

const PRODUCTS = ['STEEL_BAR', 'ADVANCED_STEEL', 'COKE', 'TOOLS', 'MACHINE_PARTS'] as const;

describe('a new factory’s standing instructions', () => {
  it('sell the products with the rules’ keep and floor, and maintain automatically', () => {
    const state = newFactory(1);
    expect(state.standingOrders).toEqual(PRODUCTS.map((r) => order(r)));
    expect(state.autoMaintenance).toBe(true);
  });

  it('are kept by the tick', () => {
    const state = { ...ordered(starterFactory(), order('COAL', { keep: 5 })), autoMaintenance: false };
    const next = advanceFactory(state, { tick: 1, now: 0 }).state;
    expect(next.standingOrders).toBe(state.standingOrders);
    expect(next.autoMaintenance).toBe(false);
  });
});

describe('standing orders', () => {
  it('sell the whole units of the products, never the coal and ore the factory runs on', () => {
    const state = withStock(starterFactory(), { STEEL_BAR: 12.5, IRON_ORE: 40, COAL: 300 });
    const done = runStandingInstructions(state, ctx);
    expect(soldOf(done.events)).toEqual([['STEEL_BAR', 12]]);
    expect(done.state.inventory).toMatchObject({ STEEL_BAR: 0.5, IRON_ORE: 40, COAL: 300 });
    expect(done.state.cash).toBeGreaterThan(state.cash);
    expect(done.state.salesThisTick.STEEL_BAR).toBe(12);
    expect(state.inventory.STEEL_BAR).toBe(12.5);
  });

  it('keep back KEEP_TICKS of what the factory’s own machines use', () => {
    const mill = factoryWith([machine('p', 'POWER_PLANT'), machine('m', 'STEEL_MILL')]);
    const perTick = machineConfig('STEEL_MILL', 1).inputs.find((i) => i.resource === 'STEEL_BAR')!.quantity;
    const done = runStandingInstructions(withStock(mill, { STEEL_BAR: 100 }), ctx);
    expect(done.state.inventory.STEEL_BAR).toBe(perTick * STANDING_ORDERS.KEEP_TICKS);
  });

  it('keep back the units the player set instead, when set', () => {
    const state = ordered(withStock(starterFactory(), { STEEL_BAR: 100 }), order('STEEL_BAR', { keep: 30.5 }));
    expect(runStandingInstructions(state, ctx).state.inventory.STEEL_BAR).toBe(31);
  });

  it('do not sell below MIN_PRICE_SHARE of the base price', () => {
    const floor = Math.ceil(MARKET.BASE_PRICES.STEEL_BAR * STANDING_ORDERS.MIN_PRICE_SHARE);
    const state = withStock(starterFactory(), { STEEL_BAR: 10 });
    const at = (price: number) => ({ now: 0, market: pricedAt('STEEL_BAR', price) });
    expect(soldOf(runStandingInstructions(state, at(floor - 1)).events)).toEqual([]);
    expect(soldOf(runStandingInstructions(state, at(floor)).events)).toHaveLength(1);
  });

  it('do not sell below the player’s own minimum price, when set', () => {
    const state = ordered(withStock(starterFactory(), { STEEL_BAR: 10 }), order('STEEL_BAR', { minPrice: usd(150) }));
    const at = (price: number) => ({ now: 0, market: pricedAt('STEEL_BAR', price) });
    expect(soldOf(runStandingInstructions(state, at(usd(149.99))).events)).toEqual([]);
    expect(soldOf(runStandingInstructions(state, at(usd(150))).events)).toEqual([['STEEL_BAR', 10]]);
  });

  it('sell coal or ore too when the player orders it, keeping the factory’s own use', () => {
    const state = ordered(withStock(starterFactory(), { COAL: 300 }), order('COAL'));
    const coalOf = (type: 'POWER_PLANT' | 'SMELTER') =>
      machineConfig(type, 1).inputs.find((i) => i.resource === 'COAL')!.quantity;
    const use = coalOf('POWER_PLANT') + coalOf('SMELTER');
    const done = runStandingInstructions(state, ctx);
    expect(soldOf(done.events)).toEqual([['COAL', Math.floor(300 - use * STANDING_ORDERS.KEEP_TICKS)]]);
  });

  it('sell nothing when there are none', () => {
    const state = { ...ordered(withStock(starterFactory(), { STEEL_BAR: 50 })), autoMaintenance: false };
    expect(runStandingInstructions(state, ctx)).toEqual({ state, events: [] });
  });
});

describe('automatic maintenance', () => {
  const worn = (condition: number, cash = usd(50_000)): FactoryState => {
    const base = starterFactory();
    return { ...base, cash, machines: base.machines.map((m) => (m.id === 'smelter' ? { ...m, condition } : m)) };
  };
  const smelter = (state: FactoryState) => state.machines.find((m) => m.id === 'smelter')!;

  it('books preventive maintenance at SERVICE_BELOW, not above', () => {
    expect(smelter(runStandingInstructions(worn(0.6), ctx).state).maintenance?.type).toBe('PREVENTIVE');
    expect(smelter(runStandingInstructions(worn(0.61), ctx).state).maintenance).toBeNull();
  });

  it('keeps a cash reserve from preventive work, but repairs a broken machine whenever cash covers it', () => {
    const cost = maintenanceCost(machineConfig('SMELTER', 1), 'PREVENTIVE');
    expect(smelter(runStandingInstructions(worn(0.5, cost), ctx).state).maintenance).toBeNull();
    const repaired = runStandingInstructions(worn(0, usd(2_000)), ctx);
    expect(smelter(repaired.state).condition).toBe(0.5);
    expect(repaired.state.cash).toBe(usd(500));
    expect(repaired.events).toContainEqual(expect.objectContaining({ kind: 'repaired', emergency: true }));
  });

  it('does nothing when switched off', () => {
    const state = { ...worn(0), autoMaintenance: false };
    expect(runStandingInstructions(state, ctx).state).toBe(state);
  });
});

describe('a factory’s tick with its standing instructions', () => {
  it('runs them before the tick: their events first, their sales for the market', () => {
    const state = withStock(starterFactory(), { STEEL_BAR: 20 });
    const ticked = runFactoryTick(state, { tick: 1, now: 0, market });
    expect(ticked.events[0]).toMatchObject({ kind: 'cash', reason: 'sale', resource: 'STEEL_BAR', quantity: 20 });
    expect(ticked.sold.STEEL_BAR).toBe(20);
    expect(ticked.state.salesThisTick.STEEL_BAR).toBe(0);
    expect(ticked.state.counters.sold.STEEL_BAR).toBe(20);
  });

  it('is the plain tick when the instructions have nothing to do', () => {
    const state = starterFactory();
    const ticked = runFactoryTick(state, { tick: 1, now: 0, market });
    const plain = advanceFactory(state, { tick: 1, now: 0 });
    expect(ticked.state).toEqual(plain.state);
    expect(ticked.events).toEqual(plain.events);
    expect(ticked.sold).toBe(state.salesThisTick);
  });
});

describe('setting standing orders', () => {
  const set = (orders: unknown[]) =>
    setStandingOrders(newFactory(1), { orders: orders as { resource: string; keep: null; minPrice: null }[] }, ctx);
  const refusal = (orders: unknown[]) => {
    const result = set(orders);
    return result.ok ? null : result.error;
  };

  it('replaces the list, any stored resource allowed', () => {
    const result = set([order('COAL', { keep: 40 }), order('STEEL_BAR', { minPrice: 9_000 })]);
    expect(result.ok && result.state.standingOrders).toEqual([
      order('COAL', { keep: 40 }),
      order('STEEL_BAR', { minPrice: 9_000 }),
    ]);
    expect(result.ok && result.message).toBe(
      'Standing sell orders: Coal (keeping 40); Steel Bar (keeping 12 ticks of own use and what you buy, at $90.00 or more)',
    );
  });

  it('clears them with an empty list', () => {
    const result = set([]);
    expect(result.ok && result.state.standingOrders).toEqual([]);
  });

  it('refuses an unknown resource, power, or two orders for one resource', () => {
    expect(refusal([order('GOLD' as 'COAL')])).toEqual({ code: 'INVALID_INPUT', message: 'Unknown resource: GOLD' });
    expect(refusal([order('POWER' as 'COAL')])).toEqual({ code: 'INVALID_INPUT', message: 'Power cannot be sold' });
    expect(refusal([order('COAL'), order('COAL', { keep: 3 })])).toEqual({
      code: 'INVALID_INPUT',
      message: 'Coal has more than one standing order: give one a resource',
    });
  });

  it('refuses a keep that is negative or not a finite number', () => {
    for (const keep of [-1, Number.POSITIVE_INFINITY, Number.NaN, '5'])
      expect(refusal([{ resource: 'COAL', keep, minPrice: null }])).toEqual({
        code: 'INVALID_INPUT',
        message: 'Coal: the stock to keep must be a number of units, 0 or more',
      });
    expect(set([order('COAL', { keep: 0 })]).ok).toBe(true);
  });

  it('refuses a minimum price that is not a whole number of cents above 0', () => {
    for (const minPrice of [0, -100, 10.5, Number.NaN])
      expect(refusal([{ resource: 'STEEL_BAR', keep: null, minPrice }])).toEqual({
        code: 'INVALID_INPUT',
        message: 'Steel Bar: the minimum price must be a whole number of cents above 0',
      });
  });

  it('leaves the defaults other factories share untouched', () => {
    const result = setStandingOrders(newFactory(1), { orders: [order('COAL')] }, ctx);
    expect(result.ok && result.state.standingOrders).toEqual([order('COAL')]);
    expect(newFactory(2).standingOrders).toBe(DEFAULT_STANDING_ORDERS);
    expect(DEFAULT_STANDING_ORDERS).toEqual(PRODUCTS.map((r) => order(r)));
  });
});

describe('setting automatic maintenance', () => {
  it('switches it off and on', () => {
    const off = setAutoMaintenance(newFactory(1), { enabled: false }, ctx);
    expect(off.ok && off.state.autoMaintenance).toBe(false);
    const on = off.ok && setAutoMaintenance(off.state, { enabled: true }, ctx);
    expect(on && on.ok && on.state.autoMaintenance).toBe(true);
  });

  it('refuses anything but on or off', () => {
    expect(setAutoMaintenance(newFactory(1), { enabled: 'yes' as unknown as boolean }, ctx)).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'Automatic maintenance is on or off' },
    });
  });
});
