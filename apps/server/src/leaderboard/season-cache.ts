import type { League, MarketState, Prices } from '@forgeworks/engine';
import {
  leagueFor,
  LEAGUES,
  nextLeague,
  SEASON,
  seasonOf,
  seasonTicks,
  THRESHOLDS,
  toMoveUp,
} from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { perTick } from '../db/per-tick.js';
import type { SeasonBoard, SeasonPlace } from './seasons.js';
import { hallOfFame, loadSeasonBoard } from './seasons.js';

/** Seasons in the hall of fame's answer: the latest closed ones. */
export const HALL_OF_FAME_SEASONS = 12;

/**
 * The season board and the hall of fame, loaded once per tick state in each process (`version`: as the
 * other standings, cached.ts) and ranked by the engine: every request between two ticks reads memory.
 */
export function seasonCache(
  db: Db,
  opts: { market: () => Promise<MarketState>; prices: () => Promise<Prices>; version: () => Promise<number> },
) {
  const load = () => ({
    boards: perTick(async (key) => loadSeasonBoard(db, Number(key), await opts.prices())),
    fame: perTick(() => hallOfFame(db, HALL_OF_FAME_SEASONS)),
  });
  let loaded = load();
  const boards = (v: number, key: string) => loaded.boards(v, key);
  const fame = (v: number, key: string) => loaded.fame(v, key);
  return {
    /** Drops what this process kept, for a change between ticks that moves the board (a suspension or its end). */
    forget() {
      loaded = load();
    },
    /**
     * A factory was renamed: the loaded boards take the new name in place; the hall of fame, which
     * the operator's rename also amends, loads again.
     */
    async renamed(factoryId: string, name: string) {
      loaded.fame.forget();
      await loaded.boards.amend((board) => {
        const place = board.byFactory.get(factoryId);
        if (place) place.name = name;
      });
    },
    /** The season the next tick plays (its entries are written when the tick before it settles). */
    async board(): Promise<SeasonBoard & { settledTick: number }> {
      const [market, version] = await Promise.all([opts.market(), opts.version()]);
      const season = seasonOf(market.tick + 1);
      return { ...(await boards(version, String(season))), settledTick: market.tick };
    },
    hallOfFame: async () => fame(await opts.version(), 'all'),
  };
}

export type SeasonCache = ReturnType<typeof seasonCache>;

/** A factory's place with what it takes to move up, in its league and into the next season's. */
export function standingWithGoals(board: SeasonBoard, place: SeasonPlace) {
  const league = board.leagues[place.league];
  const up = toMoveUp(league, place.rank, THRESHOLDS.LEADERBOARD_SIZE);
  const above = nextLeague(place.league);
  return {
    place,
    leaguePlayers: league.length,
    toPassNext: up.passNext,
    toEnterTop: up.enterTop,
    nextSeasonLeague: leagueFor(place.netWorth),
    promotion: above ? { league: above, netWorth: SEASON.LEAGUE_FLOORS[above] } : null,
  };
}

/** The season's ticks, and how many are left after `settledTick`. */
export function seasonClock(season: number, settledTick: number) {
  const { first, last } = seasonTicks(season);
  return { firstTick: first, lastTick: last, ticksLeft: Math.max(0, last - settledTick) };
}

export function leagueOrDefault(asked: League | undefined, own: SeasonPlace | undefined): League {
  return asked ?? own?.league ?? LEAGUES[0]!;
}
