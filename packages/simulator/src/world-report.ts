import type { SeasonEntry, SiteId, StoredResource } from '@forgeworks/engine';
import {
  leagueFor,
  MARKET,
  netWorth,
  newFactory,
  seasonOf,
  seasonStandings,
  seasonTicks,
  STORED_RESOURCES,
} from '@forgeworks/engine';
import { joinDay, kindOf } from './world-mix.js';
import type { DayTrade } from './trade.js';
import type { Seat, WorldResult } from './world.js';
import type { SiteDay } from './world-sites.js';
import { specialisations } from './world-sites.js';

/** One game day of a world, as the `simulate --world` command prints it and the balance check reads it. */
export interface WorldDay {
  day: number;
  /** Each sell price as a share of its base (the market's start). */
  priceShare: Record<StoredResource, number>;
  /** By kind of player (a seat's name without its number): seats there, median net worth, how many in debt. */
  kinds: Record<string, { seats: number; median: number; inDebt: number; size: number }>;
  /** Trade between the players that day (trade.ts): goods bought from each other, inputs consumed. */
  trade?: DayTrade;
  /** By site: seats there, median net worth, and how many of the day's top tenth by net worth. */
  specialisations: Record<SiteId, SiteDay>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The world day by day; a seat counts from the day it signs up at the start of. */
export function worldDays(world: WorldResult, seats: readonly Seat[]): WorldDay[] {
  const joined = new Map(seats.map((s) => [s.name, joinDay(s)]));
  const siteOf = new Map(seats.map((s) => [s.name, s.site ?? null]));
  return world.prices.map((prices, i) => {
    const day = i + 1;
    const kinds: WorldDay['kinds'] = {};
    const groups = new Map<string, { worth: number[]; inDebt: number; size: number[] }>();
    const bySite: { site: SiteId | null; netWorth: number }[] = [];
    for (const [seat, days] of Object.entries(world.days)) {
      if (day < joined.get(seat)!) continue;
      const report = days[i]!;
      bySite.push({ site: siteOf.get(seat) ?? null, netWorth: report.netWorth });
      const kind = kindOf(seat);
      const group = groups.get(kind) ?? { worth: [], inDebt: 0, size: [] };
      group.worth.push(report.netWorth);
      group.size.push(report.size);
      if (report.debt > 0) group.inDebt++;
      groups.set(kind, group);
    }
    for (const [kind, g] of groups)
      kinds[kind] = { seats: g.worth.length, median: median(g.worth), inDebt: g.inDebt, size: median(g.size) };
    const priceShare = Object.fromEntries(
      STORED_RESOURCES.map((r) => [r, (prices[r] * 100) / MARKET.BASE_PRICES[r]]),
    ) as Record<StoredResource, number>;
    const trade = world.trade[i];
    return { day, priceShare, kinds, specialisations: specialisations(bySite, median), ...(trade ? { trade } : {}) };
  });
}

const SHORT: Record<StoredResource, string> = {
  IRON_ORE: 'ore',
  COAL: 'coal',
  STEEL_BAR: 'bars',
  ADVANCED_STEEL: 'adv',
  COKE: 'coke',
  TOOLS: 'tools',
  MACHINE_PARTS: 'parts',
};
const k = (n: number) => (Math.abs(n) >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : `${(n / 1e3).toFixed(1)}k`);

/** A table of prices (share of start) and each kind's median fortune, seats in debt and median size, by day. */
export function formatWorldDays(days: readonly WorldDay[], every = 1): string {
  const kinds = [...new Set(days.flatMap((d) => Object.keys(d.kinds)))];
  const head = ['day', ...STORED_RESOURCES.map((r) => SHORT[r]), ...kinds.map((kd) => `${kd} (in debt) [size]`)];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const d of days) {
    if (d.day % every !== 0 && d.day !== 1 && d.day !== days.length) continue;
    const cells = [
      String(d.day),
      ...STORED_RESOURCES.map((r) => d.priceShare[r].toFixed(2)),
      ...kinds.map((kd) => {
        const g = d.kinds[kd];
        return g ? `${k(g.median)} (${g.inDebt}/${g.seats}) [${g.size}]` : '—';
      }),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The season board (the engine's `seasonStandings`) as it stands after `tick`: each seat that has
 * joined, in the league its net worth put it in when the season began or when it joined, ranked by
 * what it has gained since. A seat's worth before it joins is its starting worth (world.ts).
 */
export function seasonBoardAt(world: WorldResult, seats: readonly Seat[], tick: number) {
  const { first } = seasonTicks(seasonOf(tick));
  const entries: SeasonEntry[] = [];
  seats.forEach((seat, order) => {
    const worth = world.netWorth[seat.name]!;
    const joins = seat.joins ?? 0;
    if (joins >= tick) return;
    // After the tick before the season's first, or the worth it joined with (before tick 1: its start).
    const at = Math.max(first - 1, joins);
    const start = at === 0 ? netWorth(newFactory(seat.seed), MARKET.BASE_PRICES) / 100 : worth[at - 1]!;
    const cents = (dollars: number) => Math.round(dollars * 100);
    entries.push({
      factoryId: seat.name,
      league: leagueFor(cents(start)),
      startNetWorth: cents(start),
      netWorth: cents(worth[tick - 1]!),
      order,
    });
  });
  return seasonStandings(entries);
}
