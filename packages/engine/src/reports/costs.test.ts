import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory, worker } from '../../test/fixtures.js';
import { usd } from '../money.js';
import type { FactoryState, GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { operatingCosts } from './costs.js';
import { laborCosts } from './workforce.js';

const RUNNING = ['power', 'labor', 'materials', 'maintenance'];

function chargedNextTick(state: FactoryState): number {
  const { events } = advanceFactory(state, { tick: state.tick + 1, now: 0 });
  return events
    .filter((e): e is Extract<GameEvent, { kind: 'cash' }> => e.kind === 'cash' && RUNNING.includes(e.reason))
    .reduce((sum, e) => sum - e.amount, 0);
}

describe('operating costs', () => {
  it('split each machine of the starter factory 40/30/30 plus 10 cents per power unit', () => {
    const report = operatingCosts(starterFactory());
    // Iron mine level 1: $20 operating cost, 2 power units.
    expect(report.machineCosts.find((c) => c.machineId === 'iron')).toEqual({
      machineId: 'iron',
      machineType: 'IRON_MINE',
      level: 1,
      capacity: 1,
      powerCost: 20,
      laborCost: usd(8),
      materialCost: usd(6),
      maintenanceCost: usd(6),
      total: 2020,
    });
    expect(report.totalCosts).toEqual({
      powerCost: 100,
      maintenanceCost: usd(24),
      laborCost: usd(32),
      materialCost: usd(24),
      total: 8100,
    });
    // 7 operators at $2 and 3 technicians of skill 2 at $4.05 — wages, not machine costs.
    expect(report.salaries).toBe(2615);
  });

  it.each([
    ['the starter factory', starterFactory()],
    [
      'a worn, part-capacity factory with a broken machine',
      factoryWith([
        machine('p', 'POWER_PLANT'),
        machine('i', 'IRON_MINE', { capacity: 0.5, condition: 0.5 }),
        machine('s', 'SMELTER', { condition: 0 }),
        machine('f', 'STEEL_FURNACE', { level: 2, capacity: 0.75, condition: 0.9 }),
      ]),
    ],
    ['a factory short of cash', { ...starterFactory(), cash: 50 }],
  ])('total what the next tick charges for power, labor, materials and maintenance: %s', (_, state) => {
    expect(operatingCosts(state).totalCosts.total).toBe(chargedNextTick(state));
  });

  it('charge nothing for a broken machine or one under maintenance', () => {
    const state = factoryWith([
      machine('s', 'SMELTER', { condition: 0 }),
      machine('i', 'IRON_MINE', { maintenance: { type: 'ROUTINE', ticksLeft: 1 } }),
    ]);
    expect(operatingCosts(state).machineCosts.map((c) => c.total)).toEqual([0, 0]);
  });
});

describe('labor costs', () => {
  it('add salaries by worker type to the machines’ labor share', () => {
    const state = { ...starterFactory(), workers: [...starterFactory().workers, worker('e', 'ENGINEER', 1, null)] };
    expect(laborCosts(state)).toEqual({
      salaries: 2615 + usd(5),
      salariesByType: { OPERATOR: usd(14), TECHNICIAN: 1215, ENGINEER: usd(5) },
      machineLabor: usd(32),
      total: 2615 + usd(5) + usd(32),
    });
  });
});
