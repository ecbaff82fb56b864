import { beforeAll, describe, expect, it } from 'vitest';
import {
  leagueFor,
  LEAGUES,
  MARKET,
  seasonOf,
  seasonTicks,
  netWorth,
  newFactory,
  STORED_RESOURCES,
  TIME,
  UPKEEP,
} from '@forgeworks/engine';
import type { WorldResult } from '../src/world.js';
import { simulateWorld } from '../src/world.js';
import { kindOf, worldSeats } from '../src/world-mix.js';
import type { WorldDay } from '../src/world-report.js';
import { NEWCOMER_DAYS, newcomerWeeks, TOP_PLACES } from '../src/world-newcomers.js';
import { median, worldDays } from '../src/world-report.js';
import { worldSeasons } from '../src/world-seasons.js';

/**
 * Issue 29's long game: the simulator's players in one world for 90 game days, in the mix of a
 * long-running server (world-mix.ts), with late joiners who follow the advice from day 45. Twenty
 * seats keep the test short; depth grows with the number of factories, so prices follow the mix, not
 * the count (`npm run simulate -- --world --players 100 --days 90 --late 10@45` plays the full world).
 */
const DAYS = 90;
const LATE = { players: 2, day: 45 };
const seats = worldSeats({ players: 20, late: [LATE], seed: 1 });
let world: WorldResult;
let days: WorldDay[];

beforeAll(() => {
  // With contracts between the players (issue 36): the buyers' offers, answered by the producers.
  world = simulateWorld(seats, DAYS * TIME.TICKS_PER_DAY, 1, { contracts: true });
  days = worldDays(world, seats);
}, 600_000);

const TRADER = 'trader';

describe('balance: a world of the simulator’s players over 90 game days', () => {
  it('has its buyers and producers make contracts, kept far more often than broken', () => {
    const c = world.contracts!;
    expect(c.accepted).toBeGreaterThan(0);
    expect(c.completed).toBeGreaterThan(c.defaulted);
    expect(c.units).toBeGreaterThan(0);
    // Some in instalments, where the producer would not deliver the whole at once (issue 48).
    expect(c.inInstalments).toBeGreaterThan(0);
  });

  it('keeps every price between two thirds and one and a half times its start, every day', () => {
    expect(days).toHaveLength(DAYS);
    for (const day of days)
      for (const r of STORED_RESOURCES) {
        expect(day.priceShare[r], `${r} on day ${day.day}`).toBeGreaterThanOrEqual(2 / 3);
        expect(day.priceShare[r], `${r} on day ${day.day}`).toBeLessThanOrEqual(1.5);
      }
  });

  it('leaves at most 1% of the players who are not traders in debt at any day’s end, late joiners included', () => {
    for (const day of days) {
      const others = Object.entries(day.kinds).filter(([kind]) => kind !== TRADER);
      const players = others.reduce((n, [, g]) => n + g.seats, 0);
      const inDebt = others.reduce((n, [, g]) => n + g.inDebt, 0);
      expect(inDebt, `day ${day.day}`).toBeLessThanOrEqual(Math.floor(players * 0.01));
    }
  });

  it('lets the traders make a living: their median net worth stays above half its start', () => {
    const traders = seats.filter((s) => kindOf(s.name) === TRADER);
    expect(traders.length).toBeGreaterThan(0);
    const start = median(traders.map((s) => netWorth(newFactory(s.seed), MARKET.BASE_PRICES) / 100));
    for (const day of days) expect(day.kinds[TRADER]!.median, `day ${day.day}`).toBeGreaterThan(start / 2);
  });

  it('never drives a late joiner who follows the advice into debt, and puts each in its league’s top ten within a week', () => {
    const late = seats.filter((s) => s.joins !== undefined);
    expect(late).toHaveLength(LATE.players);
    for (const seat of late) {
      for (const day of world.days[seat.name]!.slice(LATE.day - 1))
        expect(day.debt, `${seat.name} day ${day.day}`).toBe(0);
    }
    const weeks = newcomerWeeks(world, seats, (s) => late.includes(s));
    expect(weeks).toHaveLength(LATE.players);
    for (const week of weeks) {
      // A newcomer starts in the league of its starting worth, with the other newcomers.
      const seat = late.find((s) => s.name === week.seat)!;
      expect(week.days[0]!.league).toBe(leagueFor(netWorth(newFactory(seat.seed), MARKET.BASE_PRICES)));
      expect(week.days[NEWCOMER_DAYS - 1]!.gain, week.seat).toBeGreaterThan(0);
      expect(week.best, week.seat).toBeLessThanOrEqual(TOP_PLACES);
    }
  });

  it('has the grown players pay upkeep and stop growing where a level no longer earns it', () => {
    const grown = seats.filter((s) => kindOf(s.name) === 'checks-in');
    for (const seat of grown) {
      const day = (n: number) => world.days[seat.name]![n - 1]!;
      expect(day(60).size, seat.name).toBeGreaterThan(UPKEEP.FREE_LEVELS);
      // Floor extensions double in price, so they stop too: over the last 20 days a grown factory adds at
      // most two levels beyond what floor it bought in them could hold (a level takes at least one unit).
      const bought = day(DAYS).extraFloor - day(DAYS - 20).extraFloor;
      expect(day(DAYS).size - day(DAYS - 20).size, seat.name).toBeLessThanOrEqual(2 + bought);
    }
  });

  it('reports each season’s league leaders in order, with each site’s best place', () => {
    const ticks = DAYS * TIME.TICKS_PER_DAY;
    const seasons = worldSeasons(world, seats, ticks);
    expect(seasons.map((s) => s.season)).toEqual(Array.from({ length: seasonOf(ticks) }, (_, i) => i + 1));
    // 90 days end inside the seventh season of 14 days.
    expect(seasons.map((s) => s.complete)).toEqual([true, true, true, true, true, true, false]);
    const siteOf = new Map(seats.map((s) => [s.name, s.site ?? null]));
    for (const season of seasons) {
      const playing = LEAGUES.reduce((n, l) => n + season.leagues[l].factories, 0);
      // Every seat that had joined by the season's last tick the run reached plays in one league.
      const end = Math.min(seasonTicks(season.season).last, ticks);
      expect(playing, `season ${season.season}`).toBe(seats.filter((s) => (s.joins ?? 0) < end).length);
      for (const league of LEAGUES) {
        const { leaders, bestBySite, factories } = season.leagues[league];
        expect(leaders.map((l) => l.rank)).toEqual(Array.from({ length: Math.min(3, factories) }, (_, i) => i + 1));
        for (let i = 1; i < leaders.length; i++) expect(leaders[i]!.gain).toBeLessThanOrEqual(leaders[i - 1]!.gain);
        for (const leader of leaders) {
          expect(leader.site).toBe(siteOf.get(leader.seat));
          if (leader.site) expect(bestBySite[leader.site]!.rank).toBeLessThanOrEqual(leader.rank);
        }
        if (leaders[0]?.site) expect(bestBySite[leaders[0].site]).toEqual({ rank: 1, gain: leaders[0].gain });
      }
    }
  });
});
