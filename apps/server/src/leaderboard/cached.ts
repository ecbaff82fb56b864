import type { Prices } from '@forgeworks/engine';
import { THRESHOLDS } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { perTick } from '../db/per-tick.js';
import type { RankedAchiever, UnlockSeen } from './achievers.js';
import {
  achievementHolders,
  currentHead,
  medianAchievements,
  placeAmong,
  rankingKeys,
  recentUnlocks,
} from './achievers.js';
import { factoryCount, loadRanking, medianNetWorth } from './standings.js';

/**
 * The standings' answers over every factory, loaded once per tick state in each process (`version`:
 * tick/clock.ts, which follows the ticks whichever process ran them, so a process that did not run
 * the tick loads again too). The leaderboard is loaded so too; a rename amends it in place (`renamed`)
 * and a deletion or suspension loads it again (`forget`). Between ticks they are as of the last tick (docs/game-rules.md, "Standings
 * between ticks"), but for what the routes read on every request: the player's own Top Achievers
 * entry, put in its place among the others, the names of the top (a deleted factory leaves it at
 * once), and the feed of recent unlocks.
 */
export function standingsCache(db: Db, opts: { prices: () => Promise<Prices>; version: () => Promise<number> }) {
  const { prices, version } = opts;
  const leaderboard = perTick(async () => loadRanking(db, await prices()));
  const ranking = perTick(() => rankingKeys(db));
  // The top's names (one more than the top holds: the asking player's own is left out of it).
  const heads = perTick(async () =>
    currentHead(db, await ranking(await version(), 'all'), '', THRESHOLDS.LEADERBOARD_SIZE + 1),
  );
  const players = perTick(() => factoryCount(db));
  let recent: Promise<UnlockSeen[]> | null = null;
  const holders = perTick(() => achievementHolders(db));
  const medians = perTick(async () => {
    const [netWorth, achievements] = await Promise.all([medianNetWorth(db, await prices()), medianAchievements(db)]);
    return { netWorth, achievements };
  });
  return {
    /**
     * Top Achievers' top and the player's own entry (leaderboard/achievers.ts, `placeAmong`): `mine`
     * is the player's factory as it is now (kept with their cached factory: only its writes change it).
     */
    async topAchievers(userId: string, mine: () => Promise<RankedAchiever | null>) {
      const v = await version();
      const [all, own, head] = await Promise.all([ranking(v, 'all'), mine(), heads(v, 'all')]);
      return placeAmong(all, own, userId, head);
    },
    /** The number of factories as of the tick (a deleted one leaves it at once: `forget`). */
    players: async () => players(await version(), 'all'),
    /** The latest unlocks across the server, read again after any factory is written (`unlocksMayHaveChanged`). */
    recentUnlocks: () => {
      if (recent) return recent;
      const loading = recentUnlocks(db);
      recent = loading;
      loading.catch(() => {
        if (recent === loading) recent = null;
      });
      return loading;
    },
    /** A factory was written here or elsewhere: it may have reached achievements, which the feed lists at once. */
    unlocksMayHaveChanged: () => {
      recent = null;
    },
    /** How many players hold each achievement. */
    holders: async () => holders(await version(), 'all'),
    /** The median factory's net worth (cents, escrow counted) and count of achievements. */
    medians: async () => medians(await version(), 'all'),
    /** Every factory's place on the leaderboard, and the tops' names (leaderboard/standings.ts). */
    leaderboard: async () => leaderboard(await version(), 'all'),
    /**
     * A deletion, a suspension or its end moved every board between ticks: everything here loads again
     * (the factory leaves or rejoins Top Achievers, rarity and the medians as well as the leaderboard).
     */
    forget: () => {
      for (const cached of [leaderboard, ranking, heads, players, holders, medians]) cached.forget();
      recent = null;
    },
    /**
     * A factory was renamed: the loaded leaderboard's tops take the new name in place (a rename moves
     * no one, and loading every factory's worth again for it would let renames load the database);
     * the small reads that name factories load again.
     */
    renamed: async (userId: string, name: string) => {
      heads.forget();
      recent = null;
      await leaderboard.amend((ranking) => {
        for (const top of Object.values(ranking.tops))
          for (const entry of top) if (entry.userId === userId) entry.name = name;
      });
    },
  };
}

export type StandingsCache = ReturnType<typeof standingsCache>;
