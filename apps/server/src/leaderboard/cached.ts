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
import { medianNetWorth } from './standings.js';

/**
 * The standings' answers over every factory, loaded once per tick state in each process (`version`:
 * tick/run-tick.ts's `tickVersion`, read from the database, so a process that did not run the tick
 * loads again too). Between ticks they are as of the last tick (docs/game-rules.md, "Standings
 * between ticks"), but for what the routes read on every request: the player's own Top Achievers
 * entry, put in its place among the others, the names of the top (a deleted or suspended factory
 * leaves it at once), and the feed of recent unlocks.
 */
export function standingsCache(db: Db, opts: { prices: () => Promise<Prices>; version: () => Promise<number> }) {
  const { prices, version } = opts;
  const load = () => ({
    ranking: perTick(() => rankingKeys(db)),
    holders: perTick(() => achievementHolders(db)),
    medians: perTick(async () => {
      const [netWorth, achievements] = await Promise.all([medianNetWorth(db, await prices()), medianAchievements(db)]);
      return { netWorth, achievements };
    }),
  });
  let loaded = load();
  const ranking = (v: number, key: string) => loaded.ranking(v, key);
  const holders = (v: number, key: string) => loaded.holders(v, key);
  const medians = (v: number, key: string) => loaded.medians(v, key);
  return {
    /**
     * Drops what this process kept, for a change between ticks that moves every board (a
     * suspension or its end): the next request loads again.
     */
    forget() {
      loaded = load();
    },
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
  };
}

export type StandingsCache = ReturnType<typeof standingsCache>;
