import type { Prices } from '@forgeworks/engine';
import { THRESHOLDS } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { perTick } from '../db/per-tick.js';
import {
  achievementHolders,
  achieverOf,
  currentHead,
  medianAchievements,
  placeAmong,
  rankingKeys,
} from './achievers.js';
import { loadRanking, medianNetWorth } from './standings.js';

/**
 * The standings' answers over every factory, loaded once per tick state in each process (`version`:
 * tick/clock.ts, which follows the ticks whichever process ran them, so a process that did not run
 * the tick loads again too). The leaderboard is loaded so too, and again at once when a factory's
 * public face changes (`faceChanged`). Between ticks they are as of the last tick (docs/game-rules.md, "Standings
 * between ticks"), but for what the routes read on every request: the player's own Top Achievers
 * entry, put in its place among the others, the names of the top (a deleted factory leaves it at
 * once), and the feed of recent unlocks.
 */
export function standingsCache(db: Db, opts: { prices: () => Promise<Prices>; version: () => Promise<number> }) {
  const { prices, version } = opts;
  const leaderboard = perTick(async () => loadRanking(db, await prices()));
  const ranking = perTick(() => rankingKeys(db));
  const holders = perTick(() => achievementHolders(db));
  const medians = perTick(async () => {
    const [netWorth, achievements] = await Promise.all([medianNetWorth(db, await prices()), medianAchievements(db)]);
    return { netWorth, achievements };
  });
  return {
    /** Top Achievers' top and the player's own entry (leaderboard/achievers.ts, `placeAmong`). */
    async topAchievers(userId: string) {
      const [all, mine] = await Promise.all([version().then((v) => ranking(v, 'all')), achieverOf(db, userId)]);
      // The top as it is named now, without a factory deleted since the tick.
      const head = await currentHead(db, all, userId, THRESHOLDS.LEADERBOARD_SIZE);
      return placeAmong(all, mine, userId, head);
    },
    /** How many players hold each achievement. */
    holders: async () => holders(await version(), 'all'),
    /** The median factory's net worth (cents, escrow counted) and count of achievements. */
    medians: async () => medians(await version(), 'all'),
    /** Every factory's place on the leaderboard, and the tops' names (leaderboard/standings.ts). */
    leaderboard: async () => leaderboard(await version(), 'all'),
    /** A factory's public face changed (renamed, deleted): the loaded leaderboard holds its old one. */
    faceChanged: () => leaderboard.forget(),
  };
}

export type StandingsCache = ReturnType<typeof standingsCache>;
