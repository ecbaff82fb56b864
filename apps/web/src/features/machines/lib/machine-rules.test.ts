import { describe, expect, it } from 'vitest';
import { BUILD_ORDER, buildState, netPower, outputShortfall, runningCosts, upgradeState } from './machine-rules';
import { MACHINE_TYPE_LIST } from '@/shared/lib/catalog';

describe('buildState', () => {
  it("reads 'Insufficient Funds' and is disabled when cash is below the cost", () => {
    const s = buildState('IRON_MINE', { cash: 4_999.99, spare: 10, pending: false });
    expect(s).toMatchObject({ enabled: false, label: 'Insufficient Funds' });
    expect(s.reason).toBe('You need $0.01 more cash.');
  });

  it('is enabled when cash covers the cost exactly and power fits exactly', () => {
    expect(buildState('IRON_MINE', { cash: 5_000, spare: 2, pending: false })).toEqual({
      enabled: true,
      label: 'Build',
      reason: null,
    });
  });

  it('blocks a machine that uses power when the spare power is below its consumption, and says so', () => {
    const s = buildState('SMELTER', { cash: 100_000, spare: 4, pending: false });
    expect(s.enabled).toBe(false);
    expect(s.reason).toBe(
      'Needs 5 power and your grid has 4 spare (worn machines draw more). Build a Power Plant first.',
    );
    expect(buildState('SMELTER', { cash: 100_000, spare: -3, pending: false }).reason).toContain('has 0 spare');
    // Worn machines' extra draw leaves 2.97 of the 3 a coal mine needs: shown rounded down, never up to 3.
    const worn = buildState('COAL_MINE', { cash: 100_000, spare: 2.97, pending: false });
    expect(worn).toMatchObject({ enabled: false, label: 'Needs power' });
    expect(worn.reason).toContain('your grid has 2.9 spare');
  });

  it('blocks a machine the floor cannot hold before the money goes, and says what to do', () => {
    const s = buildState('SMELTER', { cash: 100_000, spare: 20, pending: false, floorFree: 2 });
    expect(s).toEqual({
      enabled: false,
      label: 'No floor space',
      reason:
        'Needs 3 floor and your site has 2 free. Scrap a machine, extend your floor or buy what you need from other players.',
    });
    expect(buildState('IRON_MINE', { cash: 100_000, spare: 20, pending: false, floorFree: 2 }).enabled).toBe(true);
    const upgrade = upgradeState(
      { type: 'IRON_MINE', level: 1, condition: 1, maintenance: null },
      { cash: 100_000, spare: 20, floorFree: 0 },
    );
    expect(upgrade).toMatchObject({ enabled: false, label: 'No floor space' });
  });

  it('never blocks a power plant for power', () => {
    expect(buildState('POWER_PLANT', { cash: 15_000, spare: -5, pending: false }).enabled).toBe(true);
  });

  it('is disabled while a build is pending', () => {
    expect(buildState('POWER_PLANT', { cash: 1e6, spare: 0, pending: true })).toMatchObject({
      enabled: false,
      label: 'Build',
    });
  });

  it('puts funds before power: a poor player sees Insufficient Funds first', () => {
    expect(buildState('SMELTER', { cash: 10, spare: 0, pending: false }).label).toBe('Insufficient Funds');
  });
});

describe('upgradeState', () => {
  const mine = { type: 'IRON_MINE' as const, level: 1, condition: 0.9, maintenance: null };

  it("costs the difference to the next level's cost and is enabled only when cash covers it", () => {
    expect(upgradeState(mine, { cash: 3_000, spare: 5 })).toMatchObject({
      enabled: true,
      cost: 3_000,
      label: 'Upgrade to Level 2',
    });
    expect(upgradeState(mine, { cash: 2_999, spare: 5 })).toMatchObject({
      enabled: false,
      cost: 3_000,
      label: 'Insufficient Funds',
    });
    expect(upgradeState({ ...mine, level: 2 }, { cash: 1e6, spare: 5 }).cost).toBe(4_000);
  });

  it("shows 'Max level' at level 3, with nothing to buy", () => {
    expect(upgradeState({ ...mine, level: 3 }, { cash: 1e6, spare: 50 })).toMatchObject({
      atMax: true,
      enabled: false,
      label: 'Max level',
      cost: null,
    });
  });

  it('is disabled for broken machines, machines in maintenance, missing extra power, or a pending upgrade', () => {
    expect(upgradeState({ ...mine, condition: 0 }, { cash: 1e6, spare: 5 }).enabled).toBe(false);
    expect(
      upgradeState({ ...mine, maintenance: { type: 'ROUTINE', ticksLeft: 1 } }, { cash: 1e6, spare: 5 }).enabled,
    ).toBe(false);
    // Iron mine level 2 draws 3 instead of 2: one more unit of power.
    expect(upgradeState(mine, { cash: 1e6, spare: 0 }).reason).toBe(
      'Needs 1 more power and your grid has 0 spare (worn machines draw more).',
    );
    expect(upgradeState(mine, { cash: 1e6, spare: 1 }).enabled).toBe(true);
    expect(upgradeState(mine, { cash: 1e6, spare: 1, pending: true }).enabled).toBe(false);
  });

  it('lets a power plant upgrade without spare power (it adds power)', () => {
    const plant = { type: 'POWER_PLANT' as const, level: 1, condition: 1, maintenance: null };
    expect(upgradeState(plant, { cash: 20_000, spare: -4 })).toMatchObject({ enabled: true, cost: 20_000 });
  });
});

describe('runningCosts', () => {
  it("splits the level's operating cost × capacity 40/30/30 and adds the grid fee", () => {
    expect(runningCosts('IRON_MINE', 1, 1, 1)).toEqual({
      labor: 8,
      materials: 6,
      maintenance: 6,
      power: 0.2,
      total: 20.2,
    });
    const half = runningCosts('IRON_MINE', 1, 0.5, 1);
    expect(half).toMatchObject({ labor: 4, materials: 3, maintenance: 3, power: 0.1 });
  });

  it('adds the base material cost where a level has one, and worn machines draw more power', () => {
    // Iron mine level 2: $24 operating, $2 base material, 3 power at factor 1.1.
    expect(runningCosts('IRON_MINE', 2, 1, 1).materials).toBeCloseTo(9.2);
    expect(runningCosts('SMELTER', 1, 1, 0).power).toBeGreaterThan(runningCosts('SMELTER', 1, 1, 1).power);
  });
});

describe('helpers', () => {
  it('net power is capacity minus use; the build order lists every type once', () => {
    expect(netPower({ powerCapacity: 15, powerUsed: 12 })).toBe(3);
    expect([...BUILD_ORDER].sort()).toEqual([...MACHINE_TYPE_LIST].sort());
  });
});

describe('outputShortfall', () => {
  const base = { capacity: 1, workerEfficiency: 1, inputNames: ['Coal'], usesPower: false };

  it('says nothing at full output', () => {
    expect(outputShortfall({ ...base, share: 1 })).toBeNull();
    expect(outputShortfall({ ...base, share: 0.96 })).toBeNull();
  });

  it('names a lowered capacity and a short crew when they explain the shortfall', () => {
    expect(outputShortfall({ ...base, share: 0.7, capacity: 0.7 })).toBe('Below full output: capacity is set to 70%.');
    expect(outputShortfall({ ...base, share: 0.25, workerEfficiency: 0.25 })).toBe(
      'Below full output: its crew works at 25%.',
    );
  });

  it('points at inputs, power and cash when capacity and crew do not explain it', () => {
    expect(outputShortfall({ ...base, share: 0 })).toBe(
      'Below full output: it is short of Coal in stock or cash to run.',
    );
    expect(outputShortfall({ ...base, inputNames: [], usesPower: true, share: 0.5, capacity: 1 })).toBe(
      'Below full output: it is short of power or cash to run.',
    );
  });
});
