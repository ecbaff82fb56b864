import type { LeaderboardEntry } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import {
  climbHint,
  EMPTY_LEADERBOARD,
  gapToNextRank,
  gapToTop,
  isMe,
  leaderboardErrorText,
  medalFor,
  ownRowOutsideTop,
  ranksToTop,
} from './leaderboard';

const entry = (rank: number, userId: string, netWorth: number): LeaderboardEntry => ({
  userId,
  factoryId: `f-${userId}`,
  rank,
  factoryName: `${userId}'s Factory`,
  totalValue: netWorth,
  netWorth,
  rival: false,
});
const top = Array.from({ length: 10 }, (_, i) => entry(i + 1, `p${i + 1}`, 100_000 - i * 1_000));

describe('ranks to the top 10', () => {
  it('needs no climb inside the top 10', () => {
    expect([1, 5, 10].map(ranksToTop)).toEqual([0, 0, 0]);
    expect(climbHint(10)).toBeNull();
    expect(climbHint(1)).toBeNull();
  });

  it('counts the ranks to climb outside it', () => {
    expect(climbHint(14)).toBe('Climb 4 more ranks to reach the top 10');
    expect(climbHint(11)).toBe('Climb 1 more rank to reach the top 10');
    expect(ranksToTop(250)).toBe(240);
  });
});

describe('own row', () => {
  it("is the entry whose userId is the signed-in user's", () => {
    expect(isMe(entry(3, 'u1', 1), 'u1')).toBe(true);
    expect(isMe(entry(3, 'u1', 1), 'u2')).toBe(false);
    expect(isMe(entry(3, 'u1', 1), undefined)).toBe(false);
  });

  it('is listed below the table only when outside the top rows', () => {
    expect(ownRowOutsideTop({ topFactories: top, me: top[4]! })).toBeNull();
    const me = entry(14, 'me', 50_000);
    expect(ownRowOutsideTop({ topFactories: top, me })).toBe(me);
    expect(ownRowOutsideTop({ topFactories: top, me: null })).toBeNull();
  });
});

describe('gap to the next rank up', () => {
  it('is the net worth behind the player one rank up when that player is shown', () => {
    expect(gapToNextRank({ topFactories: top, me: top[3]! })).toBe(1_000);
    expect(gapToNextRank({ topFactories: top, me: entry(11, 'me', 90_999.25) })).toBe(0.75);
  });

  it('is unknown at rank 1 or when the rank above is not shown', () => {
    expect(gapToNextRank({ topFactories: top, me: top[0]! })).toBeNull();
    expect(gapToNextRank({ topFactories: top, me: entry(14, 'me', 1) })).toBeNull();
  });
});

describe('gap to the top 10', () => {
  it('is the net worth behind #10 when outside the top 10, null inside it', () => {
    expect(gapToTop({ topFactories: top, me: entry(14, 'me', 41_000.5) })).toBe(49_999.5);
    expect(gapToTop({ topFactories: top, me: top[9]! })).toBeNull();
    expect(gapToTop({ topFactories: [], me: entry(2, 'me', 1) })).toBeNull();
  });
});

describe('texts and medals', () => {
  it("uses the spec's empty and error texts", () => {
    expect(EMPTY_LEADERBOARD).toBe('No players on the leaderboard yet. Be the first!');
    expect(leaderboardErrorText('Server down')).toBe('Error loading leaderboard: Server down');
  });

  it('gives medals to the top 3 only', () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
