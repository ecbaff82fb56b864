import type { Leaderboard, LeaderboardEntry, LeaderboardShow } from '@forgeworks/contract';
import { THRESHOLDS } from '@forgeworks/engine';

/** The leaderboard shows the top 10 (spec section 9). */
export const TOP_SIZE = THRESHOLDS.LEADERBOARD_SIZE;

export const EMPTY_LEADERBOARD = 'No players on the leaderboard yet. Be the first!';

/** The filtered list's empty state: no players, or a server that keeps no rivals (RIVALS=0). */
export function emptyFilterText(show: Exclude<LeaderboardShow, 'all'>): string {
  return show === 'players' ? 'No players on the leaderboard yet.' : 'This server has no rival factories.';
}

export function leaderboardErrorText(message: string): string {
  return `Error loading leaderboard: ${message}`;
}

export function isMe(entry: Pick<LeaderboardEntry, 'userId'>, userId: string | null | undefined): boolean {
  return userId != null && entry.userId === userId;
}

/** How many ranks the player must climb to enter the top 10; 0 when already in it. */
export function ranksToTop(rank: number): number {
  return Math.max(0, rank - TOP_SIZE);
}

/** 'Climb 4 more ranks to reach the top 10', or null inside the top 10. */
export function climbHint(rank: number): string | null {
  const ranks = ranksToTop(rank);
  if (ranks === 0) return null;
  return `Climb ${ranks} more ${ranks === 1 ? 'rank' : 'ranks'} to reach the top ${TOP_SIZE}`;
}

/**
 * The player's net worth now (their factory page's figure), when it differs by a cent or more from the
 * board's, which is the last tick's; null when the two agree or the player is not ranked.
 */
export function netWorthNow(board: Pick<Leaderboard, 'me' | 'myNetWorthNow'>): number | null {
  if (!board.me) return null;
  return Math.abs(board.myNetWorthNow - board.me.netWorth) >= 0.005 ? board.myNetWorthNow : null;
}

export type Medal = 'gold' | 'silver' | 'bronze';

export function medalFor(rank: number): Medal | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/**
 * How far the player's net worth trails the player one rank up, when that player is in the visible
 * top 10 (0 on a tie: ties go to the older factory). Null at rank 1 or when the rank above is not shown.
 */
export function gapToNextRank(board: Pick<Leaderboard, 'topFactories' | 'me'>): number | null {
  const { me, topFactories } = board;
  if (!me || me.rank <= 1) return null;
  const above = topFactories.find((e) => e.rank === me.rank - 1);
  if (!above) return null;
  return Math.max(0, Math.round((above.netWorth - me.netWorth) * 100) / 100);
}

/** Outside the top 10: the net worth still to gain to pass the factory at #10 (null inside or unknown). */
export function gapToTop(board: Pick<Leaderboard, 'topFactories' | 'me'>): number | null {
  const { me, topFactories } = board;
  const last = topFactories.find((e) => e.rank === TOP_SIZE);
  if (!me || !last || me.rank <= TOP_SIZE) return null;
  return Math.max(0, Math.round((last.netWorth - me.netWorth) * 100) / 100);
}

/** The player's own entry is listed below the table when it is not among the top rows. */
export function ownRowOutsideTop(board: Pick<Leaderboard, 'topFactories' | 'me'>): LeaderboardEntry | null {
  const { me, topFactories } = board;
  if (!me || topFactories.some((e) => e.userId === me.userId)) return null;
  return me;
}
