import { describe, expect, it } from 'vitest';
import type { StoredResource } from '@forgeworks/engine';
import { netWorth, newFactory, newMarket, paybackTable, sellPrices, STORED_RESOURCES } from '@forgeworks/engine';
import type { Strategy } from '../src/strategy.js';
import { simulate } from '../src/simulation.js';
import { STRATEGIES } from '../src/strategies/index.js';
import { MAX_MACHINES } from '../src/strategies/expander.js';

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

  it('expander reaches $1,000,000 net worth within 14 days, but not in under 3 days, and stops where upkeep does', () => {
    const run = simulate(STRATEGIES.expander!, 14 * TICKS_PER_DAY, seed);
    const reached = run.netWorth.findIndex((w) => w >= 1_000_000) + 1;
    expect(reached).toBeGreaterThan(3 * TICKS_PER_DAY);
    expect(run.bankrupt).toBe(false);
    // It stops building once a machine no longer earns the upkeep it adds, under its cap, so its
    // market share and its tick stay bounded.
    expect(run.machines).toBeLessThanOrEqual(MAX_MACHINES);
    expect(run.lastBuildTick!).toBeLessThan(10 * TICKS_PER_DAY);
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

  it('checks-in grows every day but a day it invests, is richer the day after, and reaches $1,000,000 within 30 days', () => {
    const run = simulate(STRATEGIES['checks-in']!, 30 * TICKS_PER_DAY, seed);
    // A machine enters net worth at its book value, under its price: a day that builds a Steel Mill
    // or upgrades may end level or a little lower, and the day after is richer than the day before it.
    const invested = (d: (typeof run.days)[number]) => (d.money.build ?? 0) + (d.money.upgrade ?? 0) < 0;
    const worth = [run.netWorth[0]!, ...run.days.map((d) => d.netWorth)];
    run.days.forEach((day, i) => {
      if (!invested(day)) expect(day.netWorth, `day ${day.day}`).toBeGreaterThan(worth[i]!);
      if (i + 1 < run.days.length) expect(run.days[i + 1]!.netWorth, `day ${day.day + 1}`).toBeGreaterThan(worth[i]!);
    });
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

/**
 * A player with no machines who buys `lot` units of every resource and sells them back, `hold`
 * ticks later (0: at once); records the cash each round trip made.
 */
function roundTripper(lot: number, hold: number, results: number[]): Strategy {
  let opened: { tick: number; cash: number; bought: StoredResource[] } | null = null;
  return {
    name: `round-trip-${hold}`,
    act(game, tick) {
      if (!opened) {
        const cash = game.state.cash;
        opened = { tick, cash, bought: STORED_RESOURCES.filter((r) => game.buy(r, lot)) };
        // Round trips that lose run out of cash in the end: then the player stops.
        if (opened.bought.length === 0) {
          opened = null;
          return;
        }
      }
      if (tick - opened.tick < hold) return;
      for (const r of opened.bought) game.sell(r, lot);
      results.push(game.state.cash - opened.cash);
      opened = null;
    },
  };
}

describe.each(SEEDS)('make or buy, seed %i', (seed) => {
  it('buying inputs is never better than producing them: the trader ends every day below the producers', () => {
    const days = 7;
    const trader = simulate(STRATEGIES.trader!, days * TICKS_PER_DAY, seed);
    const recommended = simulate(STRATEGIES.recommended!, days * TICKS_PER_DAY, seed);
    const checksIn = simulate(STRATEGIES['checks-in']!, days * TICKS_PER_DAY, seed);
    expect(trader.days[0]!.money.purchase).toBeLessThan(0);
    for (let d = 0; d < days; d++) {
      expect(trader.days[d]!.netWorth, `day ${d + 1}`).toBeLessThan(recommended.days[d]!.netWorth);
      expect(trader.days[d]!.netWorth, `day ${d + 1}`).toBeLessThan(checksIn.days[d]!.netWorth);
    }
  });

  it.each([0, 1])('round trips lose, held %i ticks', (hold) => {
    const results: number[] = [];
    simulate(roundTripper(10, hold, results), 2 * TICKS_PER_DAY, seed);
    expect(results.length).toBeGreaterThan(10);
    for (const made of results) expect(made).toBeLessThan(0);
  });

  // Held for an hour, a basket is a bet on the prices' drift: since the default standing orders keep
  // what was bought (issue 45) rather than dump it at the next tick, one can win, but they lose in sum.
  it('round trips held 12 ticks lose on the whole and mostly', () => {
    const results: number[] = [];
    simulate(roundTripper(10, 12, results), 2 * TICKS_PER_DAY, seed);
    expect(results.length).toBeGreaterThan(10);
    expect(results.reduce((sum, made) => sum + made, 0)).toBeLessThan(0);
    expect(results.filter((made) => made < 0).length).toBeGreaterThan(results.length / 2);
  });
});

describe('a buyer of every resource', () => {
  it.each(STORED_RESOURCES)('loses at least the spread on %s bought and sold back at once', (r: StoredResource) => {
    const results: number[] = [];
    const one: Strategy = {
      name: 'round-trip-one',
      act(game) {
        const cash = game.state.cash;
        if (!game.buy(r, 10)) return;
        game.sell(r, 10);
        results.push(game.state.cash - cash);
      },
    };
    simulate(one, TICKS_PER_HOUR, 1);
    expect(results).toHaveLength(TICKS_PER_HOUR);
    for (const made of results) expect(made).toBeLessThan(0);
  });
});
