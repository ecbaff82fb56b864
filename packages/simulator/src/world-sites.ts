import type { SiteId } from '@forgeworks/engine';
import { SITE_IDS } from '@forgeworks/engine';

/** One site's players on one day: how many, their median net worth, and how many of the world's top tenth. */
export interface SiteDay {
  seats: number;
  median: number;
  top10: number;
}

/**
 * Each site's share of the world on one day (issue 47's `specialisations`), from the net worth of
 * every seat that has joined and its site (open ground is left out). The top tenth is the
 * richest tenth of all joined seats, at least one.
 */
export function specialisations(
  worth: readonly { site: SiteId | null; netWorth: number }[],
  median: (values: readonly number[]) => number,
): Record<SiteId, SiteDay> {
  const ranked = [...worth].sort((a, b) => b.netWorth - a.netWorth);
  const top = ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 10)));
  const days = {} as Record<SiteId, SiteDay>;
  for (const site of SITE_IDS) {
    const here = worth.filter((w) => w.site === site).map((w) => w.netWorth);
    days[site] = { seats: here.length, median: median(here), top10: top.filter((w) => w.site === site).length };
  }
  return days;
}
