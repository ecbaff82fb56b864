import { describe, expect, it } from 'vitest';
import { emergencyRepairCost, machineInfo, repairCost, showRepair, upgradeCost } from './catalog';

describe('the catalog in dollars', () => {
  it('gives the spec’s quick-build costs, recipes and the coal mine at $3,000 (ADR 0001)', () => {
    expect(machineInfo('POWER_PLANT').cost).toBe(15_000);
    expect(machineInfo('COAL_MINE').cost).toBe(3_000);
    expect(machineInfo('IRON_MINE')).toMatchObject({ cost: 5_000, powerConsumption: 2, operatingCost: 20 });
    expect(machineInfo('SMELTER').inputs.map((i) => `${i.quantity} ${i.name}`)).toEqual(['10 Iron Ore', '2 Coal']);
    expect(machineInfo('POWER_PLANT').powerOutput).toBe(15);
  });

  it('prices an upgrade as the difference to the next level, none past level 3', () => {
    expect(upgradeCost('IRON_MINE', 1)).toBe(3_000);
    expect(upgradeCost('IRON_MINE', 2)).toBe(4_000);
    expect(upgradeCost('IRON_MINE', 3)).toBeNull();
  });

  it('asks 10% of the level cost for an emergency repair, rounded', () => {
    expect(emergencyRepairCost('SMELTER', 1)).toBe(1_500);
    expect(emergencyRepairCost('COAL_MINE', 1)).toBe(300);
  });
});

describe('showRepair', () => {
  it('shows below 0.8 only, and not for broken machines', () => {
    expect(showRepair(0.79)).toBe(true);
    expect(showRepair(0.3)).toBe(true);
    expect(showRepair(0.8)).toBe(false);
    expect(showRepair(1)).toBe(false);
    expect(showRepair(0)).toBe(false);
  });
});

describe('repairCost', () => {
  it("is 25% of the level's cost per unit of condition restored", () => {
    expect(repairCost('IRON_MINE', 1, 0.6)).toBe(500);
    expect(repairCost('SMELTER', 2, 0.5)).toBe(3_125);
    expect(repairCost('IRON_MINE', 1, 1)).toBe(0);
  });
});
