import type { ProfitProjection } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import { cashTone, debtTone } from '@/shared/lib/tones';
import { breakEven, costSplit, periodMultiplier, projectedMargin, scaleProjection } from './projections';
import { profitableProjection } from './test-fixtures';

const profitable = profitableProjection;

const losing: ProfitProjection = {
  productionValue: 40,
  runningCosts: 100,
  salaries: 30,
  debtRepayment: 10,
  totalCosts: 140,
  netProfit: -100,
  ticksOfCash: 37,
};

describe('period multiplier', () => {
  it('is ×1 per tick, ×12 per hour, ×288 per day', () => {
    expect(periodMultiplier('tick')).toBe(1);
    expect(periodMultiplier('hour')).toBe(12);
    expect(periodMultiplier('day')).toBe(288);
  });

  it('scales every figure of the projection, to the cent', () => {
    expect(scaleProjection(profitable, 'hour')).toEqual({
      productionValue: 2988.24,
      runningCosts: 1214.4,
      salaries: 410.4,
      debtRepayment: 0,
      totalCosts: 1624.8,
      netProfit: 1363.44,
    });
    expect(scaleProjection(profitable, 'day').netProfit).toBe(32722.56);
    expect(scaleProjection(profitable, 'tick')).toMatchObject({ netProfit: 113.62, totalCosts: 135.4 });
  });
});

describe('projected margin', () => {
  it('is net profit over production value, null without value', () => {
    expect(projectedMargin(profitable)).toBeCloseTo(0.4563, 4);
    expect(projectedMargin({ productionValue: 0, netProfit: -50 })).toBeNull();
  });
});

describe('break-even', () => {
  it('compares costs per period with production value', () => {
    const hour = breakEven(profitable, 'hour');
    expect(hour).toMatchObject({ costs: 1624.8, value: 2988.24, gap: 1363.44, state: 'profit', cashRunway: null });
    expect(hour.coverage).toBeCloseTo(1.839, 3);
  });

  it('says how long the cash lasts at a loss, in ticks, game hours and days', () => {
    const tick = breakEven(losing, 'tick');
    expect(tick).toMatchObject({ costs: 140, value: 40, gap: -100, state: 'loss' });
    expect(tick.coverage).toBeCloseTo(0.2857, 4);
    expect(tick.cashRunway?.ticks).toBe(37);
    expect(tick.cashRunway?.hours).toBeCloseTo(37 / 12);
    // The runway is the same whatever the period shown.
    expect(breakEven(losing, 'day').cashRunway?.ticks).toBe(37);
    expect(breakEven(losing, 'day').gap).toBe(-28800);
  });

  it('is exactly at break-even when value equals costs, and has no coverage without costs', () => {
    const even = { ...losing, productionValue: 140, netProfit: 0, ticksOfCash: null };
    expect(breakEven(even, 'tick')).toMatchObject({ gap: 0, state: 'break-even', coverage: 1 });
    const idle = { ...even, productionValue: 0, runningCosts: 0, salaries: 0, debtRepayment: 0, totalCosts: 0 };
    expect(breakEven(idle, 'tick').coverage).toBeNull();
  });
});

describe('money tones', () => {
  it('colours cash good above $10,000, warning above $1,000, bad below', () => {
    expect(cashTone(10_000.01)).toBe('good');
    expect(cashTone(10_000)).toBe('warning');
    expect(cashTone(1_000.01)).toBe('warning');
    expect(cashTone(1_000)).toBe('bad');
  });

  it('colours debt: none good, under $5,000 a warning, more bad', () => {
    expect(debtTone(0)).toBe('good');
    expect(debtTone(4_999)).toBe('warning');
    expect(debtTone(5_000)).toBe('bad');
  });
});

describe('costSplit', () => {
  it('lists the costs by kind, largest first, without the ones that cost nothing', () => {
    const split = costSplit({ powerCost: 1.2, maintenanceCost: 30, laborCost: 40, materialCost: 30 }, profitable);
    expect(split).toEqual([
      { name: 'Machine labor', amount: 40 },
      { name: 'Salaries', amount: 34.2 },
      { name: 'Maintenance', amount: 30 },
      { name: 'Materials', amount: 30 },
      { name: 'Power', amount: 1.2 },
    ]);
  });
});
