/**
 * Seasons on the server (docs/adr/0008; the rules are the engine's, progress/seasons.ts). The tick's
 * settlement opens each season and closes the last into the hall of fame; the board is ranked by the
 * engine from the entries and every factory's net worth, once per tick per process (cached.ts).
 */
import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import type { League, Prices, SeasonStanding } from '@forgeworks/engine';
import { leagueFor, LEAGUES, SEASON, seasonOf, seasonStandings } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { columns, is, num, rowsOf } from '../db/rows.js';
import { worth } from './standings.js';

/**
 * The factories that play a season: every factory, valued as the leaderboard values it (escrow
 * counted). The one place that says which; a factory left out here has no entry and no place.
 */
function seated(prices: Prices) {
  return sql`${worth(prices)}, seated AS (SELECT * FROM worth)`;
}

export interface SeasonPlace extends SeasonStanding {
  name: string;
  rival: boolean;
}

export interface SeasonBoard {
  season: number;
  leagues: Record<League, SeasonPlace[]>;
  /** Each factory's place by id. */
  byFactory: Map<string, SeasonPlace>;
}

// A season's board reads every factory's entry once a tick: its rows are checked without a copy (`columns`).
const entryRow = columns({
  id: is.text,
  name: is.text,
  rival: is.flag,
  league: is.text,
  start_net_worth: is.big,
  net_worth: is.big,
});

const isLeague = (league: string): league is League => (LEAGUES as string[]).includes(league);

/** Season `season`'s standings now: each entry's factory at its net worth as of its last tick or action. */
export async function loadSeasonBoard(db: Pick<Db, 'execute'>, season: number, prices: Prices): Promise<SeasonBoard> {
  const rows = rowsOf(
    entryRow,
    await db.execute(sql`
      WITH ${seated(prices)}
      SELECT s.id, left(s.name, ${NAME_MAX_LENGTH}) AS name, s.rival, e.league, e.start_net_worth, s.net_worth
      FROM season_entries e JOIN seated s ON s.id = e.factory_id
      WHERE e.season = ${season} ORDER BY s.created_at, s.id`),
  );
  const about = new Map(rows.map((r) => [r.id, { name: r.name, rival: r.rival }]));
  const standings = seasonStandings(
    rows
      .filter((r) => isLeague(r.league))
      .map((r, order) => ({
        factoryId: r.id,
        league: r.league as League,
        startNetWorth: Number(r.start_net_worth),
        netWorth: Number(r.net_worth),
        order,
      })),
  );
  const leagues = {} as Record<League, SeasonPlace[]>;
  const byFactory = new Map<string, SeasonPlace>();
  for (const league of LEAGUES) {
    leagues[league] = standings[league].map((s) => ({ ...s, ...about.get(s.factoryId)! }));
    for (const place of leagues[league]) byFactory.set(place.factoryId, place);
  }
  return { season, leagues, byFactory };
}

/**
 * At the settlement of tick `tick` (tick/market.ts, one transaction): when it is a season's last,
 * that season's first places go to the hall of fame and the season before it is forgotten; then every
 * factory without an entry in the season the next tick plays gets one, with its league and net worth
 * now. So a season opens with every factory's worth as the last one closed, and a factory founded
 * during a season joins it at its first tick, in the league its worth puts it in.
 */
export async function settleSeason(db: Pick<Db, 'execute'>, tick: number, prices: Prices): Promise<void> {
  if (tick > 0 && tick % SEASON.LENGTH_TICKS === 0) {
    const closing = seasonOf(tick);
    const board = await loadSeasonBoard(db, closing, prices);
    const famous = LEAGUES.flatMap((league) =>
      board.leagues[league].slice(0, SEASON.HALL_OF_FAME_PLACES).map((p) => ({
        league,
        place: p.rank,
        factory_id: p.factoryId,
        name: p.name,
        gain: p.gain,
        rival: p.rival,
      })),
    );
    if (famous.length > 0)
      await db.execute(sql`
        INSERT INTO season_hall_of_fame (season, league, place, factory_id, name, gain, rival)
        SELECT ${closing}, h.league, h.place, h.factory_id, h.name, h.gain, h.rival
        FROM jsonb_to_recordset(${JSON.stringify(famous)}::jsonb)
          AS h(league text, place int, factory_id uuid, name text, gain bigint, rival boolean)
        ON CONFLICT DO NOTHING`);
    await db.execute(sql`DELETE FROM season_entries WHERE season < ${closing}`);
  }
  const season = seasonOf(tick + 1);
  const missing = rowsOf(
    columns({ id: is.text, net_worth: is.big }),
    await db.execute(sql`
      WITH ${seated(prices)}
      SELECT s.id, s.net_worth FROM seated s
      WHERE NOT EXISTS (SELECT 1 FROM season_entries e WHERE e.season = ${season} AND e.factory_id = s.id)`),
  );
  if (missing.length === 0) return;
  const entries = missing.map((r) => ({
    factory_id: r.id,
    league: leagueFor(Number(r.net_worth)),
    start_net_worth: Number(r.net_worth),
  }));
  await db.execute(sql`
    INSERT INTO season_entries (season, factory_id, league, start_net_worth)
    SELECT ${season}, e.factory_id, e.league, e.start_net_worth
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS e(factory_id uuid, league text, start_net_worth bigint)
    ON CONFLICT DO NOTHING`);
}

export interface HallOfFameLine {
  season: number;
  league: League;
  place: number;
  factoryId: string | null;
  name: string;
  gain: number;
  rival: boolean;
}

/** The hall of fame of the latest `seasons` closed seasons, newest first, by league and place. */
export async function hallOfFame(db: Pick<Db, 'execute'>, seasons: number): Promise<HallOfFameLine[]> {
  const rows = rowsOf(
    z.object({
      season: num,
      league: z.string(),
      place: num,
      factory_id: z.string().nullable(),
      name: z.string(),
      gain: num,
      rival: z.boolean(),
    }),
    await db.execute(sql`
      SELECT season, league, place, factory_id, left(name, ${NAME_MAX_LENGTH}) AS name, gain, rival
      FROM season_hall_of_fame
      WHERE season > (SELECT coalesce(max(season), 0) FROM season_hall_of_fame) - ${seasons}
      ORDER BY season DESC, league, place`),
  );
  return rows
    .filter((r) => isLeague(r.league))
    .map((r) => ({
      season: r.season,
      league: r.league as League,
      place: r.place,
      factoryId: r.factory_id,
      name: r.name,
      gain: r.gain,
      rival: r.rival,
    }));
}
