import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import { advanceFactory } from '../tick/tick.js';
import { crewValue } from '../valuation.js';
import { factoryStats, factorySummary, productionAnalysis } from './summary.js';

describe('factory summary and stats', () => {
  it('summarises the starter factory; net worth counts new machines at their cost and the crew at its hiring', () => {
    const summary = factorySummary(starterFactory());
    const crew = starterFactory().workers.reduce((sum, w) => sum + crewValue(w), 0);
    // $50,000 cash + 100 coal at $8 + $38,000 of new machines + what hiring the crew again costs.
    expect(summary).toMatchObject({
      cash: usd(50_000),
      debt: 0,
      netWorth: usd(50_000 + 800 + 38_000) + crew,
      machineCount: 4,
      workerCount: 10,
      powerCapacity: 15,
      powerUsed: 10,
    });
    expect(summary.inventory).toEqual([
      { type: 'IRON_ORE', resourceId: 1, name: 'Iron Ore', quantity: 0 },
      { type: 'STEEL_BAR', resourceId: 2, name: 'Steel Bar', quantity: 0 },
      { type: 'COAL', resourceId: 3, name: 'Coal', quantity: 100 },
      { type: 'ADVANCED_STEEL', resourceId: 5, name: 'Advanced Steel', quantity: 0 },
      { type: 'COKE', resourceId: 6, name: 'Coke', quantity: 0 },
      { type: 'TOOLS', resourceId: 7, name: 'Tools', quantity: 0 },
      { type: 'MACHINE_PARTS', resourceId: 8, name: 'Machine Parts', quantity: 0 },
    ]);
    expect(factorySummary(starterFactory(), { COAL: usd(10) }).netWorth).toBe(usd(50_000 + 1_000 + 38_000) + crew);
  });

  it('adds the lifetime counters', () => {
    const { state } = advanceFactory(starterFactory(), { tick: 1, now: 0 });
    expect(factoryStats(state)).toMatchObject({
      tick: 1,
      machinesBuilt: 0,
      upgrades: 0,
      produced: { ...emptyInventory(), IRON_ORE: 5, STEEL_BAR: 1, COAL: 8, ADVANCED_STEEL: 0 },
      sold: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0 },
      powerSpent: 10,
    });
  });
});

describe('production analysis', () => {
  it('fills the card for the starter factory', () => {
    expect(productionAnalysis(starterFactory())).toEqual({
      ironMines: 1,
      smelters: 1,
      coalMines: 1,
      netIronOre: 0,
      netCoal: 2,
      cash: usd(50_000),
      totalMachines: 4,
      productionEfficiency: 1,
      valueCreation: 'Active',
      recommendations: ['Build another Iron Mine: your Smelter is short of Iron Ore.'],
      recommendationActions: [{ kind: 'build', machine: 'IRON_MINE' }],
    });
  });

  it('multiplies the power penalty by staffing, capped at 1 per machine', () => {
    expect(productionAnalysis(factoryWith([machine('i', 'IRON_MINE')])).productionEfficiency).toBe(0.5);
    const unstaffed = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false });
    expect(productionAnalysis(unstaffed).productionEfficiency).toBe(0.25);
  });

  it('creates no value in an empty factory', () => {
    expect(productionAnalysis(newFactory(1))).toMatchObject({
      totalMachines: 0,
      productionEfficiency: 0,
      valueCreation: 'None',
    });
  });
});
