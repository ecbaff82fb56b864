import type { League, SiteId } from '@forgeworks/engine';
import { LEAGUES, seasonOf, seasonTicks, SITE_IDS, SITES } from '@forgeworks/engine';
import { kindOf } from './world-mix.js';
import type { Seat, WorldResult } from './world.js';
import { seasonBoardAt } from './world-report.js';

/** How many of each league's first places a season's summary names. */
const LEADERS = 3;

/** One of a league's first places when its season ended (or when the run stopped, for the last). */
export interface SeasonLeader {
  seat: string;
  kind: string;
  site: SiteId | null;
  rank: number;
  /** Net worth gained in the season, dollars. */
  gain: number;
}

/** A season of the world: each league's first places, each site's best place, and how many played in it. */
export interface WorldSeason {
  season: number;
  /** False for a season the run stopped inside. */
  complete: boolean;
  leagues: Record<
    League,
    { factories: number; leaders: SeasonLeader[]; bestBySite: Record<SiteId, { rank: number; gain: number } | null> }
  >;
}

/**
 * The season board at each season's last tick the run reached (issue 47: "each [specialisation] can
 * reach the top of a league"): who led each league, with its site and kind of player.
 */
export function worldSeasons(world: WorldResult, seats: readonly Seat[], ticks: number): WorldSeason[] {
  const siteOf = new Map(seats.map((s) => [s.name, s.site ?? null]));
  const seasons: WorldSeason[] = [];
  for (let season = 1; season <= seasonOf(ticks); season++) {
    const end = Math.min(seasonTicks(season).last, ticks);
    const board = seasonBoardAt(world, seats, end);
    const leagues = {} as WorldSeason['leagues'];
    for (const league of LEAGUES) {
      const standings = board[league];
      const bestBySite = {} as WorldSeason['leagues'][League]['bestBySite'];
      for (const site of SITE_IDS) {
        const best = standings.find((s) => siteOf.get(s.factoryId) === site);
        bestBySite[site] = best ? { rank: best.rank, gain: best.gain / 100 } : null;
      }
      leagues[league] = {
        bestBySite,
        factories: standings.length,
        leaders: standings.slice(0, LEADERS).map((s) => ({
          seat: s.factoryId,
          kind: kindOf(s.factoryId),
          site: siteOf.get(s.factoryId) ?? null,
          rank: s.rank,
          gain: s.gain / 100,
        })),
      };
    }
    seasons.push({ season, complete: end === seasonTicks(season).last, leagues });
  }
  return seasons;
}

/** One line a season and league: who led it and each site's best place (`—`: none of its seats there). */
export function formatWorldSeasons(seasons: readonly WorldSeason[]): string {
  const lines = [
    `| season | league (factories) | first | ${SITE_IDS.map((s) => `best ${SITES[s].name}`).join(' | ')} |`,
    `|${[1, 2, 3, ...SITE_IDS].map(() => ' --- ').join('|')}|`,
  ];
  for (const s of seasons)
    for (const league of LEAGUES) {
      const { factories, leaders, bestBySite } = s.leagues[league];
      if (factories === 0) continue;
      const first = leaders[0]!;
      const cells = [
        `${s.season}${s.complete ? '' : ' (so far)'}`,
        `${league} (${factories})`,
        `${first.seat}, ${first.site ? SITES[first.site].name : 'open ground'}, +$${(first.gain / 1e6).toFixed(2)}M`,
        ...SITE_IDS.map((site) => String(bestBySite[site]?.rank ?? '—')),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  return lines.join('\n');
}
