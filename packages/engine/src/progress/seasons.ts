/**
 * Seasons: the board that matters now (docs/adr/0008). Ticks are cut into seasons of
 * SEASON.LENGTH_TICKS; each factory starts a season in the league its net worth put it in when the
 * season began (or when it was founded during it), moves up while its net worth reaches a higher
 * league's floor, and is ranked within its league by the net worth it has gained since it started.
 * Pure: the server and the simulator pass the figures in.
 */
import type { Cents } from '../money.js';
import { SEASON } from '../rules.js';

export type League = keyof typeof SEASON.LEAGUE_FLOORS;
/** Lowest first: a factory is promoted up this list. */
export const LEAGUES = Object.keys(SEASON.LEAGUE_FLOORS) as League[];

/** The season a tick belongs to, from 1 (ticks are numbered from 1; tick 0, before any, is in season 1). */
export function seasonOf(tick: number): number {
  return Math.floor(Math.max(0, tick - 1) / SEASON.LENGTH_TICKS) + 1;
}

/** A season's first and last ticks. */
export function seasonTicks(season: number): { first: number; last: number } {
  return { first: (season - 1) * SEASON.LENGTH_TICKS + 1, last: season * SEASON.LENGTH_TICKS };
}

/** The league a net worth (cents) starts a season in: the highest whose floor it reaches. */
export function leagueFor(netWorth: Cents): League {
  let league: League = LEAGUES[0]!;
  for (const l of LEAGUES) if (netWorth >= SEASON.LEAGUE_FLOORS[l]) league = l;
  return league;
}

/** The league above, or null at the top. */
export function nextLeague(league: League): League | null {
  return LEAGUES[LEAGUES.indexOf(league) + 1] ?? null;
}

/** One factory's season: where it started and where it is now. */
export interface SeasonEntry {
  factoryId: string;
  /** The league it started the season in. */
  league: League;
  /** Net worth (cents) when the season began, or when the factory joined it. */
  startNetWorth: Cents;
  netWorth: Cents;
  /** Breaks ties: the lower (the older factory) ranks first, as on the lifetime board. */
  order: number;
}

/**
 * The league a factory plays in now: the one it started the season in, or the one its net worth
 * reaches now when that is higher. So a league holds the factories of its size now, not of two weeks
 * ago: a newcomer who outgrows Bronze leaves it to the newcomers behind, and one who lost worth on
 * purpose to start lower is back where it was as soon as it has regained it. It never goes below
 * the league the season started in.
 */
export function leagueNow(entry: Pick<SeasonEntry, 'league' | 'netWorth'>): League {
  const reached = leagueFor(entry.netWorth);
  return LEAGUES.indexOf(reached) > LEAGUES.indexOf(entry.league) ? reached : entry.league;
}

export interface SeasonStanding extends SeasonEntry {
  /** Net worth gained this season (negative when lost). */
  gain: Cents;
  /** 1 for the top of its league. */
  rank: number;
}

/**
 * Each league's standings, best first: most net worth gained, then the older factory. A standing's
 * `league` is the one it plays in now (`leagueNow`).
 */
export function seasonStandings(entries: readonly SeasonEntry[]): Record<League, SeasonStanding[]> {
  const boards = Object.fromEntries(LEAGUES.map((l) => [l, [] as SeasonStanding[]])) as Record<
    League,
    SeasonStanding[]
  >;
  for (const e of entries) {
    const league = leagueNow(e);
    boards[league].push({ ...e, league, gain: e.netWorth - e.startNetWorth, rank: 0 });
  }
  for (const league of LEAGUES) {
    boards[league].sort((a, b) => b.gain - a.gain || a.order - b.order);
    boards[league].forEach((s, i) => (s.rank = i + 1));
  }
  return boards;
}

/**
 * What it takes to move up, for the factory at `rank` of a league's standings: the net worth to gain
 * to pass the one above (a cent more than the gap; null at the top), and to enter the top `top`
 * (null when already in it).
 */
export function toMoveUp(
  standings: readonly SeasonStanding[],
  rank: number,
  top: number,
): { passNext: Cents | null; enterTop: Cents | null } {
  const own = standings[rank - 1];
  if (!own) return { passNext: null, enterTop: null };
  const gapTo = (r: number) => standings[r - 1]!.gain - own.gain + 1;
  return { passNext: rank > 1 ? gapTo(rank - 1) : null, enterTop: rank > top ? gapTo(top) : null };
}
