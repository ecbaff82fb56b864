import { describe, expect, it } from 'vitest';
import { TIME } from '@forgeworks/engine';
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
    expect(counts(100)).toEqual({ 'checks-in': 40, welcome: 20, recommended: 15, expander: 10, weekly: 10, trader: 5 });
    expect(counts(20)).toEqual({ 'checks-in': 8, welcome: 4, recommended: 3, expander: 2, weekly: 2, trader: 1 });
    expect(worldSeats({ players: 7 })).toHaveLength(7);
  });

  it('adds late joiners that play checks-in from the start of their day, each seat on its own seed', () => {
    const seats = worldSeats({ players: 20, late: { players: 3, day: 45 }, seed: 2 });
    const late = seats.filter((s) => s.joins !== undefined);
    expect(late.map((s) => [s.name, s.strategy.name, s.joins])).toEqual(
      [1, 2, 3].map((n) => [`late-checks-in-${n}`, 'checks-in', 44 * TIME.TICKS_PER_DAY]),
    );
    expect(kindOf(late[0]!.name)).toBe('late-checks-in');
    expect(new Set(seats.map((s) => s.seed)).size).toBe(seats.length);
    expect(new Set(seats.map((s) => s.name)).size).toBe(seats.length);
  });
});
