import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { usd } from '../money.js';
import { efficiencyImpact, maintenanceAnalysis, recommendedMaintenance } from './maintenance.js';

describe('maintenance analysis', () => {
  it('analyses a half-worn iron mine', () => {
    const state = {
      ...factoryWith([machine('a', 'IRON_MINE', { condition: 0.5, operatingTicks: 24, lastMaintenanceTick: 24 })]),
      tick: 600,
    };
    const report = maintenanceAnalysis(state, 'a')!;
    expect(report.analysis).toEqual({
      machineId: 'a',
      currentCondition: 0.5,
      breakdownRisk: 0.25,
      breakdownRiskLabel: 'LOW',
      efficiencyImpact: 1 - 0.75 / 1.15,
      totalOperatingHours: 2,
      daysSinceLastMaintenance: 2, // (600 − 24) / 288
      recommendedMaintenance: 'PREVENTIVE',
      costToRepair: usd(625), // $5,000 × 25% × 0.5 restored
      status: 'OPERATIONAL',
    });
    // Iron mine level 1: ($50 maintenance + $30 labor) × 1, 2.5 and 5.
    expect(report.schedules.map((s) => [s.type, s.duration, s.cost, s.conditionRestoration])).toEqual([
      ['ROUTINE', 1, usd(80), 0.15],
      ['PREVENTIVE', 3, usd(200), 0.4],
      ['OVERHAUL', 12, usd(400), 1],
    ]);
    expect(report.schedules.every((s) => s.description.length > 0)).toBe(true);
  });

  it('is null for an unknown machine, and null days for one never maintained', () => {
    const state = factoryWith([machine('a', 'IRON_MINE')]);
    expect(maintenanceAnalysis(state, 'nope')).toBeNull();
    expect(maintenanceAnalysis(state, 'a')!.analysis).toMatchObject({
      daysSinceLastMaintenance: null,
      costToRepair: 0,
      efficiencyImpact: 0,
      recommendedMaintenance: 'NONE',
    });
  });

  it('quotes the emergency repair (10% of cost) for a broken machine and recommends no maintenance', () => {
    const state = factoryWith([machine('a', 'SMELTER', { condition: 0 })]);
    expect(maintenanceAnalysis(state, 'a')!.analysis).toMatchObject({
      status: 'BROKEN',
      costToRepair: usd(1_500),
      recommendedMaintenance: 'NONE',
      breakdownRisk: 1,
      breakdownRiskLabel: 'HIGH',
      efficiencyImpact: 1,
    });
  });

  it('reports a machine in the shop as under maintenance, needing nothing more', () => {
    const state = factoryWith([
      machine('a', 'SMELTER', { condition: 0.2, maintenance: { type: 'OVERHAUL', ticksLeft: 5 } }),
    ]);
    expect(maintenanceAnalysis(state, 'a')!.analysis).toMatchObject({
      status: 'UNDER_MAINTENANCE',
      recommendedMaintenance: 'NONE',
    });
  });

  it.each([
    [1, 'NONE'],
    [0.8001, 'NONE'],
    [0.8, 'ROUTINE'],
    [0.6001, 'ROUTINE'],
    [0.6, 'PREVENTIVE'],
    [0.3001, 'PREVENTIVE'],
    [0.3, 'OVERHAUL'],
    [0.01, 'OVERHAUL'],
    [0, 'NONE'],
  ])('recommends for condition %f: %s', (condition, type) => {
    expect(recommendedMaintenance(machine('a', 'IRON_MINE', { condition }))).toBe(type);
  });

  it('has an efficiency impact that grows as condition falls, from 0 when new to 1 when broken', () => {
    const conditions = [1, 0.9, 0.8, 0.6, 0.3, 0.1, 0];
    const impacts = conditions.map(efficiencyImpact);
    expect(impacts[0]).toBe(0);
    expect(impacts.at(-1)).toBe(1);
    for (let i = 1; i < impacts.length; i++) expect(impacts[i]!).toBeGreaterThan(impacts[i - 1]!);
  });
});
