import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { buildMachine } from '../actions/build.js';
import { floorExtensionCost, floorExtensionsValue, SITE_RULES, SITES } from '../catalog/sites.js';
import { usd } from '../money.js';
import { netWorth } from '../progress/net-worth.js';
import { advise } from '../reports/recommendations.js';
import type { ActionResult, FactoryState, GameEvent, Machine } from '../state.js';
import { ledgerFromEvents } from '../reports/ledger.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { MARKET } from '../rules.js';
import { chooseSite } from './choose.js';
import { extendFloor } from './extend.js';
import { floorSpace } from './floor.js';

const ctx = { now: 0 };
function ok(result: ActionResult): FactoryState {
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}
const many = (type: Machine['type'], n: number, id: string, level: Machine['level'] = 1) =>
  Array.from({ length: n }, (_, k) => machine(`${id}${k}`, type, { level }));

describe('floor extensions', () => {
  it('cost twice the one before, and count in net worth at what they cost', () => {
    const unit = SITE_RULES.EXTENSION_FLOOR;
    expect([0, unit, 2 * unit].map(floorExtensionCost)).toEqual([usd(2_000_000), usd(4_000_000), usd(8_000_000)]);
    expect([0, unit, 3 * unit].map(floorExtensionsValue)).toEqual([0, usd(2_000_000), usd(14_000_000)]);
  });

  it('add floor for cash, one for one in net worth, and a machine that did not fit then does', () => {
    // 58 of the 60 floor taken: no room for a Power Plant (3).
    const full = factoryWith([...many('IRON_MINE', 29, 'i')], { cash: usd(2_500_000), site: 'IRON_RANGE' });
    expect(buildMachine(full, { type: 'POWER_PLANT', id: 'x' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'NO_FLOOR_SPACE' },
    });
    const result = extendFloor(full, {}, ctx);
    expect(result).toMatchObject({
      ok: true,
      message: 'Extended your floor by 10 for $2,000,000.00',
    });
    expect((result as { events: unknown[] }).events[0]).toEqual({
      kind: 'cash',
      reason: 'floorExtension',
      amount: -usd(2_000_000),
    });
    const wider = ok(result);
    expect(wider.cash).toBe(usd(500_000));
    expect(floorSpace(wider)).toEqual({ used: 58, total: 70, free: 12 });
    expect(netWorth(wider)).toBe(netWorth(full));
    // The ledger books it with the builds.
    expect(ledgerFromEvents(1, (result as { events: GameEvent[] }).events).capital.build).toBe(-usd(2_000_000));
    expect(ok(buildMachine(wider, { type: 'POWER_PLANT', id: 'x' }, ctx)).machines).toHaveLength(30);
  });

  it('refuses without the cash and changes nothing', () => {
    const poor = { ...starterFactory(), cash: usd(1_999_999) };
    expect(extendFloor(poor, {}, ctx)).toEqual({
      ok: false,
      error: {
        code: 'INSUFFICIENT_FUNDS',
        message: 'Insufficient funds: extending your floor by 10 costs $2,000,000.00 and you have $1,999,999.00',
      },
    });
  });

  it('moves with the factory to another site', () => {
    const extended = ok(extendFloor({ ...starterFactory(), site: 'IRON_RANGE', cash: usd(3_000_000) }, {}, ctx));
    const moved = ok(chooseSite(extended, { site: 'FREE_PORT' }, ctx));
    expect(floorSpace(moved).total).toBe(SITES.FREE_PORT.floor + 10);
    expect(floorExtensionCost(moved.extraFloor)).toBe(usd(4_000_000));
  });
});

describe('extension advice', () => {
  // The port's works on all 60 of its floor, its next smelter level paying (growth-advice.test.ts's port, one level on).
  const crowded = (cash: number) =>
    factoryWith(
      [
        ...many('POWER_PLANT', 5, 'p'),
        ...many('COAL_MINE', 4, 'c', 3),
        ...many('IRON_MINE', 4, 'i', 3),
        machine('s0', 'SMELTER', { level: 2 }),
        ...many('SMELTER', 3, 's', 1).map((m, k) => ({ ...m, id: `s${k + 1}` })),
      ],
      { cash, site: 'FREE_PORT' },
    );
  const kinds = (state: FactoryState) =>
    advise(state, planProduction(state), MARKET.BASE_PRICES).map((a) => a.action.kind);

  it('asks for an extension when growth would pay on a wider floor and the cash covers it twice over', () => {
    const state = crowded(usd(10_000_000));
    expect(floorSpace(state).free).toBe(0);
    expect(kinds({ ...state, cash: usd(200_000) })).not.toContain('extendFloor');
    const advice = advise(state, planProduction(state), MARKET.BASE_PRICES);
    expect(advice.find((a) => a.action.kind === 'extendFloor')).toEqual({
      text: 'Your floor is full and your cash can still grow the factory: extend the floor by 10 for $2,000,000.00, then build on it.',
      action: { kind: 'extendFloor' },
    });
    // Following it leaves growth that fits, and the next extension waits for twice its dearer cost.
    const wider = ok(extendFloor(state, {}, ctx));
    expect(kinds(wider)).not.toContain('extendFloor');
    expect(kinds(wider).length).toBeGreaterThan(0);
    expect(kinds({ ...state, cash: usd(3_999_999) })).not.toContain('extendFloor');
  });

  it('asks for one when little power is left and the floor has no room for the plant it needs', () => {
    // The crowded port, a plant and a smelter traded for two mines: 59 of 60 floor, 1 power spare, no room
    // for a Power Plant (3).
    const state = factoryWith(
      [
        ...crowded(0).machines.filter((m) => m.id !== 'p4' && m.id !== 's3'),
        machine('c9', 'COAL_MINE', { level: 2 }),
        machine('i9', 'IRON_MINE'),
      ],
      { cash: usd(10_000_000), site: 'FREE_PORT' },
    );
    expect(floorSpace(state).free).toBe(1);
    expect(powerBudget(state).spare).toBe(1);
    // A plant the floor cannot hold must not silence the growth advice, or the guide says nothing at all.
    expect(kinds(state)).toEqual(['extendFloor']);
    // On the wider floor the plant comes first.
    const wider = ok(extendFloor(state, {}, ctx));
    expect(advise(wider, planProduction(wider), MARKET.BASE_PRICES)[0]?.action).toEqual({
      kind: 'build',
      machine: 'POWER_PLANT',
    });
  });
});
