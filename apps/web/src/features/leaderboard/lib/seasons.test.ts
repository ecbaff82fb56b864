import type { SeasonStanding } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import { leagueBand, moveUpLines, ownSeasonRowBelow, seasonRules, signedMoney, timeLeft } from './seasons';

const me: SeasonStanding = {
  rank: 12,
  factoryId: 'f12',
  factoryName: 'Mine',
  league: 'BRONZE',
  gain: 40_000,
  netWorth: 90_000,
  startNetWorth: 50_000,
  rival: false,
  leaguePlayers: 30,
  toPassNext: 1_500,
  toEnterTop: 8_000.01,
  nextSeasonLeague: 'BRONZE',
  promotion: { league: 'SILVER', netWorth: 250_000 },
};

describe('season wording', () => {
  it('names each league’s band from the engine’s floors', () => {
    expect(leagueBand('BRONZE')).toBe('under $250,000.00');
    expect(leagueBand('SILVER')).toBe('$250,000.00 to $2,500,000.00');
    expect(leagueBand('GOLD')).toBe('from $2,500,000.00');
    expect(seasonRules()[0]).toBe(
      'A season lasts 14 game days. It ranks every factory by the net worth it gains during the season, not by its fortune.',
    );
  });

  it('says what it takes to move up: the next place, the top ten, the next league', () => {
    expect(moveUpLines(me)).toEqual([
      'Gain $1,500.00 more to pass #11.',
      'Gain $8,000.01 more to enter the top ten.',
      'Reach $250,000.00 net worth to move up to Silver.',
    ]);
    expect(moveUpLines({ ...me, rank: 1, toPassNext: null, toEnterTop: null })).toEqual([
      'You lead the Bronze league.',
      'Reach $250,000.00 net worth to move up to Silver.',
    ]);
    expect(moveUpLines({ ...me, league: 'GOLD', promotion: null, toEnterTop: null, nextSeasonLeague: 'GOLD' })).toEqual(
      ['Gain $1,500.00 more to pass #11.'],
    );
    // Worth lost under the floor of the league it started in: it stays there this season, not the next.
    expect(
      moveUpLines({ ...me, league: 'SILVER', promotion: { league: 'GOLD', netWorth: 2_500_000 }, toEnterTop: null }),
    ).toEqual([
      'Gain $1,500.00 more to pass #11.',
      'Reach $2,500,000.00 net worth to move up to Gold.',
      'At your net worth now, you would start next season in Bronze.',
    ]);
  });

  it('counts the time left in game days and hours, and signs gains', () => {
    expect(timeLeft(288 * 9 + 12 * 4)).toBe('9 days 4 hours left');
    expect(timeLeft(1)).toBe('1 hour left');
    expect(timeLeft(288)).toBe('1 day left');
    expect(timeLeft(0)).toBe('ending now');
    expect(signedMoney(1_250)).toBe('+$1,250.00');
    expect(signedMoney(-300)).toBe('−$300.00');
  });

  it('lists the player below the table only when outside the top shown of their own league', () => {
    const top = [{ ...me, rank: 1, factoryId: 'a' }];
    expect(ownSeasonRowBelow({ league: 'BRONZE', top, me })).toBe(me);
    expect(ownSeasonRowBelow({ league: 'BRONZE', top: [me], me })).toBeNull();
    expect(ownSeasonRowBelow({ league: 'GOLD', top, me })).toBeNull();
    expect(ownSeasonRowBelow({ league: 'BRONZE', top, me: null })).toBeNull();
  });
});
