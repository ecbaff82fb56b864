import type { League, Season, SeasonStanding } from '@forgeworks/contract';
import { SEASON, TIME, toDollars } from '@forgeworks/engine';
import { formatMoney } from '@/shared/lib/format';

export const LEAGUE_NAMES: Record<League, string> = { BRONZE: 'Bronze', SILVER: 'Silver', GOLD: 'Gold' };

/** The season's length in game days, from the engine's rules. */
export const SEASON_DAYS = SEASON.LENGTH_TICKS / TIME.TICKS_PER_DAY;

/** A league's net worth band: 'under $250,000', '$250,000 to $2,500,000', 'from $2,500,000'. */
export function leagueBand(league: League): string {
  const floors = SEASON.LEAGUE_FLOORS;
  const order = Object.keys(floors) as League[];
  const at = order.indexOf(league);
  const floor = toDollars(floors[league]);
  const next = order[at + 1];
  if (at === 0 && next) return `under ${formatMoney(toDollars(floors[next]))}`;
  if (!next) return `from ${formatMoney(floor)}`;
  return `${formatMoney(floor)} to ${formatMoney(toDollars(floors[next]))}`;
}

/** The season's rules in the player's words, every number from the engine. */
export function seasonRules(): string[] {
  const leagues = (Object.keys(SEASON.LEAGUE_FLOORS) as League[]).map((l) => `${LEAGUE_NAMES[l]} ${leagueBand(l)}`);
  return [
    `A season lasts ${SEASON_DAYS} game days. It ranks every factory by the net worth it gains during the season, not by its fortune.`,
    `You race the factories of your league: ${leagues.join('; ')}. You start the season in the league of your net worth when it began (or when you joined it), and move up the moment your net worth reaches a higher league's floor; you never drop below the league you started in.`,
    'A new factory joins the season under way at its first tick, in the league its worth puts it in, and counts only what it gains from then.',
    `When the season ends, the first ${SEASON.HALL_OF_FAME_PLACES} of each league go to the hall of fame, and every factory starts the next season in the league its net worth then reaches.`,
    'The lifetime leaderboard, achievements and profiles keep your whole record.',
  ];
}

/** Game days and hours left, rounded up to the hour: '9 days 4 hours left'. */
export function timeLeft(ticksLeft: number): string {
  const hours = Math.ceil(ticksLeft / TIME.TICKS_PER_HOUR);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [
    days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`,
    rest > 0 && `${rest} ${rest === 1 ? 'hour' : 'hours'}`,
  ];
  const text = parts.filter(Boolean).join(' ');
  return text ? `${text} left` : 'ending now';
}

/** A gain with its sign: '+$12,500.00', '−$300.00'. */
export function signedMoney(value: number): string {
  return value < 0 ? `−${formatMoney(-value)}` : `+${formatMoney(value)}`;
}

/** What it takes to move up, in the player's words, most immediate first. */
export function moveUpLines(me: SeasonStanding): string[] {
  const lines: string[] = [];
  if (me.toPassNext !== null) lines.push(`Gain ${formatMoney(me.toPassNext)} more to pass #${me.rank - 1}.`);
  else lines.push(`You lead the ${LEAGUE_NAMES[me.league]} league.`);
  if (me.toEnterTop !== null) lines.push(`Gain ${formatMoney(me.toEnterTop)} more to enter the top ten.`);
  if (me.promotion)
    lines.push(
      `Reach ${formatMoney(me.promotion.netWorth)} net worth to move up to ${LEAGUE_NAMES[me.promotion.league]}.`,
    );
  if (me.nextSeasonLeague !== me.league)
    lines.push(`At your net worth now, you would start next season in ${LEAGUE_NAMES[me.nextSeasonLeague]}.`);
  return lines;
}

/** The player's own entry is listed below the table when it is not among the top rows of the league shown. */
export function ownSeasonRowBelow(season: Pick<Season, 'top' | 'me' | 'league'>): SeasonStanding | null {
  const { me, top, league } = season;
  if (!me || me.league !== league || top.some((e) => e.factoryId === me.factoryId)) return null;
  return me;
}
