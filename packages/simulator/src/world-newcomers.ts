import type { League, SeasonStanding } from '@forgeworks/engine';
import { SEASON, seasonOf, TIME } from '@forgeworks/engine';
import { joinDay, kindOf } from './world-mix.js';
import type { Seat, WorldResult } from './world.js';
import { median, seasonBoardAt } from './world-report.js';

/** Issue 29: a newcomer who plays well reaches the top ten of the board that matters now within a week. */
export const NEWCOMER_DAYS = 7;
export const TOP_PLACES = 10;
const SEASON_DAYS = SEASON.LENGTH_TICKS / TIME.TICKS_PER_DAY;

/** A newcomer's place at the end of one of its first days. */
export interface NewcomerDay {
  /** The world's day. */
  day: number;
  season: number;
  league: League;
  rank: number;
  /** Factories in its league then. */
  of: number;
  /** Net worth gained in the season, dollars. */
  gain: number;
}

export interface NewcomerWeek {
  seat: string;
  kind: string;
  /** The world day it signed up at the start of, and which day of its season that was. */
  joined: number;
  seasonDay: number;
  days: NewcomerDay[];
  /** Its best rank over its first week, and whether that is in the top ten. */
  best: number;
  topTen: boolean;
}

/** The first week of each seat `watched` picks whose week the world played to the end of. */
export function newcomerWeeks(
  world: WorldResult,
  seats: readonly Seat[],
  watched: (seat: Seat) => boolean,
): NewcomerWeek[] {
  const boards = new Map<number, Map<string, { place: SeasonStanding; of: number }>>();
  const boardAt = (tick: number) => {
    let board = boards.get(tick);
    if (!board) {
      board = new Map();
      for (const standings of Object.values(seasonBoardAt(world, seats, tick)))
        for (const place of standings) board.set(place.factoryId, { place, of: standings.length });
      boards.set(tick, board);
    }
    return board;
  };
  const ticks = world.prices.length * TIME.TICKS_PER_DAY;
  return seats
    .filter((s) => s.joins !== undefined && watched(s) && s.joins + NEWCOMER_DAYS * TIME.TICKS_PER_DAY <= ticks)
    .map((seat) => {
      const joined = joinDay(seat);
      const days = Array.from({ length: NEWCOMER_DAYS }, (_, i) => {
        const tick = seat.joins! + (i + 1) * TIME.TICKS_PER_DAY;
        const { place, of } = boardAt(tick).get(seat.name)!;
        return {
          day: joined + i,
          season: seasonOf(tick),
          league: place.league,
          rank: place.rank,
          of,
          gain: place.gain / 100,
        };
      });
      const best = Math.min(...days.map((d) => d.rank));
      return {
        seat: seat.name,
        kind: kindOf(seat.name),
        joined,
        seasonDay: ((joined - 1) % SEASON_DAYS) + 1,
        days,
        best,
        topTen: best <= TOP_PLACES,
      };
    });
}

/** One line per newcomer: its league (initial), rank and league size each day; `s5:` where a new season began. */
export function formatNewcomerWeeks(weeks: readonly NewcomerWeek[]): string {
  const head = ['newcomer', 'joined', ...Array.from({ length: NEWCOMER_DAYS }, (_, i) => `day ${i + 1}`), 'top ten'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const w of weeks) {
    const first = w.days[0]!.season;
    const cells = w.days.map((d) => `${d.season === first ? '' : `s${d.season}: `}${d.league[0]} ${d.rank}/${d.of}`);
    const verdict = w.topTen ? `yes (best ${w.best})` : `no (best ${w.best})`;
    lines.push(`| ${[w.seat, `${w.joined} (s${first} d${w.seasonDay})`, ...cells, verdict].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** By the day of its season a newcomer joined on: how many, how many reached the top ten within a week, median ranks. */
export function formatNewcomerSummary(weeks: readonly NewcomerWeek[]): string {
  const head = [
    'day of season joined',
    'newcomers',
    'top ten within a week',
    'median best rank',
    'median rank on day 7',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (let sd = 1; sd <= SEASON_DAYS; sd++) {
    const group = weeks.filter((w) => w.seasonDay === sd);
    if (group.length === 0) continue;
    const reached = group.filter((w) => w.topTen).length;
    const last = group.map((w) => w.days[NEWCOMER_DAYS - 1]!.rank);
    lines.push(`| ${[sd, group.length, reached, median(group.map((w) => w.best)), median(last)].join(' | ')} |`);
  }
  const all = weeks.filter((w) => w.topTen).length;
  lines.push(
    `| all | ${weeks.length} | ${all} | ${median(weeks.map((w) => w.best))} | ${median(weeks.map((w) => w.days[NEWCOMER_DAYS - 1]!.rank))} |`,
  );
  return lines.join('\n');
}
