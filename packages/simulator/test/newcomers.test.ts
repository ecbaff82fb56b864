import { beforeAll, describe, expect, it } from 'vitest';
import { SEASON, seasonOf, TIME } from '@forgeworks/engine';
import type { WorldResult } from '../src/world.js';
import { simulateWorld } from '../src/world.js';
import { joinDay, kindOf, worldSeats } from '../src/world-mix.js';
import type { NewcomerWeek } from '../src/world-newcomers.js';
import { NEWCOMER_DAYS, newcomerWeeks, TOP_PLACES } from '../src/world-newcomers.js';
import { seasonBoardAt } from '../src/world-report.js';

/**
 * Issue 29: a newcomer who follows the advice reaches the top ten of the board that matters now within
 * a week, on a server players keep joining. The world of the long game (world-mix.ts) with ten seats
 * from the start and three newcomers of the same mix every day from day 36 (a week before season 4
 * opens on day 43, so its Bronze league opens with the last week's newcomers in it; with sites they
 * leave Bronze sooner, and three a day keep it fuller than its top ten), and a `checks-in`
 * newcomer watched at the start, the middle and the end of season 4 (the last one's week runs into
 * season 5). `npm run simulate -- --world --join-daily 2 --late 1@43,1@49,1@55,1@70` plays the full
 * world of 100 seats over 90 days.
 */
const DAYS = 61;
const WATCHED = [43, 49, 55];
const seats = worldSeats({
  players: 10,
  late: WATCHED.map((day) => ({ players: 1, day })),
  joinDaily: { players: 3, from: 36, to: DAYS },
  seed: 1,
});
let world: WorldResult;
let weeks: NewcomerWeek[];

beforeAll(() => {
  world = simulateWorld(seats, DAYS * TIME.TICKS_PER_DAY, 1);
  // Every newcomer who follows the advice twice a day and joined once season 4 was open.
  weeks = newcomerWeeks(world, seats, (s) => /^(late|new)-checks-in$/.test(kindOf(s.name)) && joinDay(s) >= 43);
}, 600_000);

describe('balance: newcomers on a server players keep joining', () => {
  it('puts every newcomer who follows the advice in its league’s top ten within its first week, whatever day it joins on', () => {
    const stream = weeks.filter((w) => w.kind === 'new-checks-in');
    expect(stream.length).toBeGreaterThanOrEqual(10);
    const seasonDays = new Set(weeks.map((w) => w.seasonDay));
    expect(seasonDays.size).toBeGreaterThanOrEqual(10);
    for (const week of weeks) {
      const ranks = week.days.map((d) => `${d.league} ${d.rank}/${d.of}`).join(', ');
      expect(week.best, `${week.seat}, joined day ${week.joined}: ${ranks}`).toBeLessThanOrEqual(TOP_PLACES);
    }
  });

  it('starts each watched newcomer in Bronze among the other newcomers, and places it anew when a season opens', () => {
    const watched = weeks.filter((w) => w.kind === 'late-checks-in');
    expect(watched.map((w) => [w.joined, w.seasonDay])).toEqual([
      [43, 1],
      [49, 7],
      [55, 13],
    ]);
    for (const week of watched) {
      expect(week.days[0]!.league).toBe('BRONZE');
      // Bronze holds more than the top ten: the place is earned, not given by a near-empty league.
      expect(week.days[0]!.of, week.seat).toBeGreaterThan(TOP_PLACES);
      expect(week.days[NEWCOMER_DAYS - 1]!.gain, week.seat).toBeGreaterThan(0);
    }
    // The day-55 newcomer's third day is season 5's first: it races that season from its worth then.
    expect(watched[2]!.days.map((d) => d.season)).toEqual([4, 4, 5, 5, 5, 5, 5]);
  });

  it('keeps every newcomer of every kind out of debt', () => {
    for (const seat of seats.filter((s) => s.joins !== undefined))
      for (const day of world.days[seat.name]!.slice(joinDay(seat) - 1))
        expect(day.debt, `${seat.name} day ${day.day}`).toBe(0);
  });

  it('leaves the veterans a race of their own: Gold’s first place at the season’s end is a factory there from the start', () => {
    const end = 4 * SEASON.LENGTH_TICKS;
    expect(seasonOf(end)).toBe(4);
    const gold = seasonBoardAt(world, seats, end).GOLD;
    expect(gold.length).toBeGreaterThan(0);
    expect(seats.find((s) => s.name === gold[0]!.factoryId)!.joins).toBeUndefined();
    expect(gold[0]!.startNetWorth).toBeGreaterThanOrEqual(SEASON.LEAGUE_FLOORS.GOLD);
  });
});
