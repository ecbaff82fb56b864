import { endpoints, NAME_MAX_LENGTH } from '@forgeworks/contract';
import { LEAGUES, SEASON, THRESHOLDS, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leagueOrDefault, seasonClock, standingWithGoals } from '../leaderboard/season-cache.js';
import type { HallOfFameLine, SeasonPlace } from '../leaderboard/seasons.js';
import type { Standing } from '../leaderboard/standings.js';
import { placeOf } from '../leaderboard/standings.js';
import { ok, signedIn } from './common.js';

function entry(s: Standing) {
  return {
    userId: s.userId,
    factoryId: s.factoryId,
    rank: s.rank,
    factoryName: s.name,
    totalValue: toDollars(s.netWorth),
    netWorth: toDollars(s.netWorth),
    rival: s.rival,
  };
}

function seasonEntry(p: SeasonPlace) {
  return {
    rank: p.rank,
    factoryId: p.factoryId,
    factoryName: p.name,
    league: p.league,
    gain: toDollars(p.gain),
    netWorth: toDollars(p.netWorth),
    startNetWorth: toDollars(p.startNetWorth),
    rival: p.rival,
  };
}

const nullableDollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** The hall of fame's lines as seasons, newest first, each with its leagues in the game's order. */
function hallOfFameSeasons(lines: readonly HallOfFameLine[]) {
  const seasons = [...new Set(lines.map((l) => l.season))];
  return seasons.map((season) => ({
    season,
    leagues: LEAGUES.map((league) => ({
      league,
      places: lines
        .filter((l) => l.season === season && l.league === league)
        .map((l) => ({
          place: l.place,
          factoryId: l.factoryId,
          factoryName: l.name,
          gain: toDollars(l.gain),
          rival: l.rival,
        })),
    })).filter((l) => l.places.length > 0),
  }));
}

export default async function leaderboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...signedIn(app, endpoints.season),
    handler: async (request) => {
      const { id } = await app.factories.find(request.user!);
      const board = await app.seasons.board();
      const own = board.byFactory.get(id);
      const league = leagueOrDefault(request.query.league, own);
      const clock = seasonClock(board.season, board.settledTick);
      const mine = own ? standingWithGoals(board, own) : null;
      return ok({
        season: board.season,
        ...clock,
        endsAt: new Date(Date.now() + clock.ticksLeft * app.tickIntervalMs).toISOString(),
        league,
        leagues: LEAGUES.map((l) => ({
          league: l,
          floor: toDollars(SEASON.LEAGUE_FLOORS[l]),
          players: board.leagues[l].length,
        })),
        top: board.leagues[league].slice(0, THRESHOLDS.LEADERBOARD_SIZE).map(seasonEntry),
        me: mine && {
          ...seasonEntry(mine.place),
          leaguePlayers: mine.leaguePlayers,
          toPassNext: nullableDollars(mine.toPassNext),
          toEnterTop: nullableDollars(mine.toEnterTop),
          nextSeasonLeague: mine.nextSeasonLeague,
          promotion: mine.promotion && { league: mine.promotion.league, netWorth: toDollars(mine.promotion.netWorth) },
        },
      });
    },
  });

  api.route({
    ...signedIn(app, endpoints.hallOfFame),
    handler: async (request) => {
      await app.factories.find(request.user!);
      return ok({ seasons: hallOfFameSeasons(await app.seasons.hallOfFame()) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.leaderboard),
    // As the last tick left it (docs/game-rules.md, "Standings between ticks"); the player's net worth now is the
    // factory page's, from the cached factory and its escrow.
    handler: async (request) => {
      const { show } = request.query;
      const player = request.user!;
      const [record, ranking, prices] = await Promise.all([
        app.factories.find(player),
        app.standings.leaderboard(),
        app.market.prices(),
      ]);
      // What the factory page shows, by the same presenter: the board's figure is the last tick's.
      const now = (await app.factories.present(record, Date.now(), prices)).netWorth;
      let place = ranking.places.get(player.id);
      let netWorth = place === undefined ? 0 : ranking.worths[place]!;
      if (place === undefined) {
        // A factory made since the tick: its worth now, after every ranked factory worth as much.
        netWorth = Math.round(now * 100);
        place = placeOf(ranking, netWorth);
      }
      const name = [...record.name].slice(0, NAME_MAX_LENGTH).join('');
      const me: Standing = { userId: player.id, factoryId: record.id, name, netWorth, rank: place + 1, rival: false };
      return ok({
        topFactories: ranking.tops[show].map(entry),
        me: entry(me),
        totalPlayers: ranking.worths.length,
        myNetWorthNow: now,
      });
    },
  });
}
