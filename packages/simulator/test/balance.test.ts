import { describe, expect, it } from 'vitest';
import { netWorth, newFactory, newMarket, sellPrices } from '@forgeworks/engine';
import { paybackTable } from '../src/payback.js';
import { simulate } from '../src/simulation.js';
import { STRATEGIES } from '../src/strategies/index.js';

const SEEDS = [1, 2];
const TICKS_PER_HOUR = 12;
const TICKS_PER_DAY = 288;

describe.each(SEEDS)('balance targets, seed %i', (seed) => {
  it('idle loses no money', () => {
    const run = simulate(STRATEGIES.idle!, TICKS_PER_DAY * 2, seed);
    expect(run.minCash).toBe(50_000);
    expect(run.cash.every((c) => c === 50_000)).toBe(true);
    expect(run.bankrupt).toBe(false);
  });

  it('recommended is never bankrupt over 7 days and is profitable within 12 ticks of its last build', () => {
    const run = simulate(STRATEGIES.recommended!, 7 * TICKS_PER_DAY, seed);
    expect(run.bankrupt).toBe(false);
    expect(run.lastBuildTick).not.toBeNull();
    const last = run.lastBuildTick!;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // Within 12 ticks of the last build, its ticks turn a profit...
    expect(mean(run.profit.slice(last, last + TICKS_PER_HOUR))).toBeGreaterThan(0);
    // ...and every day after stays profitable, maintenance and repairs included.
    for (let start = last + TICKS_PER_HOUR; start + TICKS_PER_DAY <= run.ticks; start += TICKS_PER_DAY) {
      expect(mean(run.profit.slice(start, start + TICKS_PER_DAY))).toBeGreaterThan(0);
    }
    expect(run.netWorth.at(-1)!).toBeGreaterThan(run.netWorth[0]!);
  });

  it('expander reaches $1,000,000 net worth within 14 days, but not in under 3 days', () => {
    const run = simulate(STRATEGIES.expander!, 14 * TICKS_PER_DAY, seed);
    const reached = run.netWorth.findIndex((w) => w >= 1_000_000) + 1;
    expect(reached).toBeGreaterThan(3 * TICKS_PER_DAY);
    expect(run.bankrupt).toBe(false);
  });
});

describe.each(SEEDS)('issue 12: players who check in rarely, seed %i', (seed) => {
  const start = netWorth(newFactory(seed), sellPrices(newMarket(seed))) / 100;

  it('welcome, left alone, loses at most 5% over its first day and is richer after 7', () => {
    const run = simulate(STRATEGIES.welcome!, 7 * TICKS_PER_DAY, seed);
    expect(run.days[0]!.netWorth).toBeGreaterThanOrEqual(0.95 * start);
    expect(run.days[6]!.netWorth).toBeGreaterThan(start);
    expect(run.bankrupt).toBe(false);
  });

  it('checks-in grows every day and reaches $1,000,000 within 30 days', () => {
    const run = simulate(STRATEGIES['checks-in']!, 30 * TICKS_PER_DAY, seed);
    let before = run.netWorth[0]!;
    for (const day of run.days) {
      expect(day.netWorth, `day ${day.day}`).toBeGreaterThan(before);
      before = day.netWorth;
    }
    expect(run.netWorth.at(-1)!).toBeGreaterThanOrEqual(1_000_000);
    expect(run.bankrupt).toBe(false);
  });

  it('weekly never ends a week in a debt its stock cannot repay', () => {
    const run = simulate(STRATEGIES.weekly!, 28 * TICKS_PER_DAY, seed);
    for (const week of run.days.filter((d) => d.day % 7 === 0)) {
      expect(week.debt, `week ${week.day / 7}`).toBeLessThanOrEqual(week.stockValue);
    }
    expect(run.bankrupt).toBe(false);
  });
});

describe('payback of producing machines', () => {
  it.each(paybackTable().map((p) => [p.type, p] as const))(
    '%s at level 1 pays back in between 1 hour and 2 days of ticks',
    (_type, p) => {
      expect(p.profitPerTick).toBeGreaterThan(0);
      expect(p.paybackTicks).toBeGreaterThanOrEqual(TICKS_PER_HOUR);
      expect(p.paybackTicks).toBeLessThanOrEqual(2 * TICKS_PER_DAY);
    },
  );
});
