import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { buildMachine, upgradeMachine } from '../actions/build.js';
import { scrapMachine } from '../actions/maintenance.js';
import { usd } from '../money.js';
import { emptyInventory } from '../resources.js';
import { floorSpace } from '../sites/floor.js';
import type { ActionResult, FactoryState, Machine } from '../state.js';
import { powerBudget } from '../tick/power-budget.js';
import { gridHeadline } from './at-a-glance.js';
import { advise } from './recommendations.js';

const ctx = { now: 0 };
const rich = { cash: usd(10_000_000) };
const many = (type: Machine['type'], n: number, id: string, level: Machine['level'] = 1) =>
  Array.from({ length: n }, (_, k) => machine(`${id}${k}`, type, { level }));
const FROM_OTHERS = 'from other factories (the exchange, contracts or the market)';

function ok(result: ActionResult): FactoryState {
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** Two plants for thirteen iron mines and six smelters: power short by 38, on 58 of the 60 floor. */
const powerShort = (): Machine[] => [
  ...many('POWER_PLANT', 2, 'p'),
  ...many('COAL_MINE', 4, 'c'),
  ...many('IRON_MINE', 13, 'i'),
  ...many('SMELTER', 6, 's'),
];

/** Scraps `ids` and builds a Power Plant: what the scrap advice asks, carried out by the game's own actions. */
function scrapAndBuildPlant(state: FactoryState, ids: string[]): ActionResult {
  const cleared = ids.reduce((s, machineId) => ok(scrapMachine(s, { machineId }, ctx)), state);
  return buildMachine(cleared, { type: 'POWER_PLANT', id: 'new-plant' }, ctx);
}

describe('urgent advice on a full floor (issue 47)', () => {
  it('offers a plant upgrade when no new plant fits but a level does, and the headline says the same', () => {
    const state = factoryWith(powerShort(), rich);
    expect(floorSpace(state)).toMatchObject({ used: 58, free: 2 });
    const [first] = advise(state);
    expect(first).toEqual({
      text: 'Power is short by 38 and your floor has no room for a Power Plant (58 of 60 used): upgrade Power Plant #1 to level 2 for 10 more power, using 2 more coal a tick.',
      action: { kind: 'upgrade', machineId: 'p0' },
    });
    expect(gridHeadline(state).action).toEqual(first!.action);
    // Following it is allowed by the upgrade rule and adds the power it names.
    const after = ok(upgradeMachine(state, { machineId: 'p0' }, ctx));
    expect(powerBudget(after).powerCapacity - powerBudget(state).powerCapacity).toBe(10);
  });

  it('counts the power the site adds to the upgrade: River Works plants make 40% more', () => {
    const state = factoryWith(powerShort(), { ...rich, site: 'RIVER_WORKS' });
    expect(advise(state)[0]?.text).toMatch(
      /: upgrade Power Plant #1 to level 2 for 14 more power, using 2 more coal a tick\.$/,
    );
  });

  it('offers no upgrade a plant cannot take (one at the top level): it names what to scrap', () => {
    const machines = [
      machine('p', 'POWER_PLANT', { level: 3 }),
      ...powerShort().filter((m) => m.type !== 'POWER_PLANT'),
      machine('i13', 'IRON_MINE'),
    ];
    const state = factoryWith(machines, rich);
    expect(floorSpace(state)).toMatchObject({ used: 59, free: 1 });
    const advice = advise(state);
    expect(advice.map((a) => a.action.kind)).not.toContain('upgrade');
    expect(advice[0]?.action.kind).toBe('scrap');
    expect(advice[0]?.text).toMatch(
      /^Power is short by [\d.]+ and your floor has no room for a Power Plant \(59 of 60 used\): scrap Iron Mine #1 to make room/,
    );
  });

  it('names what to scrap when not even a level fits, broken machines first and never a plant', () => {
    // A broken mine brings the floor to 60 of 60: it frees 2, and the cheapest machine whose goods are spare (ore
    // over what the smelters use) the third.
    const state = factoryWith([...powerShort(), machine('broken', 'IRON_MINE', { condition: 0 })], rich);
    expect(floorSpace(state)).toMatchObject({ used: 60, free: 0 });
    const scrap = advise(state).find((a) => a.action.kind === 'scrap');
    expect(scrap).toEqual({
      text: 'Power is short by 38 and your floor has no room for a Power Plant (60 of 60 used): scrap Iron Mine #14 and Iron Mine #1 to make room, or lower the capacity of some machines.',
      action: { kind: 'scrap', machineId: 'broken' },
    });
    expect(buildMachine(state, { type: 'POWER_PLANT', id: 'new-plant' }, ctx).ok).toBe(false);
    expect(scrapAndBuildPlant(state, ['broken', 'i0']).ok).toBe(true);
  });

  it('counts from the floor used when a factory stands over its floor, so scrapping really makes room', () => {
    const state = factoryWith(
      [
        ...many('POWER_PLANT', 2, 'p', 2),
        ...many('COAL_MINE', 4, 'c'),
        ...many('IRON_MINE', 12, 'i'),
        ...many('SMELTER', 6, 's'),
        machine('m', 'STEEL_MILL'),
      ],
      rich,
    );
    expect(floorSpace(state)).toMatchObject({ used: 62, free: 0 });
    const [first] = advise(state);
    expect(first?.text).toBe(
      'Power is short by 24 and your floor has no room for a Power Plant (62 of 60 used): scrap Smelter #1 and Smelter #2 to make room, or lower the capacity of some machines.',
    );
    expect(scrapAndBuildPlant(state, ['s0']).ok).toBe(false);
    expect(scrapAndBuildPlant(state, ['s0', 's1']).ok).toBe(true);
  });

  it('asks for no more power plants than the floor holds, and the rest of the deficit in capacity', () => {
    // Ten smelters and ten coal mines, no plant: 80 short, six plants' worth; 10 floor free holds three.
    const state = factoryWith([...many('SMELTER', 10, 's'), ...many('COAL_MINE', 10, 'c')], rich);
    expect(floorSpace(state)).toMatchObject({ used: 50, free: 10 });
    const [first] = advise(state);
    expect(first?.text).toBe(
      'Build 3 more power plants (your floor has room for 3 of the 6 a power deficit of 80 needs), and lower the capacity of some machines.',
    );
    const built = [1, 2, 3].reduce(
      (s, k) => ok(buildMachine(s, { type: 'POWER_PLANT', id: `new-plant-${k}` }, ctx)),
      state,
    );
    expect(buildMachine(built, { type: 'POWER_PLANT', id: 'one-too-many' }, ctx).ok).toBe(false);
  });
  describe('a good short', () => {
    // Six mines dig 30 ore for four smelters that want 40; coal mines fill the floor to 59 of 60.
    const oreShort = (): Machine[] => [
      ...many('POWER_PLANT', 6, 'p'),
      ...many('IRON_MINE', 6, 'i'),
      ...many('SMELTER', 4, 's'),
      ...many('COAL_MINE', 7, 'c'),
      machine('c7', 'COAL_MINE', { level: 2 }),
    ];

    it('offers the upgrade of a machine that makes it when a level fits', () => {
      const state = factoryWith(oreShort(), rich);
      expect(floorSpace(state).free).toBe(1);
      expect(advise(state)[0]).toEqual({
        text: 'Your Smelter is short of Iron Ore and your floor has no room for an Iron Mine (59 of 60 used): upgrade Iron Mine #1 to level 2 for 2 more iron ore.',
        action: { kind: 'upgrade', machineId: 'i0' },
      });
    });

    it('asks to buy it from other factories when no level fits', () => {
      const state = factoryWith([...oreShort(), machine('c8', 'COAL_MINE')], rich);
      expect(advise(state)[0]).toEqual({
        text: `Your Smelter is short of Iron Ore and your floor has no room for an Iron Mine (61 of 60 used): buy iron ore ${FROM_OTHERS}.`,
        action: { kind: 'buy' },
      });
    });

    it('asks to buy coal for idle plants when the floor holds no plant and mine, nor power for a mine upgrade', () => {
      // No coal in stock and power short: a Coal Mine's next level fits the 1 floor left but needs power none has spare.
      const state = factoryWith(
        [
          ...many('POWER_PLANT', 2, 'p'),
          machine('c', 'COAL_MINE'),
          ...many('IRON_MINE', 15, 'i'),
          ...many('SMELTER', 7, 's'),
        ],
        { ...rich, inventory: { ...emptyInventory(), COAL: 0 } },
      );
      expect(floorSpace(state).free).toBe(1);
      expect(advise(state)[0]).toEqual({
        text: `Your power plants are short of coal and your floor has no room for a Power Plant and a Coal Mine (59 of 60 used): buy coal ${FROM_OTHERS}.`,
        action: { kind: 'buy' },
      });
      expect(upgradeMachine(state, { machineId: 'c' }, ctx).ok).toBe(false);
    });
  });
});
