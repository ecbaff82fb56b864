import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { missingCrew } from '../actions/crews.js';
import { MARKET } from '../rules.js';
import { factoryOutlook, previewAction } from './preview.js';

const ctx = { now: 0 };
const prices = { ...MARKET.BASE_PRICES };

describe('previewAction', () => {
  it('a build previewed once crewed hires exactly the posts the new machine leaves empty', () => {
    const state = starterFactory();
    const plain = previewAction(state, { kind: 'build', type: 'IRON_MINE' }, prices, ctx);
    const crewed = previewAction(state, { kind: 'build', type: 'IRON_MINE', crewed: true }, prices, ctx);
    if (!plain.ok || !crewed.ok) throw new Error('refused');
    expect(plain.after.crewMissing).toBeGreaterThan(0);
    expect(plain.newStalls).toContain('crew');
    expect(crewed.after.crewMissing).toBe(0);
    expect(crewed.newStalls).not.toContain('crew');
    // The hires cost cash now and salaries every tick, counted in the crewed figures.
    expect(crewed.spends).toBeGreaterThan(plain.spends);
  });

  it('warns that scrapping the only power plant stalls every consumer for power', () => {
    const preview = previewAction(starterFactory(), { kind: 'scrap', machineId: 'plant' }, prices, ctx);
    if (!preview.ok) throw new Error('refused');
    expect(preview.newStalls).toContain('power');
    expect(preview.delta.powerBalance).toBeLessThan(0);
    expect(preview.spends).toBeLessThan(0);
  });

  it('lower capacity previews less wear and less output, and the refusal of a bad capacity is the action’s own', () => {
    const preview = previewAction(
      starterFactory(),
      { kind: 'capacities', machineCapacities: { iron: 0.25 } },
      prices,
      ctx,
    );
    if (!preview.ok) throw new Error('refused');
    expect(preview.delta.wear).toBeLessThan(0);
    // The ore is smelted the same tick: less of it shows as fewer steel bars.
    expect(preview.delta.output.STEEL_BAR).toBeLessThan(0);

    const refused = previewAction(
      starterFactory(),
      { kind: 'capacities', machineCapacities: { iron: 2 } },
      prices,
      ctx,
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'Capacity must be a number between 0.25 and 1' },
    });
  });

  it('the outlook names each stall of an unstaffed smelter: power (its plant unstaffed too), crew, inputs', () => {
    const state = factoryWith([machine('plant', 'POWER_PLANT'), machine('smelter', 'SMELTER')], { staffed: false });
    const outlook = factoryOutlook(state, prices);
    expect(outlook.crewMissing).toBe(missingCrew(state).length);
    expect(outlook.stalls.find((s) => s.machineId === 'smelter')?.reasons).toEqual(['power', 'crew', 'inputs']);
    expect(outlook.shortages).toContain('IRON_ORE');
  });
});
