import { describe, expect, it } from 'vitest';
import { profileHref } from '@/shared/ui/ProfileLink';
import { holdersText, rarityLabel, standingSummary, versusMedian } from './standings';

const point = (hour: number, netWorth: number, rank: number) => ({
  hour,
  endsAt: '2026-11-25T10:00:00.000Z',
  netWorth,
  rank,
});

describe('standings in words', () => {
  it('tells the net worth and rank chart as a sentence', () => {
    expect(standingSummary([point(1, 50_000, 4), point(2, 52_500, 2), point(3, 51_000, 3)], 'your')).toBe(
      'Over the last 3 game hours, your net worth went from $50,000.00 to $51,000.00 (up $1,000.00); ' +
        'rank #4 at the first hour, #3 at the last, best #2.',
    );
    expect(standingSummary([point(7, 10, 1)], "this factory's")).toBe(
      "Over the last game hour, this factory's net worth went from $10.00 to $10.00 (unchanged); " +
        'rank #1 at the first hour, #1 at the last, best #1.',
    );
    expect(standingSummary([point(1, 10, 1), point(2, 4, 2)], 'your')).toContain('(down $6.00)');
    expect(standingSummary([], 'your')).toMatch(/No game hour has closed yet/);
  });

  it('compares with the median player', () => {
    expect(versusMedian(1_500, 1_000)).toBe('$500.00 above the median player');
    expect(versusMedian(2, 3, String)).toBe('1 below the median player');
    expect(versusMedian(7, 7)).toBe('level with the median player');
  });

  it('names rarity by the share of players holding it', () => {
    expect([0, 0.01, 0.1, 0.3, 0.75].map(rarityLabel)).toEqual([
      'Not reached yet',
      'Very rare',
      'Rare',
      'Uncommon',
      'Common',
    ]);
    expect(holdersText(3, 4, 0.75)).toBe('3 of 4 players (75%)');
    expect(holdersText(0, 1, 0)).toBe('0 of 1 player (0%)');
  });

  it('links a profile by its id', () => {
    expect(profileHref('ab-12')).toBe('/game/factories/ab-12');
  });
});
