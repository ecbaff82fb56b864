import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { buildMachine } from '../actions/build.js';
import { previewAction } from '../reports/preview.js';
import { MARKET } from '../rules.js';
import { planProduction } from './plan.js';
import { powerBudget } from './power-budget.js';

const ctx = { now: 0 };

/** A plant (15) feeding a coal mine (3), two iron mines (2 each) and a smelter (5): 12 of 15 at their levels. */
function factory(condition: number) {
  return factoryWith([
    machine('plant', 'POWER_PLANT'),
    machine('coal', 'COAL_MINE', { condition }),
    machine('iron-1', 'IRON_MINE', { condition }),
    machine('iron-2', 'IRON_MINE', { condition }),
    machine('smelter', 'SMELTER', { condition }),
  ]);
}

describe('power budget (issue 45: spare power is what the tick will draw)', () => {
  it('counts the level consumption of new machines: 3 of 15 spare', () => {
    expect(powerBudget(factory(1))).toEqual({ powerCapacity: 15, powerUsed: 12, spare: 3 });
  });

  it('counts the extra draw of worn machines, as the tick draws it', () => {
    const worn = factory(0.6);
    // Each draws consumption × (1 + 0.4 × 0.3): 12 × 1.12 = 13.44.
    expect(powerBudget(worn)).toEqual({ powerCapacity: 15, powerUsed: 13.44, spare: 1.56 });
    expect(planProduction(worn).actualConsumption).toBeCloseTo(13.44, 9);
  });

  it('keeps a broken machine, one in the shop and one turned down at their level’s share', () => {
    const state = factoryWith([
      machine('plant', 'POWER_PLANT'),
      machine('broken', 'SMELTER', { condition: 0 }),
      machine('shop', 'COAL_MINE', { condition: 0.3, maintenance: { type: 'PREVENTIVE', ticksLeft: 2 } }),
      machine('slow', 'IRON_MINE', { capacity: 0.25 }),
    ]);
    expect(powerBudget(state).powerUsed).toBe(5 + 3 + 2);
  });

  it('refuses a coal mine the worn grid cannot carry, saying what is spare', () => {
    const refused = buildMachine({ ...factory(0.6), cash: 1_000_000_00 }, { type: 'COAL_MINE', id: 'new' }, ctx);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'NOT_ENOUGH_POWER',
        message:
          'Not enough power capacity: a Coal Mine needs 3 power and your grid has 1.5 spare (worn machines draw more). Build a Power Plant first.',
      },
    });
    expect(buildMachine({ ...factory(1), cash: 1_000_000_00 }, { type: 'COAL_MINE', id: 'new' }, ctx).ok).toBe(true);
  });

  it('previews the shortage a build the budget allows would cause on the running grid', () => {
    // The plant turned down to half makes 7.5: enough for the mine and smelter's 7, not for a coal mine's 3 more.
    const state = {
      ...factoryWith([
        machine('plant', 'POWER_PLANT', { capacity: 0.5 }),
        machine('iron', 'IRON_MINE'),
        machine('smelter', 'SMELTER'),
      ]),
      cash: 1_000_000_00,
    };
    expect(powerBudget(state).spare).toBe(8);
    const preview = previewAction(state, { kind: 'build', type: 'COAL_MINE' }, MARKET.BASE_PRICES, ctx);
    if (!preview.ok) throw new Error('refused');
    expect(preview.before.powerBalance).toBeCloseTo(0.5, 9);
    expect(preview.after.powerBalance).toBeCloseTo(-2.5, 9);
    expect(preview.newStalls).toContain('power');
  });
});
