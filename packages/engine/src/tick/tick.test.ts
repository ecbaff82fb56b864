import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { machine, factoryWith, starterFactory, worker } from '../../test/fixtures.js';
import { machineConfig } from '../catalog/machines.js';
import { usd } from '../money.js';
import { POWER } from '../rules.js';
import { gridStatus } from './grid.js';
import { planProduction } from './plan.js';
import { advanceFactory } from './tick.js';

const ctx = (tick: number) => ({ tick, now: 1_700_000_000_000 + tick * 300_000 });
const produced = (events: ReturnType<typeof advanceFactory>['events'], resource: string) =>
  events
    .filter((e) => e.kind === 'produced' && e.resource === resource)
    .reduce((s, e) => s + (e as { quantity: number }).quantity, 0);

describe('tick: production', () => {
  it('a staffed, powered starter factory mines ore and smelts it into bars in the same tick', () => {
    const { state, events } = advanceFactory(starterFactory(), ctx(1));
    expect(produced(events, 'IRON_ORE')).toBe(5);
    expect(produced(events, 'COAL')).toBe(8);
    // The smelter wants 10 ore but the mine made 5 this tick, so it runs half a batch: 5 ore and 1 coal make 1 bar.
    expect(produced(events, 'STEEL_BAR')).toBe(1);
    expect(state.inventory.STEEL_BAR).toBe(1);
    expect(state.inventory.IRON_ORE).toBe(0);
    expect(state.tick).toBe(1);
  });

  it('production is limited by inputs in stock and never drives stock negative', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('s', 'SMELTER')], {
      inventory: { ...emptyInventory(), IRON_ORE: 5, COAL: 100, STEEL_BAR: 0, ADVANCED_STEEL: 0 },
    });
    const next = advanceFactory(state, ctx(1)).state;
    expect(next.inventory.IRON_ORE).toBe(0);
    expect(next.inventory.STEEL_BAR).toBe(1);
    expect(next.inventory.COAL).toBe(100 - 5 - 1);
  });

  it('a power plant burns 5 coal for 15 power at level 1 and generates nothing without coal', () => {
    const fuelled = planProduction(factoryWith([machine('p', 'POWER_PLANT')]));
    expect(fuelled.actualGeneration).toBe(15);
    expect(fuelled.machines[0]!.consumed.COAL).toBe(5);
    const empty = planProduction(
      factoryWith([machine('p', 'POWER_PLANT')], {
        inventory: { ...emptyInventory(), IRON_ORE: 0, COAL: 0, STEEL_BAR: 0, ADVANCED_STEEL: 0 },
      }),
    );
    expect(empty.actualGeneration).toBe(0);
  });

  it('power plants make 15 / 25 / 50 power by level', () => {
    expect([1, 2, 3].map((l) => machineConfig('POWER_PLANT', l as 1 | 2 | 3).outputs[0]!.quantity)).toEqual([
      15, 25, 50,
    ]);
  });

  it('machines without power run at the 0.5 insufficient-power penalty', () => {
    const plan = planProduction(factoryWith([machine('i', 'IRON_MINE')]));
    expect(plan.powerFactor).toBe(POWER.INSUFFICIENT_PENALTY);
    expect(plan.status).toBe('CRITICAL');
    expect(plan.machines[0]!.produced.IRON_ORE).toBe(2.5);
  });

  it('funding factor halves production when cash is below operating plus power costs; overall = power × funding', () => {
    const plan = planProduction(factoryWith([machine('i', 'IRON_MINE')], { cash: 100 }));
    expect(plan.fundingFactor).toBe(0.5);
    expect(plan.overallEfficiency).toBe(0.25);
    expect(plan.machines[0]!.produced.IRON_ORE).toBe(1.25);
  });

  it('an underfunded factory slows its plants and its consumers alike, so the grid is not short for it', () => {
    const funded = planProduction(starterFactory());
    const plan = planProduction({ ...starterFactory(), cash: 100 });
    expect(funded.powerFactor).toBe(1);
    expect(plan.powerFactor).toBe(1);
    expect(plan.actualConsumption).toBeCloseTo(funded.actualConsumption * 0.5, 6);
    expect(plan.machines[2]!.produced.IRON_ORE).toBe(2.5);
  });

  it('an underfunded factory pays the running costs of the share it runs, salaries in full', () => {
    const state = { ...starterFactory(), cash: 100 };
    const full = planProduction(starterFactory()).costs;
    const plan = planProduction(state);
    expect(plan.costs.labor).toBe(Math.round(full.labor * 0.5));
    expect(plan.costs.total).toBeLessThan(full.total * 0.51);
    const { events } = advanceFactory(state, ctx(1));
    const salaries = state.workers.reduce((sum, w) => sum + w.salary, 0);
    expect(events).toContainEqual({ kind: 'cash', reason: 'salaries', amount: -salaries });
  });

  it('an unstaffed machine runs at the automation floor of 25%', () => {
    const plan = planProduction(
      factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false }),
    );
    expect(plan.machines[1]!.staffing.efficiency).toBe(0.25);
  });

  it('capacity scales output', () => {
    const plan = planProduction(
      factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE', { capacity: 0.5 })]),
    );
    expect(plan.machines[1]!.produced.IRON_ORE).toBe(2.5);
  });

  it('broken machines produce nothing and cost nothing to run', () => {
    const plan = planProduction(
      factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE', { condition: 0 })]),
    );
    expect(plan.machines[1]!.produced.IRON_ORE).toBeUndefined();
    expect(plan.machines[1]!.costs.total).toBe(0);
  });
});

describe('tick: costs', () => {
  it('power cost = rate × consumption × capacity × (1 + (1 − condition) × 0.3) / powerEfficiencyFactor', () => {
    const plan = planProduction(
      factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE', { capacity: 0.5, condition: 0.5 })]),
    );
    // 2 × 0.5 × 1.15 / 1 = 1.15 units × 10 cents
    expect(plan.machines[1]!.powerDraw).toBeCloseTo(1.15);
    expect(plan.machines[1]!.costs.power).toBe(12);
  });

  it('operating cost splits 40% labor, 30% materials, 30% maintenance', () => {
    const plan = planProduction(factoryWith([machine('p', 'POWER_PLANT'), machine('s', 'SMELTER')]));
    const costs = plan.machines[1]!.costs;
    expect(costs.labor).toBe(usd(12));
    expect(costs.materials).toBe(usd(9));
    expect(costs.maintenance).toBe(usd(9));
  });

  it('charges costs and salaries, and the cash change is the sum of cash events', () => {
    const start = starterFactory();
    const { state, events } = advanceFactory(start, ctx(1));
    const cashEvents = events
      .filter((e) => e.kind === 'cash')
      .reduce((s, e) => s + (e as { amount: number }).amount, 0);
    expect(state.cash - start.cash).toBe(cashEvents);
    const salaries = start.workers.reduce((s, w) => s + w.salary, 0);
    expect(events).toContainEqual({ kind: 'cash', reason: 'salaries', amount: -salaries });
  });

  it('costs beyond cash become debt; cash never goes negative', () => {
    const start = { ...starterFactory(), cash: 50 };
    const { state } = advanceFactory(start, ctx(1));
    expect(state.cash).toBe(0);
    expect(state.debt).toBeGreaterThan(0);
  });

  it.each([
    [usd(1_000), usd(50)],
    [usd(100), usd(10)],
    [usd(5), usd(5)],
  ])('repays 5%% of debt %i (minimum $10, never more than the debt): %i', (debt, repaid) => {
    const { state } = advanceFactory({ ...factoryWith([]), debt }, ctx(1));
    expect(debt - state.debt).toBe(repaid);
  });

  it('an idle factory with no machines and no staff loses nothing', () => {
    const start = factoryWith([]);
    const { state } = advanceFactory(start, ctx(1));
    expect(state.cash).toBe(start.cash);
  });
});

describe('tick: condition, maintenance, workers', () => {
  it('running machines wear; the same seed breaks the same machines', () => {
    const worn = factoryWith(
      [machine('p', 'POWER_PLANT', { condition: 0.2 }), machine('c', 'COAL_MINE', { condition: 0.2 })],
      { seed: 7 },
    );
    let a = worn;
    let b = worn;
    for (let t = 1; t <= 200; t++) {
      a = advanceFactory(a, ctx(t)).state;
      b = advanceFactory(b, ctx(t)).state;
    }
    expect(a).toEqual(b);
    expect(a.machines.every((m) => m.condition < 0.2)).toBe(true);
  });

  it('a machine under maintenance is offline until the work finishes, then restored', () => {
    const state = factoryWith([
      machine('p', 'POWER_PLANT', { condition: 0.5, maintenance: { type: 'PREVENTIVE', ticksLeft: 3 } }),
    ]);
    const t1 = advanceFactory(state, ctx(1));
    expect(t1.plan.actualGeneration).toBe(0);
    const t2 = advanceFactory(t1.state, ctx(2));
    const t3 = advanceFactory(t2.state, ctx(3));
    expect(t3.events).toContainEqual({
      kind: 'maintenanceFinished',
      machineId: 'p',
      maintenanceType: 'PREVENTIVE',
      condition: 0.9,
    });
    expect(t3.state.machines[0]!.maintenance).toBeNull();
    expect(t3.state.machines[0]!.lastMaintenanceTick).toBe(3);
  });

  it('idle workers lose satisfaction, working ones gain it', () => {
    const state = {
      ...factoryWith([machine('p', 'POWER_PLANT')]),
      workers: [worker('w1', 'OPERATOR', 1, 'p'), worker('w2', 'OPERATOR', 1, null)],
    };
    const next = advanceFactory(state, ctx(1)).state;
    expect(next.workers[0]!.satisfaction).toBeGreaterThan(85);
    expect(next.workers[1]!.satisfaction).toBeLessThan(85);
  });

  it('refuses to apply a tick twice', () => {
    const once = advanceFactory(starterFactory(), ctx(1)).state;
    expect(() => advanceFactory(once, ctx(1))).toThrow(RangeError);
  });
});

describe('grid status', () => {
  it.each([
    [20, 10, 'SURPLUS'],
    [10, 10, 'BALANCED'],
    [6, 10, 'SHORTAGE'],
    [4, 10, 'CRITICAL'],
    [0, 0, 'BALANCED'],
  ])('generation %i vs consumption %i is %s', (g, c, status) => {
    expect(gridStatus(g, c)).toBe(status);
  });
});
