import { describe, expect, it } from 'vitest';
import { netPowerTone } from '@/shared/lib/tones';
import {
  firstRecommendations,
  gridRoom,
  gridLoad,
  netPowerHint,
  netPowerLabel,
  operationsWarnings,
} from './operations';

const healthy = {
  efficiency: 1,
  fundingFactor: 1,
  totalGeneration: 15,
  totalConsumption: 12,
  headline: { cause: null as string | null },
};
/** The engine's headline cause for a shortage the plants' crews would cover. */
const hire = {
  cause: 'Your power plants lack staff, so they make less power than they could: hire the workers they miss.',
};
const build = {
  cause: 'Build 2 more power plants to cover a power deficit of 16, or lower the capacity of some machines.',
};

describe('operationsWarnings', () => {
  it('warns of nothing while power and cash both suffice', () => {
    expect(operationsWarnings(healthy)).toEqual([]);
  });

  it('warns of a shortage when the power factor is under 1, with the engine’s fix', () => {
    const [warning, ...rest] = operationsWarnings({
      ...healthy,
      efficiency: 0.5,
      totalConsumption: 31,
      headline: build,
    });
    expect(rest).toEqual([]);
    expect(warning?.kind).toBe('power-shortage');
    expect(warning?.message).toContain('Generation (15) is below consumption (31)');
    expect(warning?.message).toContain('50% efficiency');
    // A deficit of 16 needs two 15-power plants.
    expect(warning?.message).toContain('Build 2 more power plants');
  });

  it('warns of insufficient funds when the funding factor is under 1: production at 50%', () => {
    const warnings = operationsWarnings({ ...healthy, fundingFactor: 0.5 });
    expect(warnings.map((w) => w.kind)).toEqual(['insufficient-funds']);
    expect(warnings[0]?.message).toContain('production runs at 50%');
  });

  it('gives both warnings, shortage first, when both apply', () => {
    const warnings = operationsWarnings({ ...healthy, efficiency: 0.5, fundingFactor: 0.5, totalConsumption: 20 });
    expect(warnings.map((w) => w.kind)).toEqual(['power-shortage', 'insufficient-funds']);
  });

  it('advises staff, not a plant, when the engine finds the plants lack their crews', () => {
    // An unstaffed plant makes 3.75 of its 15: the fix is its crew.
    const [warning] = operationsWarnings({
      ...healthy,
      efficiency: 0.5,
      totalGeneration: 3.75,
      totalConsumption: 10,
      headline: hire,
    });
    expect(warning?.message).toContain('Generation (3.8) is below consumption (10)');
    expect(warning?.message).toContain('hire the workers they miss');
    expect(warning?.message).not.toContain('Build');
  });
});

describe('net power', () => {
  it.each([
    [-0.1, 'bad', 'Deficit'],
    [0, 'warning', 'Low'],
    [4.9, 'warning', 'Low'],
    [5, 'good', 'Healthy'],
    [30, 'good', 'Healthy'],
  ] as const)('%s is %s (%s)', (net, tone, label) => {
    expect(netPowerTone(net)).toBe(tone);
    expect(netPowerLabel(net)).toBe(label);
  });

  it('says why a low net power sits beside a SURPLUS grid (issue 45: "+3 Low" beside "SURPLUS Excellent")', () => {
    expect(netPowerHint(3, 'SURPLUS')).toBe(
      'Low: under 5 power left over, though the plants cover the draw (SURPLUS): little room for another machine',
    );
    expect(netPowerHint(3, 'SHORTAGE')).toBe('Low: generated minus drawn (low under 5)');
    expect(netPowerHint(12, 'SURPLUS')).toBe('Healthy: generated minus drawn (low under 5)');
  });
});

describe('firstRecommendations', () => {
  it('keeps the first 3, in order', () => {
    expect(firstRecommendations(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
  });

  it('keeps fewer when there are fewer', () => {
    expect(firstRecommendations(['only'])).toEqual(['only']);
    expect(firstRecommendations([])).toEqual([]);
  });
});

describe('grid figures', () => {
  it('measures load as consumption over generation', () => {
    expect(gridLoad(15, 12)).toBeCloseTo(0.8);
    expect(gridLoad(0, 0)).toBe(0);
    expect(gridLoad(0, 5)).toBe(1);
  });
});

describe('gridRoom', () => {
  it('lets a machine fit when its level-1 consumption is within the spare nominal power', () => {
    // 3 spare: a Coal Mine (3) and an Iron Mine (2) fit; a Smelter (5) does not.
    const room = gridRoom(15, 12);
    expect(room.find((r) => r.type === 'COAL_MINE')).toMatchObject({ fits: true, power: 3 });
    expect(room.find((r) => r.type === 'IRON_MINE')).toMatchObject({ fits: true, power: 2 });
    expect(room.find((r) => r.type === 'SMELTER')).toMatchObject({ fits: false, power: 5 });
    expect(room.map((r) => r.type)).not.toContain('POWER_PLANT');
  });

  it('names the works machines after the steel chain, as the works advice may ask for one', () => {
    // 9 spare: a Machine Shop (8) fits, a Tool Works (10) does not.
    const room = gridRoom(21, 12);
    expect(room.map((r) => r.type).slice(-3)).toEqual(['COKE_OVEN', 'TOOL_WORKS', 'MACHINE_SHOP']);
    expect(room.find((r) => r.type === 'TOOL_WORKS')).toMatchObject({ name: 'Tool Works', fits: false, power: 10 });
    expect(room.find((r) => r.type === 'MACHINE_SHOP')).toMatchObject({ fits: true, power: 8 });
  });

  it('has room for nothing on a grid without spare power', () => {
    expect(gridRoom(0, 0).some((r) => r.fits)).toBe(false);
  });
});
