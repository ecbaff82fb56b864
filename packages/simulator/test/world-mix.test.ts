import { describe, expect, it } from 'vitest';
import { SITE_IDS, TIME } from '@forgeworks/engine';
import { kindOf, WORLD_MIX, worldSeats } from '../src/world-mix.js';

const counts = (players: number) => {
  const seats = worldSeats({ players });
  return Object.fromEntries(
    WORLD_MIX.map((m) => [m.strategy, seats.filter((s) => kindOf(s.name) === m.strategy).length]),
  );
};

describe('the world mix', () => {
  it('shares the seats out by the issue’s mix, the remainders to the largest', () => {
    expect(WORLD_MIX.reduce((sum, m) => sum + m.share, 0)).toBeCloseTo(1, 10);
    expect(counts(100)).toEqual({
      'checks-in': 30,
      welcome: 20,
      recommended: 10,
      expander: 10,
      weekly: 10,
      trader: 5,
      specialist: 15,
    });
    expect(counts(20)).toEqual({
      'checks-in': 6,
      welcome: 4,
      recommended: 2,
      expander: 2,
      weekly: 2,
      trader: 1,
      specialist: 3,
    });
    expect(worldSeats({ players: 7 })).toHaveLength(7);
  });

  it('spreads every kind over the sites, the sites holding as many seats as each other', () => {
    const seats = worldSeats({ players: 110, late: [{ players: 10, day: 20 }] });
    const spread = (of: readonly { site?: string }[]) => {
      const n = SITE_IDS.map((site) => of.filter((s) => s.site === site).length);
      return Math.max(...n) - Math.min(...n);
    };
    expect(spread(seats)).toBeLessThanOrEqual(1);
    for (const kind of new Set(seats.map((s) => kindOf(s.name))))
      expect(spread(seats.filter((s) => kindOf(s.name) === kind)), kind).toBeLessThanOrEqual(1);
  });

  it('adds late joiners that play checks-in from the start of their day, each seat on its own seed', () => {
    const seats = worldSeats({ players: 20, late: [{ players: 3, day: 45 }], seed: 2 });
    const late = seats.filter((s) => s.joins !== undefined);
    expect(late.map((s) => [s.name, s.strategy.name, s.joins])).toEqual(
      [1, 2, 3].map((n) => [`late-checks-in-${n}`, 'checks-in', 44 * TIME.TICKS_PER_DAY]),
    );
    expect(kindOf(late[0]!.name)).toBe('late-checks-in');
    expect(new Set(seats.map((s) => s.seed)).size).toBe(seats.length);
    expect(new Set(seats.map((s) => s.name)).size).toBe(seats.length);
  });

  it('gives each seat an hour of its own, drawn from its seed, so a kind’s players do not all come at once', () => {
    expect(worldSeats({ players: 110, seed: 3, sharedHours: true }).every((s) => s.hour === undefined)).toBe(true);
    const seats = worldSeats({ players: 110, seed: 3 });
    const hours = seats.map((s) => s.hour!);
    for (const hour of hours) expect(hour >= 0 && hour < 1, String(hour)).toBe(true);
    expect(worldSeats({ players: 110, seed: 3 }).map((s) => s.hour)).toEqual(hours);
    expect(worldSeats({ players: 110, seed: 4 }).map((s) => s.hour)).not.toEqual(hours);
    // The 33 who follow the advice twice a day: at most a few share a tick of the half-day.
    const ticks = seats
      .filter((s) => kindOf(s.name) === 'checks-in')
      .map((s) => Math.floor((s.hour! * TIME.TICKS_PER_DAY) / 2));
    expect(ticks).toHaveLength(33);
    expect(new Set(ticks).size).toBeGreaterThanOrEqual(28);
  });

  it('adds a daily stream of newcomers in the mix’s shares, after every other seat, whose seeds it leaves alone', () => {
    const plan = { players: 20, late: [{ players: 1, day: 45 }], seed: 2 };
    const stream = worldSeats({ ...plan, joinDaily: { players: 2, from: 31, to: 60 } });
    expect(stream.slice(0, 21)).toEqual(worldSeats(plan));
    const joiners = stream.slice(21);
    expect(joiners).toHaveLength(60);
    for (let day = 31; day <= 60; day++)
      expect(
        joiners.filter((s) => s.joins === (day - 1) * TIME.TICKS_PER_DAY),
        `day ${day}`,
      ).toHaveLength(2);
    // 60 newcomers of the mix: 18 checks-in, 12 welcome, 6 recommended, 6 expanders, 6 weekly, 3 traders, 9 specialists.
    const kinds = WORLD_MIX.map((m) => joiners.filter((s) => kindOf(s.name) === `new-${m.strategy}`).length);
    expect(kinds).toEqual([18, 12, 6, 6, 6, 3, 9]);
    for (const s of joiners) expect(s.strategy.name).toBe(kindOf(s.name).replace(/^new-/, ''));
    // The first ten arrivals already follow the shares closely.
    expect(joiners.slice(0, 10).filter((s) => kindOf(s.name) === 'new-checks-in')).toHaveLength(3);
    expect(new Set(stream.map((s) => s.seed)).size).toBe(stream.length);
    expect(new Set(stream.map((s) => s.name)).size).toBe(stream.length);
  });
});
