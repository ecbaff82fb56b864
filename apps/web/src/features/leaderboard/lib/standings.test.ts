import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/lib/format';
import { profileHref } from '@/shared/ui/ProfileLink';
import { holdersText, moneyAxisLabel, rarityLabel, standingSummary, versusMedian } from './standings';

const point = (hour: number, netWorth: number, rank: number) => ({
  hour,
  endsAt: '2026-11-25T10:00:00.000Z',
  netWorth,
  rank,
});

describe('standings in words', () => {
  it('tells the net worth and rank chart as a sentence', () => {
    const points = [point(1, 50_000, 4), point(2, 52_500, 2), point(3, 51_000, 3)];
    expect(standingSummary(points, { netWorth: 51_250, rank: 3 }, 'your')).toBe(
      'Over the last 3 game hours, your net worth went from $50,000.00 to $51,250.00 now (up $1,250.00); ' +
        'rank #4 at the first hour, #3 now, best #2.',
    );
    // It ends on the header's figure, not the last hour's: the profile said "unchanged" under another one.
    expect(standingSummary([point(7, 41_234.43, 1)], { netWorth: 41_903.78, rank: 1 }, "this factory's")).toBe(
      "Over the last game hour, this factory's net worth went from $41,234.43 to $41,903.78 now (up $669.35); " +
        'rank #1 at the first hour, #1 now, best #1.',
    );
    expect(standingSummary([point(1, 10, 1)], { netWorth: 10, rank: 1 }, 'your')).toContain('(unchanged)');
    expect(standingSummary([], { netWorth: 10, rank: 1 }, 'your')).toMatch(/No game hour has closed yet/);
  });

  it('labels the money axis so no two marks read the same', () => {
    expect(moneyAxisLabel([41_234.43, 41_903.78])(41_500)).toBe('$41,500');
    expect(moneyAxisLabel([40_000, 60_000])(41_500)).toBe(formatMoney(41_500, { compact: true }));
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
