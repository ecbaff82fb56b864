import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { buildMachine, upgradeMachine } from '../actions/build.js';
import { buyResource, purchaseAsk, purchaseCost } from '../actions/buy-resource.js';
import { sellResource } from '../actions/sell-resource.js';
import { SITES, SITE_RULES, siteMoveCost } from '../catalog/sites.js';
import { newMarket } from '../market/pricing.js';
import { usd } from '../money.js';
import type { ActionResult, FactoryState } from '../state.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { advanceFactory } from '../tick/tick.js';
import { chooseSite } from './choose.js';
import { floorSpace } from './floor.js';
import { siteMatching } from './matching.js';

const ctx = { now: 0 };
function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
function refused(result: ActionResult) {
  if (result.ok) throw new Error(`expected a refusal, got: ${result.message}`);
  return result.error;
}
const made = (state: FactoryState, id: string) => planProduction(state).machines.find((p) => p.machine.id === id)!;

describe('site yields', () => {
  it("an Iron Range's iron mine digs 125% more ore than one on open ground, and other mines dig the same", () => {
    const open = starterFactory();
    const range: FactoryState = { ...open, site: 'IRON_RANGE' };
    expect(made(range, 'iron').produced.IRON_ORE).toBeCloseTo(made(open, 'iron').produced.IRON_ORE! * 2.25, 5);
    expect(made(range, 'coal').produced.COAL).toBe(made(open, 'coal').produced.COAL);
  });

  it('a Coal Basin digs more coal; a tick puts it in stock', () => {
    const open = starterFactory();
    const basin: FactoryState = { ...open, site: 'COAL_BASIN' };
    const after = (s: FactoryState) => advanceFactory(s, { tick: 1, now: 0 }).state.inventory.COAL;
    expect(after(basin)).toBeGreaterThan(after(open));
  });

  it("a Coal Basin's smelter, fired at the pithead, makes a quarter more bars from the same ore and coal", () => {
    const open = starterFactory();
    const basin: FactoryState = { ...open, site: 'COAL_BASIN' };
    expect(made(basin, 'smelter').produced.STEEL_BAR).toBeCloseTo(made(open, 'smelter').produced.STEEL_BAR! * 1.25, 5);
    expect(made(basin, 'smelter').consumed).toEqual(made(open, 'smelter').consumed);
  });

  it("River Works' plants make 40% more power from the same coal, and its budget shows it", () => {
    const open = starterFactory();
    const river: FactoryState = { ...open, site: 'RIVER_WORKS' };
    expect(made(river, 'plant').generation).toBeCloseTo(made(open, 'plant').generation * 1.4, 5);
    expect(made(river, 'plant').consumed.COAL).toBe(made(open, 'plant').consumed.COAL);
    expect(powerBudget(river).powerCapacity).toBeCloseTo(powerBudget(open).powerCapacity * 1.4, 5);
  });
});

describe('the Free Port', () => {
  it('its refiners make 5% more from the same inputs', () => {
    const open = starterFactory();
    const port: FactoryState = { ...open, site: 'FREE_PORT' };
    expect(made(port, 'smelter').produced.STEEL_BAR).toBeCloseTo(made(open, 'smelter').produced.STEEL_BAR! * 1.05, 5);
    expect(made(port, 'smelter').consumed).toEqual(made(open, 'smelter').consumed);
  });

  const market = newMarket(1);
  const rich = (site: FactoryState['site']): FactoryState => ({ ...factoryWith([]), cash: usd(100_000), site });

  it('buys from the market for less than elsewhere', () => {
    const port = ok(buyResource(rich('FREE_PORT'), { resource: 'STEEL_BAR', quantity: 50 }, { ...ctx, market }));
    const other = ok(buyResource(rich('IRON_RANGE'), { resource: 'STEEL_BAR', quantity: 50 }, { ...ctx, market }));
    expect(port.state.cash).toBeGreaterThan(other.state.cash);
  });

  it('is charged what purchaseCost quotes for its site, the figure the browser shows', () => {
    for (const site of ['FREE_PORT', 'COAL_BASIN', null] as const) {
      const start = rich(site);
      const bought = ok(buyResource(start, { resource: 'COAL', quantity: 300 }, { ...ctx, market })).state;
      expect(start.cash - bought.cash).toBe(purchaseCost(market, 'COAL', 300, site));
    }
    const price = market.resources.COAL.sellPrice;
    expect(purchaseAsk(price, 'FREE_PORT')).toBeLessThan(purchaseAsk(price, 'RIVER_WORKS'));
    expect(purchaseAsk(price, 'RIVER_WORKS')).toBe(purchaseAsk(price, null));
  });

  it('still loses on a round trip through the market: no wash trade pays', () => {
    const start = rich('FREE_PORT');
    const bought = ok(buyResource(start, { resource: 'STEEL_BAR', quantity: 50 }, { ...ctx, market })).state;
    const sold = ok(sellResource(bought, { resource: 'STEEL_BAR', quantity: 50 }, { ...ctx, market })).state;
    expect(sold.cash).toBeLessThan(start.cash);
  });
});

describe('floor space', () => {
  it('counts each machine by type and level against the site', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE', { level: 3 })], {
      site: 'FREE_PORT',
    });
    const expected = SITE_RULES.MACHINE_FLOOR.POWER_PLANT + SITE_RULES.MACHINE_FLOOR.IRON_MINE + 2;
    expect(floorSpace(state)).toEqual({ used: expected, total: 60, free: 60 - expected });
    expect(SITES.FREE_PORT.floor).toBe(60);
  });

  it('refuses a build that would not fit, with a clear message, and changes nothing', () => {
    const full = factoryWith(
      [...Array.from({ length: 19 }, (_, i) => machine(`p${i}`, 'POWER_PLANT')), machine('c', 'COAL_MINE')],
      { site: 'IRON_RANGE', cash: usd(1_000_000) },
    );
    expect(floorSpace(full).used).toBe(59);
    const error = refused(buildMachine(full, { type: 'SMELTER', id: 's' }, ctx));
    expect(error.code).toBe('NO_FLOOR_SPACE');
    expect(error.message).toBe(
      'Not enough floor space: a Smelter needs 3 floor and your factory uses 59 of 60. Scrap a machine, extend your floor or buy what you need from other players.',
    );
    // One floor left: a level-2 upgrade fits, a mine (2) does not.
    ok(upgradeMachine(full, { machineId: 'p0' }, ctx));
    expect(refused(buildMachine(full, { type: 'IRON_MINE', id: 'i' }, ctx)).code).toBe('NO_FLOOR_SPACE');
  });

  it('lets a factory over its floor keep and run every machine, and refuses only more', () => {
    const over = factoryWith(
      Array.from({ length: 21 }, (_, i) => machine(`c${i}`, 'COAL_MINE', { level: 2 })),
      { site: 'COAL_BASIN', cash: usd(1_000_000) },
    );
    expect(floorSpace(over)).toMatchObject({ used: 63, total: 60, free: 0 });
    const ticked = advanceFactory(over, { tick: 1, now: 0 }).state;
    expect(ticked.machines).toHaveLength(21);
    expect(ticked.inventory.COAL).toBeGreaterThan(over.inventory.COAL);
    expect(refused(upgradeMachine(over, { machineId: 'c0' }, ctx)).code).toBe('NO_FLOOR_SPACE');
  });
});

describe('choosing and moving a site', () => {
  const starter = () => ({ ...starterFactory(), cash: usd(50_000) });

  it('the first choice is free', () => {
    const result = ok(chooseSite(starter(), { site: 'COAL_BASIN' }, ctx));
    expect(result.state.site).toBe('COAL_BASIN');
    expect(result.state.cash).toBe(usd(50_000));
    expect(result.events.filter((e) => e.kind === 'cash')).toEqual([]);
    expect(result.message).toBe('Your factory stands at Coal Basin');
  });

  it('a move costs the base plus the floor the machines take, keeps every machine, and is booked as a cash event', () => {
    const start = { ...starter(), site: 'COAL_BASIN' as const };
    const cost = siteMoveCost(floorSpace(start).used);
    expect(cost).toBe(usd(10_000) + usd(250) * 10);
    const moved = ok(chooseSite(start, { site: 'RIVER_WORKS' }, ctx));
    expect(moved.state).toMatchObject({ site: 'RIVER_WORKS', cash: usd(50_000) - cost, machines: start.machines });
    expect(moved.events.filter((e) => e.kind === 'cash')).toEqual([
      { kind: 'cash', reason: 'siteMove', amount: -cost },
    ]);
    expect(moved.message).toBe('Moved your factory to River Works for $12,500.00');
  });

  it('refuses an unknown site, the same site, a move it cannot pay, and a floor too small, changing nothing', () => {
    const start = { ...starter(), site: 'COAL_BASIN' as const };
    expect(refused(chooseSite(start, { site: 'MOON' }, ctx))).toEqual({
      code: 'INVALID_INPUT',
      message: 'Unknown site: MOON',
    });
    expect(refused(chooseSite(start, { site: 'COAL_BASIN' }, ctx)).message).toBe(
      'Your factory already stands at Coal Basin',
    );
    expect(refused(chooseSite({ ...start, cash: usd(100) }, { site: 'FREE_PORT' }, ctx)).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    const big = factoryWith(
      Array.from({ length: 21 }, (_, i) => machine(`p${i}`, 'POWER_PLANT')),
      { site: 'FREE_PORT', cash: usd(1_000_000) },
    );
    expect(refused(chooseSite(big, { site: 'IRON_RANGE' }, ctx))).toEqual({
      code: 'NO_FLOOR_SPACE',
      message: 'Your machines take 63 floor and Iron Range has 60: scrap some before you move there.',
    });
  });
});

describe('the site that matches what was built', () => {
  it('follows the most levels, refiners pointing to the port', () => {
    expect(siteMatching([])).toBeNull();
    expect(siteMatching(starterFactory().machines)).toBe('IRON_RANGE');
    expect(siteMatching([machine('a', 'COAL_MINE'), machine('b', 'COAL_MINE'), machine('c', 'IRON_MINE')])).toBe(
      'COAL_BASIN',
    );
    expect(siteMatching([machine('a', 'POWER_PLANT', { level: 3 }), machine('b', 'COAL_MINE')])).toBe('RIVER_WORKS');
    expect(siteMatching([machine('a', 'SMELTER'), machine('b', 'STEEL_MILL'), machine('c', 'IRON_MINE')])).toBe(
      'FREE_PORT',
    );
  });
});
