import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import type { AchievementId, FactoryState } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { ACHIEVEMENTS, achievementProgress } from './achievements.js';
import { applyProgress } from './index.js';
import { netWorth } from './net-worth.js';

const NOW = 1_763_800_000_000;
const base = newFactory(7);
const counters = (patch: Partial<FactoryState['counters']>) => ({ ...base.counters, ...patch });
const coalMines = (n: number) => Array.from({ length: n }, (_, i) => machine(`c${i}`, 'COAL_MINE'));

/** A state whose progress on the achievement is exactly `value`. */
const at: Record<AchievementId, (value: number) => FactoryState> = {
  FIRST_MACHINE: (n) => ({ ...base, counters: counters({ machinesBuilt: n }) }),
  FIRST_IRON_MINE: (n) => ({ ...base, counters: counters({ builtByType: { IRON_MINE: n } }) }),
  FIRST_SMELTER: (n) => ({ ...base, counters: counters({ builtByType: { SMELTER: n } }) }),
  FIVE_MACHINES: (n) => ({ ...base, machines: coalMines(n) }),
  TEN_MACHINES: (n) => ({ ...base, machines: coalMines(n) }),
  NET_WORTH_MILLION: (worth) => ({ ...base, cash: worth - netWorth({ ...base, cash: 0 }) }),
  CASH_100K: (cash) => ({ ...base, cash }),
  IRON_ORE_1000: (qty) => ({ ...base, inventory: { ...base.inventory, IRON_ORE: qty } }),
  STEEL_BARS_100: (qty) => ({ ...base, inventory: { ...base.inventory, STEEL_BAR: qty } }),
};
const unlockedIds = (events: ReturnType<typeof applyProgress>['events']) =>
  events.flatMap((e) => (e.kind === 'achievement' ? [e.achievement] : []));

describe('achievement table', () => {
  it('has the nine achievements of the spec, once each, with their targets', () => {
    expect(ACHIEVEMENTS.map((a) => [a.id, a.target])).toEqual([
      ['FIRST_MACHINE', 1],
      ['FIRST_IRON_MINE', 1],
      ['FIRST_SMELTER', 1],
      ['FIVE_MACHINES', 5],
      ['TEN_MACHINES', 10],
      ['NET_WORTH_MILLION', usd(1_000_000)],
      ['CASH_100K', usd(100_000)],
      ['IRON_ORE_1000', 1_000],
      ['STEEL_BARS_100', 100],
    ]);
    for (const a of ACHIEVEMENTS) expect(a.name.length * a.description.length).toBeGreaterThan(0);
  });
});

describe('unlocking', () => {
  for (const a of ACHIEVEMENTS) {
    const below = a.target - (a.unit === 'units' ? 0.001 : 1);
    it(`${a.id} unlocks at ${a.target}, not at ${below}, and only once`, () => {
      const early = applyProgress(at[a.id](below), [], NOW);
      expect(early.state.achievements[a.id]).toBeUndefined();
      expect(unlockedIds(early.events)).not.toContain(a.id);

      const reached = applyProgress(at[a.id](a.target), [], NOW);
      expect(reached.state.achievements[a.id]).toBe(NOW);
      expect(unlockedIds(reached.events).filter((id) => id === a.id)).toHaveLength(1);

      const again = applyProgress(reached.state, [], NOW + 1_000);
      expect(again.state.achievements[a.id]).toBe(NOW);
      expect(unlockedIds(again.events)).not.toContain(a.id);
    });
  }

  it('a fresh factory has none', () => {
    const { state, events } = applyProgress(newFactory(1), [], NOW);
    expect(state.achievements).toEqual({});
    expect(unlockedIds(events)).toEqual([]);
  });

  it('the first tick of a starter factory unlocks the first machine, mine and smelter, not five machines', () => {
    const { state, events } = advanceFactory(starterFactory(), { tick: 1, now: NOW });
    expect(unlockedIds(events)).toEqual(['FIRST_MACHINE', 'FIRST_IRON_MINE', 'FIRST_SMELTER']);
    expect(state.achievements).toEqual({ FIRST_MACHINE: NOW, FIRST_IRON_MINE: NOW, FIRST_SMELTER: NOW });
  });

  it('scrapping does not undo: lifetime counters keep the firsts, owned machines only count toward unlocking', () => {
    const five = applyProgress(factoryWith([machine('i', 'IRON_MINE'), ...coalMines(4)]), [], NOW).state;
    expect(five.achievements.FIVE_MACHINES).toBe(NOW);
    const scrapped: FactoryState = {
      ...five,
      machines: [],
      counters: counters({ machinesBuilt: 5, builtByType: { IRON_MINE: 1 } }),
    };
    const after = applyProgress(scrapped, [], NOW + 1);
    expect(after.state.achievements).toEqual(five.achievements);
    const view = achievementProgress(after.state);
    expect(view.find((a) => a.id === 'FIVE_MACHINES')).toMatchObject({ current: 0, completed: true, completedAt: NOW });
    expect(view.find((a) => a.id === 'FIRST_MACHINE')).toMatchObject({ current: 5, completed: true });
  });

  it('building and scrapping in a loop does not reach five machines', () => {
    const churned: FactoryState = { ...base, machines: coalMines(1), counters: counters({ machinesBuilt: 9 }) };
    expect(applyProgress(churned, [], NOW).state.achievements.FIVE_MACHINES).toBeUndefined();
  });

  it('cash reserves count cash net of debt: a loan does not earn them', () => {
    const borrowed: FactoryState = { ...base, cash: usd(120_000), debt: usd(30_000) };
    expect(applyProgress(borrowed, [], NOW).state.achievements.CASH_100K).toBeUndefined();
    expect(achievementProgress(borrowed).find((a) => a.id === 'CASH_100K')?.current).toBe(usd(90_000));
    expect(achievementProgress({ ...base, cash: 0, debt: usd(5_000) }).find((a) => a.id === 'CASH_100K')?.current).toBe(
      0,
    );
    expect(applyProgress({ ...borrowed, debt: usd(20_000) }, [], NOW).state.achievements.CASH_100K).toBe(NOW);
  });

  it('uses the given sell prices for net worth when there are any', () => {
    const state: FactoryState = { ...base, cash: usd(900_000), inventory: { ...base.inventory, STEEL_BAR: 1_000 } };
    expect(applyProgress(state, [], NOW).state.achievements.NET_WORTH_MILLION).toBe(NOW);
    const slump = applyProgress(state, [], NOW, { STEEL_BAR: usd(50) });
    expect(slump.state.achievements.NET_WORTH_MILLION).toBeUndefined();
  });
});

describe('achievementProgress', () => {
  it('lists all nine in order with current values and completion', () => {
    const state: FactoryState = {
      ...base,
      cash: usd(60_000),
      machines: [machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')],
      inventory: { ...base.inventory, IRON_ORE: 250.5, STEEL_BAR: 12 },
      counters: counters({ machinesBuilt: 3, builtByType: { POWER_PLANT: 1, IRON_MINE: 1, COAL_MINE: 1 } }),
      achievements: { FIRST_MACHINE: NOW - 5 },
    };
    const view = achievementProgress(state);
    expect(view.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(Object.fromEntries(view.map((a) => [a.id, a.current]))).toEqual({
      FIRST_MACHINE: 3,
      FIRST_IRON_MINE: 1,
      FIRST_SMELTER: 0,
      FIVE_MACHINES: 2,
      TEN_MACHINES: 2,
      NET_WORTH_MILLION: netWorth(state),
      CASH_100K: usd(60_000),
      IRON_ORE_1000: 250.5,
      STEEL_BARS_100: 12,
    });
    expect(view[0]).toEqual({
      id: 'FIRST_MACHINE',
      name: ACHIEVEMENTS[0]!.name,
      description: ACHIEVEMENTS[0]!.description,
      target: 1,
      current: 3,
      completed: true,
      completedAt: NOW - 5,
    });
    expect(view.filter((a) => a.completed)).toHaveLength(1);
    expect(view[1]!.completedAt).toBeNull();
  });
});
