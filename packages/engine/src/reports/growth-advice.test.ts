import { describe, expect, it } from 'vitest';
import { balancedMachines, factoryWith, machine } from '../../test/fixtures.js';
import type { Machine } from '../state.js';
import { usd } from '../money.js';
import { MARKET, UPKEEP } from '../rules.js';
import { factorySize, planProduction, upkeepPerLevel } from '../tick/plan.js';
import { ADVICE } from './advice.js';
import { addedUpkeep, chainPayback, payback, powerUnitCost, topLevelPerFloor, upgradePayback } from './payback.js';
import { floorScarce } from './growth-advice.js';
import { advise } from './recommendations.js';
import { floorSpace } from '../sites/floor.js';
import { machineConfig } from '../catalog/machines.js';
import { machineFloor } from '../catalog/sites.js';

const at = (share: Partial<Record<keyof typeof MARKET.BASE_PRICES, number>>) => {
  const prices = { ...MARKET.BASE_PRICES };
  for (const [r, s] of Object.entries(share))
    prices[r as keyof typeof prices] = Math.round(prices[r as keyof typeof prices] * s!);
  return prices;
};
const many = (type: Machine['type'], n: number, id: string, level: Machine['level'] = 1) =>
  Array.from({ length: n }, (_, k) => machine(`${id}${k}`, type, { level }));
const actions = (state: Parameters<typeof advise>[0], prices = MARKET.BASE_PRICES) =>
  advise(state, planProduction(state), prices).map((a) => a.action);

describe('growth advice at today’s prices', () => {
  it('grows the steel chain while bars sell well, and asks for nothing more once they are glutted', () => {
    const state = factoryWith(balancedMachines());
    expect(actions(state, at({ STEEL_BAR: 0.95 }))).toEqual([{ kind: 'build', machine: 'IRON_MINE' }]);
    // Below the glut share the market already has more bars than it wants: no new steel making.
    expect(actions(state, at({ STEEL_BAR: ADVICE.GLUT_PRICE_SHARE - 0.01 }))).toEqual([]);
  });

  it('offers the best refiner upgrade when a new chain no longer pays its upkeep, keeping a cash reserve', () => {
    // Four smelters and their mines: a works whose next chain costs more upkeep than it earns, within its floor.
    const big = factoryWith(
      [
        ...many('POWER_PLANT', 5, 'p'),
        ...many('COAL_MINE', 4, 'c'),
        ...many('IRON_MINE', 4, 'i', 3),
        ...many('SMELTER', 4, 's'),
      ],
      { cash: usd(200_000) },
    );
    const size = factorySize(big.machines);
    expect(chainPayback(['IRON_MINE', 'IRON_MINE', 'SMELTER'], MARKET.BASE_PRICES, size)).toBeGreaterThan(
      ADVICE.GROWTH_PAYBACK_TICKS,
    );
    expect(upgradePayback('SMELTER', 1, MARKET.BASE_PRICES, size)).toBeLessThan(ADVICE.GROWTH_PAYBACK_TICKS);
    const [first] = advise(big, planProduction(big), MARKET.BASE_PRICES);
    expect(first?.action).toEqual({ kind: 'upgrade', machineId: 's0' });
    expect(first?.text).toMatch(
      /^Upgrade Smelter #1: at today's prices it pays back in about \d+ hours, upkeep included\.$/,
    );
    expect(actions({ ...big, cash: usd(20_000) })).toEqual([]);
    // Nor when the floor cannot hold the level: a works at its floor is not asked to build or upgrade.
    const crowded = { ...big, machines: [...big.machines, ...many('STEEL_FURNACE', 3, 'f', 1)] };
    expect(advise(crowded, planProduction(crowded), MARKET.BASE_PRICES).map((a) => a.action.kind)).not.toContain(
      'upgrade',
    );
  });

  it("offers what the floor still holds when the site's works machine no longer fits", () => {
    // 59 of the port's 60 floor: no room for a Machine Shop (5), room for a smelter's next level (1).
    const port = factoryWith(
      [
        ...many('POWER_PLANT', 5, 'p'),
        ...many('COAL_MINE', 4, 'c', 3),
        ...many('IRON_MINE', 4, 'i', 3),
        ...many('SMELTER', 4, 's'),
      ],
      { cash: usd(1_000_000), site: 'FREE_PORT' },
    );
    expect(floorSpace(port).free).toBe(1);
    expect(actions(port)).toEqual([{ kind: 'upgrade', machineId: 's0' }]);
  });
});

describe('growth advice at a site', () => {
  const welcome = [
    machine('p', 'POWER_PLANT'),
    machine('c', 'COAL_MINE'),
    ...many('IRON_MINE', 2, 'i'),
    machine('s', 'SMELTER'),
  ];

  it("counts the site's yields in what a machine earns and what the chain pays back", () => {
    const open = payback('IRON_MINE');
    expect(payback('IRON_MINE', MARKET.BASE_PRICES, 1, 'IRON_RANGE').revenuePerTick).toBe(2.25 * open.revenuePerTick);
    expect(payback('IRON_MINE', MARKET.BASE_PRICES, 1, 'COAL_BASIN')).toEqual(open);
    // The basin's pithead refiners: the same ore and coal make a quarter more bars than on open ground.
    for (const type of ['SMELTER', 'STEEL_FURNACE'] as const)
      expect(payback(type, MARKET.BASE_PRICES, 3, 'COAL_BASIN').revenuePerTick).toBe(
        Math.round(1.25 * payback(type, MARKET.BASE_PRICES, 3).revenuePerTick),
      );
    // River power: the same coal makes more power, so every machine's power costs less there.
    expect(powerUnitCost(MARKET.BASE_PRICES, 'RIVER_WORKS')).toBeLessThan(powerUnitCost());
    const chain = ['IRON_MINE', 'IRON_MINE', 'SMELTER'] as const;
    expect(chainPayback(chain, MARKET.BASE_PRICES, 20, 'IRON_RANGE')).toBeLessThan(ADVICE.GROWTH_PAYBACK_TICKS);
    expect(chainPayback(chain, MARKET.BASE_PRICES, 20)).toBeGreaterThan(ADVICE.GROWTH_PAYBACK_TICKS);
  });

  it('asks for a Power Plant before the Smelter the spare ore needs when the grid cannot power one', () => {
    // The Iron Range's welcome setup digs more than twice the ore its smelter uses; its plant has 3 power spare.
    const state = factoryWith(welcome, { cash: usd(20_000), site: 'IRON_RANGE' });
    expect(advise(state, planProduction(state), MARKET.BASE_PRICES)).toEqual([
      {
        text: 'You have spare iron ore: build a Power Plant, then a Smelter to turn it into steel bars.',
        action: { kind: 'build', machine: 'POWER_PLANT' },
      },
    ]);
  });

  it('grows by what pays when spare ore is too dear to refine, not by nothing', () => {
    const dear = at({ IRON_ORE: 1.4 });
    const state = factoryWith(balancedMachines(), { cash: usd(200_000), site: 'IRON_RANGE' });
    expect(chainPayback(['SMELTER'], dear, factorySize(state.machines), 'IRON_RANGE')).toBeGreaterThan(
      ADVICE.GROWTH_PAYBACK_TICKS,
    );
    expect(advise(state, planProduction(state), dear)).toEqual([
      {
        text: 'Your cash can grow the factory: an Iron Mine here digs 125% more ore, for your smelters or to sell.',
        action: { kind: 'build', machine: 'IRON_MINE' },
      },
    ]);
  });
});

describe('growth on a scarce floor', () => {
  const prices = MARKET.BASE_PRICES;
  const firstAction = (machines: Machine[]) => {
    const state = factoryWith(machines, { cash: usd(200_000), site: 'IRON_RANGE' });
    return { scarce: floorScarce(state), action: actions(state, prices)[0] };
  };
  // The Iron Range's chain pays back in days, a smelter's next level in hours and on one unit of floor.
  const cost = (type: Machine['type'], level: Machine['level'] = 1) => machineConfig(type, level).cost;
  const chain = ['IRON_MINE', 'IRON_MINE', 'SMELTER'] as const;
  const chainPerFloor =
    chain.reduce((sum, t) => sum + cost(t), 0) /
    chainPayback(chain, prices, 25, 'IRON_RANGE') /
    chain.reduce((sum, t) => sum + machineFloor(t, 1), 0);
  const upgradePerFloor =
    (cost('SMELTER', 2) - cost('SMELTER')) / upgradePayback('SMELTER', 1, prices, 25, 'IRON_RANGE');

  it('grows the chain while the floor is roomy, and then upgrades what earns most on it', () => {
    expect(upgradePerFloor).toBeGreaterThan(chainPerFloor);
    // Two smelters use all the ore: the growth advice, not the refiner's (coal first: it is tight). 20 of 60 floor.
    const roomy = [...balancedMachines(), machine('s2', 'SMELTER')];
    expect(firstAction(roomy)).toEqual({ scarce: false, action: { kind: 'build', machine: 'COAL_MINE' } });
    const crowded = [...roomy, ...many('POWER_PLANT', 2, 'q'), ...many('COAL_MINE', 2, 'k')];
    expect(firstAction(crowded)).toEqual({ scarce: true, action: { kind: 'upgrade', machineId: 's' } });
  });

  it('upgrades a smelter rather than build one for spare ore once the floor is scarce', () => {
    const roomy = balancedMachines();
    expect(firstAction(roomy)).toEqual({ scarce: false, action: { kind: 'build', machine: 'SMELTER' } });
    const crowded = [...roomy, ...many('POWER_PLANT', 2, 'q'), ...many('COAL_MINE', 2, 'k')];
    expect(firstAction(crowded)).toEqual({ scarce: true, action: { kind: 'upgrade', machineId: 's' } });
  });

  it('builds a Steel Mill for spare bars, judged by what its floor earns once upgraded', () => {
    // Three smelters on the Iron Range's ore make six bars a tick to spare; 35 of 60 floor is taken.
    const bars = [
      ...many('POWER_PLANT', 4, 'p'),
      ...many('COAL_MINE', 4, 'c'),
      ...many('IRON_MINE', 3, 'i'),
      ...many('SMELTER', 3, 's'),
    ];
    // At level 1 a mill earns less on its floor than a smelter's next level; at level 3, more.
    const millAt = (level: Machine['level']) =>
      payback('STEEL_MILL', prices, level, 'IRON_RANGE').profitPerTick / machineFloor('STEEL_MILL', level);
    const size = factorySize(factoryWith(bars).machines);
    const smelterUpgrade =
      (cost('SMELTER', 2) - cost('SMELTER')) / upgradePayback('SMELTER', 1, prices, size, 'IRON_RANGE');
    expect(millAt(1)).toBeLessThan(smelterUpgrade);
    expect(topLevelPerFloor('STEEL_MILL', prices, 'IRON_RANGE')).toBe(millAt(3));
    expect(millAt(3)).toBeGreaterThan(smelterUpgrade);
    expect(firstAction(bars)).toEqual({ scarce: true, action: { kind: 'build', machine: 'STEEL_MILL' } });
  });
});

describe('upkeep', () => {
  it('is nothing up to FREE_LEVELS levels, then grows with every level past them', () => {
    expect(upkeepPerLevel(UPKEEP.FREE_LEVELS)).toBe(0);
    expect(upkeepPerLevel(UPKEEP.FREE_LEVELS + 4)).toBe(4 * UPKEEP.CENTS_PER_LEVEL);
    // Each level added costs more than the last.
    const steps = [10, 20, 30, 40].map((s) => addedUpkeep(s, 1));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('is charged as maintenance of every running machine, by its level and capacity', () => {
    const machines = Array.from({ length: 12 }, (_, k) => machine(`c${k}`, 'COAL_MINE', { level: k < 2 ? 2 : 1 }));
    const state = factoryWith(machines, { cash: usd(1_000_000) });
    const size = factorySize(state.machines);
    expect(size).toBe(14);
    const base = factoryWith(machines.slice(0, 1), { cash: usd(1_000_000) });
    const plan = planProduction(state);
    const alone = planProduction(base).machines[0]!.costs.maintenance;
    // The first machine (level 2) pays its own maintenance and 2 levels of the factory's upkeep.
    expect(plan.machines[0]!.costs.maintenance - alone).toBe(2 * upkeepPerLevel(size));
    const throttled = planProduction({ ...state, machines: state.machines.map((m) => ({ ...m, capacity: 0.5 })) });
    expect(throttled.machines[2]!.costs.maintenance).toBeLessThan(plan.machines[2]!.costs.maintenance);
  });
});
