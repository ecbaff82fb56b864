import { describe, expect, it } from 'vitest';
import { TIME, WELCOME_SETUP } from '@forgeworks/engine';
import type { StandingInstructions } from '../src/simulation.js';
import { simulate } from '../src/simulation.js';
import { STRATEGIES } from '../src/strategies/index.js';

const DAY = TIME.TICKS_PER_DAY;
/** The players' own actions, without the factory's standing instructions. */
const UNATTENDED: StandingInstructions = { standingOrders: [], autoMaintenance: false };
const crewSize = { POWER_PLANT: 2, COAL_MINE: 2, IRON_MINE: 3, SMELTER: 3 } as const;

describe('players who act like people (issue 12)', () => {
  it('welcome builds the welcome setup, hires every crew, and never sells', () => {
    const run = simulate(STRATEGIES.welcome!, DAY, 1, UNATTENDED);
    expect(run.machines).toBe(WELCOME_SETUP.length);
    expect(run.workers).toBe(WELCOME_SETUP.reduce((n, t) => n + crewSize[t as keyof typeof crewSize], 0));
    expect(run.days[0]!.money.sale).toBeUndefined();
    expect(run.days[0]!.stock.STEEL_BAR).toBeGreaterThan(0);
  });

  it('checks-in sells only on its visits, twice a game day', () => {
    const run = simulate(STRATEGIES['checks-in']!, DAY, 1, UNATTENDED);
    const sales = run.cash.flatMap((c, i) => (i > 0 && c > run.cash[i - 1]! ? [i + 1] : []));
    expect(sales).toEqual([DAY / 2 + 1]);
  });

  it('checks-in at an hour of its own comes that far into each half-day, a whole half-day after it starts', () => {
    const run = simulate(STRATEGIES['checks-in']!.at!(0.25), 2 * DAY, 1, UNATTENDED);
    const sales = run.cash.flatMap((c, i) => (i > 0 && c > run.cash[i - 1]! ? [i + 1] : []));
    expect(sales).toEqual([DAY / 8 + DAY / 2 + 1, DAY / 8 + DAY + 1, DAY / 8 + (3 * DAY) / 2 + 1]);
  });

  it('weekly is the welcome player until its first visit, a week in', () => {
    const weekly = simulate(STRATEGIES.weekly!, DAY, 1);
    const welcome = simulate(STRATEGIES.welcome!, DAY, 1);
    expect(weekly.netWorth).toEqual(welcome.netWorth);
  });

  it('keeps a day book whose money adds up to the cash of each day', () => {
    const run = simulate(STRATEGIES['checks-in']!, 2 * DAY, 1);
    let cash = 50_000;
    for (const day of run.days) {
      const moved = Object.values(day.money).reduce((a, b) => a + b, 0);
      expect(day.cash).toBeCloseTo(cash + moved, 2);
      cash = day.cash;
    }
  });
});
