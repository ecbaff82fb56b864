import { describe, expect, it } from 'vitest';
import { balancedMachines, factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import type { Inventory } from '../resources.js';
import { emptyInventory } from '../resources.js';
import { advise, recommendations, WELCOME_ADVICE } from './recommendations.js';

const stock = (over: Partial<Inventory>): Inventory => ({
  ...emptyInventory(),
  IRON_ORE: 0,
  STEEL_BAR: 0,
  COAL: 100,
  ADVANCED_STEEL: 0,
  ...over,
});

describe('recommendations', () => {
  it('welcome an empty factory, with nothing else to say', () => {
    expect(recommendations(newFactory(1))).toEqual([WELCOME_ADVICE]);
    expect(recommendations({ ...newFactory(1), cash: usd(100) })[1]).toContain('Cash is low');
  });

  it('tell the starter factory its smelter is starved of ore (one mine makes 5 of the 10 it needs)', () => {
    expect(recommendations(starterFactory())).toEqual(['Build another Iron Mine: your Smelter is short of Iron Ore.']);
  });

  it('do not call ore used up exactly a shortage', () => {
    const balanced = factoryWith([
      machine('p', 'POWER_PLANT'),
      machine('c', 'COAL_MINE'),
      machine('i1', 'IRON_MINE'),
      machine('i2', 'IRON_MINE'),
      machine('s', 'SMELTER'),
    ]);
    // 15 generated, 12 drawn: the build budget has 3 spare, under the 5 shown as low.
    expect(recommendations(balanced)).toEqual([
      "Little spare power is left: 3 of 15 for new machines, worn machines' extra draw counted, though your plants may cover today's draw. Add a Power Plant before your next machine.",
    ]);
  });

  it('count the power plants a deficit needs (deficit / 15, rounded up), first', () => {
    const state = factoryWith([1, 2, 3, 4].map((i) => machine(`s${i}`, 'SMELTER')));
    expect(recommendations(state)).toEqual([
      'Build 2 more power plants to cover a power deficit of 20, or lower the capacity of some machines.',
      'Build an Iron Mine: your Smelter is short of Iron Ore.',
    ]);
  });

  it('ask for staff, not plants, when an unstaffed plant could cover the draw', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE'), machine('s', 'SMELTER')], {
      staffed: false,
    });
    const advice = recommendations(state);
    expect(advice).toContain(
      'Your power plants lack staff, so they make less power than they could: hire the workers they miss.',
    );
    expect(advice.join(' ')).not.toContain('more power plant');
  });

  it('name the producers of a missing input, and the machines waiting for it', () => {
    const furnace = factoryWith([machine('p', 'POWER_PLANT'), machine('f', 'STEEL_FURNACE')], {
      inventory: stock({ IRON_ORE: 100, COAL: 5 }),
    });
    // The plant burns the 5 coal before the furnace runs.
    expect(recommendations(furnace)).toContain('Build a Coal Mine: your Steel Furnace is short of Coal.');
    const mill = factoryWith([machine('p', 'POWER_PLANT'), machine('m', 'STEEL_MILL')]);
    expect(recommendations(mill)).toContain('Build a Smelter or Steel Furnace: your Steel Mill is short of Steel Bar.');
  });

  it('ask for coal, not plants, when plants stand idle for want of fuel', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], {
      inventory: stock({ COAL: 0 }),
    });
    expect(recommendations(state)).toEqual([
      'Your power plants are short of coal, so power runs short: build a Coal Mine.',
    ]);
  });

  it('warn when the plants’ coal lasts under an hour at the current burn', () => {
    const plantAndMine = [machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')];
    // 30 coal less 5 burnt leaves 25: five more ticks.
    expect(recommendations(factoryWith(plantAndMine, { inventory: stock({ COAL: 30 }) }))).toEqual([
      'Coal runs out in about 5 ticks at this rate: build a Coal Mine to keep your power plants running.',
    ]);
    expect(recommendations(factoryWith(plantAndMine, { inventory: stock({ COAL: 100 }) }))).toEqual([]);
  });

  it('report underfunding before low cash, and low cash only when funded', () => {
    expect(recommendations({ ...starterFactory(), cash: 50 })[0]).toBe(
      "Cash does not cover the next tick's running costs, so production runs at 50%: sell stock or take an emergency loan.",
    );
    // Unfunded plants also run at 50%, but more plants would not fix that.
    expect(recommendations({ ...starterFactory(), cash: 50 }).join(' ')).not.toContain('power plant');
    expect(recommendations({ ...starterFactory(), cash: usd(4_999) })[0]).toBe(
      'Cash is low (under $5,000.00): sell some stock before you build again.',
    );
  });

  it('put broken and critical machines before staffing and inputs', () => {
    const base = starterFactory();
    const state = {
      ...base,
      machines: base.machines.map((m) =>
        m.id === 'iron' ? { ...m, condition: 0 } : m.id === 'coal' ? { ...m, condition: 0.2 } : m,
      ),
      workers: base.workers.filter((w) => w.assignedMachineId !== 'coal'),
    };
    expect(recommendations(state)).toEqual([
      '1 machine is broken: an emergency repair gets it running again.',
      '1 machine is in critical condition: schedule an overhaul before it breaks down.',
      '1 machine misses workers: hire staff to reach full output.',
      'Build another Iron Mine: your Smelter is short of Iron Ore.',
      // The coal mine at 20% condition draws 3 × 1.24 = 3.72; with the mine and smelter, 4.28 of 15 is spare.
      expect.stringMatching(/^Little spare power is left: 4\.2 of 15 for new machines/),
    ]);
  });

  it('suggest refining once net ore reaches 10 a tick with $15,000 in cash', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('a', 'IRON_MINE'), machine('b', 'IRON_MINE')]);
    const hint = 'You have spare iron ore and cash: a Smelter or Steel Furnace would turn it into steel bars.';
    expect(recommendations({ ...state, cash: usd(15_000) })).toContain(hint);
    expect(recommendations({ ...state, cash: usd(15_000) - 1 })).not.toContain(hint);
    const oneMine = factoryWith([machine('p', 'POWER_PLANT'), machine('a', 'IRON_MINE')]);
    expect(recommendations(oneMine)).not.toContain(hint);
  });
});

describe('advice actions', () => {
  const actions = (state: Parameters<typeof advise>[0]) => advise(state).map((a) => a.action);

  it('carry the recommendations’ own texts, in the same order', () => {
    const state = starterFactory();
    expect(advise(state).map((a) => a.text)).toEqual(recommendations(state));
  });

  it('name the machine to build: the producer of a missing input, a coal mine, a plant', () => {
    expect(actions(starterFactory())).toEqual([{ kind: 'build', machine: 'IRON_MINE' }]);
    const noCoal = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], {
      inventory: stock({ COAL: 0 }),
    });
    expect(actions(noCoal)).toEqual([{ kind: 'build', machine: 'COAL_MINE' }]);
    const smelters = factoryWith([1, 2, 3, 4].map((i) => machine(`s${i}`, 'SMELTER')));
    expect(actions(smelters)[0]).toEqual({ kind: 'build', machine: 'POWER_PLANT' });
  });

  it('ask to sell when underfunded, to repair the broken and overhaul the critical, to hire the missing', () => {
    expect(actions({ ...starterFactory(), cash: 50 })[0]).toEqual({ kind: 'sell' });
    const base = starterFactory();
    const worn = {
      ...base,
      machines: base.machines.map((m) =>
        m.id === 'iron' ? { ...m, condition: 0 } : m.id === 'coal' ? { ...m, condition: 0.2 } : m,
      ),
      workers: base.workers.filter((w) => w.assignedMachineId !== 'coal'),
    };
    expect(actions(worn).map((a) => a.kind)).toEqual(['emergencyRepair', 'overhaul', 'hire', 'build', 'build']);
  });
});

describe('growth advice (issue 12: the advice a player who checks in follows)', () => {
  it('asks a healthy steel maker with cash for another iron mine, and for none without cash', () => {
    const state = factoryWith(balancedMachines());
    expect(advise(state).map((a) => a.action)).toEqual([{ kind: 'build', machine: 'IRON_MINE' }]);
    expect(recommendations({ ...state, cash: usd(14_999) })).toEqual([]);
  });

  it('asks for a coal mine first while coal made only just covers coal burnt', () => {
    const oneCoalMine = factoryWith(balancedMachines().filter((m) => m.id !== 'c2'));
    expect(advise(oneCoalMine).map((a) => a.action)).toEqual([{ kind: 'build', machine: 'COAL_MINE' }]);
  });

  it('asks for a plant while spare power is under a fifth of the draw', () => {
    // Three plants make 45; four coal mines, six iron mines and three smelters draw 39: 6 spare, under 7.8.
    const many = (type: 'POWER_PLANT' | 'COAL_MINE' | 'IRON_MINE' | 'SMELTER', n: number) =>
      Array.from({ length: n }, (_, k) => machine(`${type}${k}`, type));
    const crowded = factoryWith([
      ...many('POWER_PLANT', 3),
      ...many('COAL_MINE', 4),
      ...many('IRON_MINE', 6),
      ...many('SMELTER', 3),
    ]);
    expect(advise(crowded).map((a) => a.action)).toEqual([{ kind: 'build', machine: 'POWER_PLANT' }]);
  });

  it('asks for a plant before a coal mine when no power is spare to build one', () => {
    const smelters = [1, 2, 3].map((k) => machine(`s${k}`, 'SMELTER'));
    const state = factoryWith([machine('p', 'POWER_PLANT'), ...smelters], {
      inventory: stock({ COAL: 0, IRON_ORE: 100 }),
    });
    expect(advise(state)[0]).toEqual({
      text: 'Your power plants are short of coal and no power is spare for a Coal Mine: build a Power Plant, then the Coal Mine.',
      action: { kind: 'build', machine: 'POWER_PLANT' },
    });
  });
});
