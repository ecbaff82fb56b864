import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import type { GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { breakdownRiskLabel, conditionStatus } from './condition.js';
import { operatingCosts } from './costs.js';
import { financialStatement, ledgerFromEvents, mergeLedgers, TIMEFRAME_TICKS } from './ledger.js';
import { maintenanceAlerts, maintenanceAnalysis } from './maintenance.js';
import { powerGrid } from './power.js';
import { machineEfficiency, productionChain } from './production.js';
import { recommendations } from './recommendations.js';
import { hiringCosts, workforceAnalysis } from './workforce.js';

describe('condition bands and risk labels', () => {
  it.each([
    [0, 'Broken'],
    [0.0001, 'Critical'],
    [0.3, 'Critical'],
    [0.31, 'Poor'],
    [0.6, 'Poor'],
    [0.61, 'Fair'],
    [0.8, 'Fair'],
    [0.81, 'Excellent'],
    [1, 'Excellent'],
  ])('condition %f is %s', (condition, label) => {
    expect(conditionStatus(condition).label).toBe(label);
  });

  it.each([
    [0.7, 'HIGH'],
    [0.69, 'MEDIUM'],
    [0.4, 'MEDIUM'],
    [0.39, 'LOW'],
  ])('risk %f is %s', (risk, label) => {
    expect(breakdownRiskLabel(risk)).toBe(label);
  });
});

describe('operating costs', () => {
  it('equal what the next tick charges for power, labor, materials and maintenance', () => {
    const state = starterFactory();
    const report = operatingCosts(state);
    const { events } = advanceFactory(state, { tick: 1, now: 0 });
    const charged = events
      .filter(
        (e): e is Extract<GameEvent, { kind: 'cash' }> =>
          e.kind === 'cash' && ['power', 'labor', 'materials', 'maintenance'].includes(e.reason),
      )
      .reduce((s, e) => s - e.amount, 0);
    expect(report.totalCosts.total).toBe(charged);
    expect(report.machineCosts).toHaveLength(4);
    expect(report.machineCosts.find((c) => c.machineType === 'IRON_MINE')).toMatchObject({
      laborCost: usd(8),
      materialCost: usd(6),
      maintenanceCost: usd(6),
      powerCost: 20,
    });
  });
});

describe('financial statement', () => {
  it('sums sales by resource and expenses by kind over the given ticks', () => {
    const events: GameEvent[] = [
      { kind: 'cash', reason: 'sale', amount: usd(240), resource: 'STEEL_BAR', quantity: 2 },
      { kind: 'cash', reason: 'power', amount: -usd(1) },
      { kind: 'cash', reason: 'salaries', amount: -usd(20) },
      { kind: 'cash', reason: 'labor', amount: -usd(19) },
      { kind: 'cash', reason: 'build', amount: -usd(5_000) },
    ];
    const ticks = Array.from({ length: 12 }, (_, i) => ledgerFromEvents(i + 1, events));
    const hour = financialStatement(ticks.slice(-TIMEFRAME_TICKS.LAST_HOUR));
    expect(hour.income.sales[2]).toBe(usd(240 * 12));
    expect(hour.expenses).toMatchObject({ power: usd(12), labor: usd(39 * 12), total: usd(40 * 12) });
    expect(hour.netProfit).toBe(usd(200 * 12));
    expect(hour.profitMargin).toBeCloseTo(200 / 240);
    expect(financialStatement(ticks.slice(-1)).ticks).toBe(1);
    expect(mergeLedgers(ticks).capital.build).toBe(-usd(60_000));
  });

  it('has a zero margin with no income', () => {
    expect(financialStatement([]).profitMargin).toBe(0);
  });
});

describe('maintenance analysis and alerts', () => {
  it('recommends by condition and prices the repair', () => {
    const state = factoryWith([machine('a', 'IRON_MINE', { condition: 0.5, operatingTicks: 24 })]);
    const report = maintenanceAnalysis(state, 'a')!;
    expect(report.analysis).toMatchObject({
      recommendedMaintenance: 'PREVENTIVE',
      costToRepair: usd(625),
      totalOperatingHours: 2,
      daysSinceLastMaintenance: null,
      status: 'OPERATIONAL',
    });
    expect(report.analysis.breakdownRisk).toBeCloseTo(0.25);
    expect(report.schedules.map((s) => s.type)).toEqual(['ROUTINE', 'PREVENTIVE', 'OVERHAUL']);
    expect(maintenanceAnalysis(state, 'nope')).toBeNull();
  });

  it('quotes the emergency repair for a broken machine', () => {
    const state = factoryWith([machine('a', 'SMELTER', { condition: 0 })]);
    expect(maintenanceAnalysis(state, 'a')!.analysis).toMatchObject({
      status: 'BROKEN',
      costToRepair: usd(1_500),
      recommendedMaintenance: 'NONE',
    });
  });

  it('lists broken and critical machines first, then those not maintained for 30 days', () => {
    const day = 288;
    const state = {
      ...factoryWith([
        machine('due', 'IRON_MINE', { condition: 0.5 }),
        machine('recent', 'IRON_MINE', { condition: 0.5, lastMaintenanceTick: 40 * day - 10 }),
        machine('old', 'IRON_MINE', { condition: 0.5, lastMaintenanceTick: 9 * day }),
        machine('crit', 'SMELTER', { condition: 0.2 }),
        machine('dead', 'SMELTER', { condition: 0 }),
        machine('fine', 'SMELTER', { condition: 0.9 }),
      ]),
      tick: 40 * day,
    };
    expect(maintenanceAlerts(state).map((a) => [a.machineId, a.severity])).toEqual([
      ['crit', 'HIGH'],
      ['dead', 'HIGH'],
      ['due', 'MEDIUM'],
      ['old', 'MEDIUM'],
    ]);
  });
});

describe('workforce', () => {
  it('counts required and assigned workers and lists what each machine misses', () => {
    const report = workforceAnalysis(
      factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false }),
    );
    expect(report.requiredWorkers).toEqual({ OPERATOR: 3, TECHNICIAN: 2, ENGINEER: 0 });
    expect(report.assignedWorkers).toEqual({ OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 });
    expect(report.efficiency).toBe(0.25);
    expect(report.understaffedMachines[1]).toMatchObject({
      machineId: 'i',
      missingWorkers: [
        { type: 'OPERATOR', needed: 2, assigned: 0 },
        { type: 'TECHNICIAN', needed: 1, assigned: 0 },
      ],
    });
    expect(workforceAnalysis(starterFactory()).understaffedMachines).toEqual([]);
  });

  it('prices hiring for every type and skill', () => {
    const costs = hiringCosts();
    expect(costs.OPERATOR).toHaveLength(5);
    expect(costs.OPERATOR[0]).toEqual({ skillLevel: 1, hiringCost: usd(80), salary: usd(2) });
  });
});

describe('power grid, efficiency and chain', () => {
  it('reports the starter factory grid', () => {
    const grid = powerGrid(starterFactory());
    expect(grid).toMatchObject({
      status: 'SURPLUS',
      totalGeneration: 15,
      totalConsumption: 10,
      netPower: 5,
      powerCapacity: 15,
      powerUsed: 10,
      efficiency: 1,
    });
    expect(grid.powerPlants).toHaveLength(1);
    expect(grid.consumers.map((c) => c.type)).toEqual(['COAL_MINE', 'IRON_MINE', 'SMELTER']);
  });

  it('reports actual against maximum output', () => {
    const mine = machineEfficiency(starterFactory()).find((m) => m.machineType === 'IRON_MINE')!;
    expect(mine.actualOutput).toEqual([{ resourceId: 1, quantity: 5 }]);
    expect(mine.maxOutput).toEqual([{ resourceId: 1, quantity: 5 }]);
    expect(mine.workerEfficiency).toBe(1);
  });

  it('classifies resources and nets their rates', () => {
    const chain = productionChain(starterFactory());
    const ore = chain.find((c) => c.resource === 'IRON_ORE')!;
    expect(ore).toMatchObject({ stage: 'RAW_MATERIAL', produced: 5, consumed: 5, netRate: 0 });
    expect(chain.find((c) => c.resource === 'STEEL_BAR')).toMatchObject({ stage: 'INTERMEDIATE', produced: 1 });
    expect(chain.find((c) => c.resource === 'ADVANCED_STEEL')!.stage).toBe('FINAL_PRODUCT');
  });
});

describe('recommendations', () => {
  it('welcomes an empty factory', () => {
    expect(recommendations(newFactory(1))[0]).toContain('Power Plant');
  });

  it('counts the power plants a deficit needs (deficit / 15, rounded up)', () => {
    const state = factoryWith([
      machine('s1', 'SMELTER'),
      machine('s2', 'SMELTER'),
      machine('s3', 'SMELTER'),
      machine('s4', 'SMELTER'),
    ]);
    expect(recommendations(state)[0]).toBe(
      'Power deficit of 20.0: build 2 more power plants, or lower the capacity of some machines.',
    );
  });

  it('suggests expanding with spare ore and cash', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('a', 'IRON_MINE'), machine('b', 'IRON_MINE')]);
    expect(recommendations(state).some((r) => r.includes('spare iron ore'))).toBe(true);
  });
});
