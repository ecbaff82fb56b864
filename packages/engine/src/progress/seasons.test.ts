import { describe, expect, it } from 'vitest';
import { usd } from '../money.js';
import { SEASON } from '../rules.js';
import type { SeasonEntry } from './seasons.js';
import {
  leagueFor,
  leagueNow,
  LEAGUES,
  nextLeague,
  seasonOf,
  seasonStandings,
  seasonTicks,
  toMoveUp,
} from './seasons.js';

const entry = (factoryId: string, start: number, now: number, order: number, league = leagueFor(usd(start))) =>
  ({ factoryId, league, startNetWorth: usd(start), netWorth: usd(now), order }) satisfies SeasonEntry;

describe('seasons', () => {
  it('cut the ticks into seasons of SEASON.LENGTH_TICKS, numbered from 1', () => {
    const L = SEASON.LENGTH_TICKS;
    expect([0, 1, L, L + 1, 2 * L, 2 * L + 1].map(seasonOf)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(seasonTicks(2)).toEqual({ first: L + 1, last: 2 * L });
    for (const tick of [1, L, L + 1, 5 * L + 7]) {
      const { first, last } = seasonTicks(seasonOf(tick));
      expect(tick).toBeGreaterThanOrEqual(first);
      expect(tick).toBeLessThanOrEqual(last);
    }
  });

  it('put a net worth in the highest league whose floor it reaches', () => {
    expect(LEAGUES).toEqual(['BRONZE', 'SILVER', 'GOLD']);
    expect(leagueFor(usd(-5_000))).toBe('BRONZE');
    expect(leagueFor(SEASON.LEAGUE_FLOORS.SILVER - 1)).toBe('BRONZE');
    expect(leagueFor(SEASON.LEAGUE_FLOORS.SILVER)).toBe('SILVER');
    expect(leagueFor(SEASON.LEAGUE_FLOORS.GOLD)).toBe('GOLD');
    expect(leagueFor(usd(1e12))).toBe('GOLD');
    expect(LEAGUES.map(nextLeague)).toEqual(['SILVER', 'GOLD', null]);
  });

  it('rank each league apart by net worth gained, ties to the older factory', () => {
    const boards = seasonStandings([
      entry('veteran', 5_000_000, 5_100_000, 0),
      entry('newcomer', 50_000, 240_000, 3),
      entry('rival', 50_000, 150_000, 2),
      entry('tied', 60_000, 160_000, 4),
      entry('mid', 400_000, 300_000, 1),
    ]);
    expect(boards.BRONZE.map((s) => [s.factoryId, s.rank, s.gain])).toEqual([
      ['newcomer', 1, usd(190_000)],
      ['rival', 2, usd(100_000)],
      ['tied', 3, usd(100_000)],
    ]);
    // Worth lost is a negative gain; a factory never drops below the league the season started in.
    expect(boards.SILVER.map((s) => [s.factoryId, s.rank, s.gain])).toEqual([['mid', 1, usd(-100_000)]]);
    expect(boards.GOLD.map((s) => s.factoryId)).toEqual(['veteran']);
  });

  it('move a factory up the moment its net worth reaches a higher league’s floor, its gain counted from its start', () => {
    const silver = SEASON.LEAGUE_FLOORS.SILVER;
    const at = (now: number) => ({ league: 'BRONZE' as const, netWorth: now });
    expect(leagueNow(at(silver - 1))).toBe('BRONZE');
    expect(leagueNow(at(silver))).toBe('SILVER');
    expect(leagueNow(at(SEASON.LEAGUE_FLOORS.GOLD))).toBe('GOLD');
    // Back under the floor, it is back in the league it started in, never under it.
    expect(leagueNow({ league: 'SILVER', netWorth: usd(-1_000) })).toBe('SILVER');

    const boards = seasonStandings([
      entry('grown', 50_000, 400_000, 0),
      entry('newcomer', 50_000, 200_000, 1),
      entry('veteran', 300_000, 500_000, 2),
      // Started a league lower by losing worth before the season: back in Silver once it is regained.
      entry('sandbagger', 240_000, 260_000, 3),
    ]);
    expect(boards.BRONZE.map((s) => [s.factoryId, s.rank])).toEqual([['newcomer', 1]]);
    expect(boards.SILVER.map((s) => [s.factoryId, s.rank, s.gain, s.league])).toEqual([
      ['grown', 1, usd(350_000), 'SILVER'],
      ['veteran', 2, usd(200_000), 'SILVER'],
      ['sandbagger', 3, usd(20_000), 'SILVER'],
    ]);
    // Its gain counts from the worth it started the season with, whichever league it plays in now.
    expect(boards.SILVER[0]!.startNetWorth).toBe(usd(50_000));
  });

  it('say what it takes to pass the one above and to enter the top', () => {
    const board = seasonStandings(
      Array.from({ length: 12 }, (_, i) => entry(`f${i}`, 50_000, 50_000 + (12 - i) * 1_000, i)),
    ).BRONZE;
    expect(toMoveUp(board, 1, 10)).toEqual({ passNext: null, enterTop: null });
    expect(toMoveUp(board, 2, 10)).toEqual({ passNext: usd(1_000) + 1, enterTop: null });
    // 12th: $1,000 behind the 11th, $2,000 behind the 10th.
    expect(toMoveUp(board, 12, 10)).toEqual({ passNext: usd(1_000) + 1, enterTop: usd(2_000) + 1 });
    expect(toMoveUp(board, 13, 10)).toEqual({ passNext: null, enterTop: null });
  });
});
