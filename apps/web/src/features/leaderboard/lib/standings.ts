import type { StandingPoint } from '@forgeworks/contract';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';

/** The factory as the page's header shows it now: the figures its chart and words end with. */
export interface StandingNow {
  netWorth: number;
  rank: number;
}

/** The chart's points: hour labels ('h123') beside the figures, then 'now' with the header's. */
export function standingSeries(points: readonly StandingPoint[], now: StandingNow) {
  return [
    ...points.map((p) => ({ label: `h${p.hour}`, hour: p.hour, netWorth: p.netWorth, rank: p.rank })),
    { label: 'now', hour: null, netWorth: now.netWorth, rank: now.rank },
  ];
}

/**
 * What the net worth and rank chart shows, in words, for screen readers and anyone who prefers
 * text: from the first hour closed to now, so it ends on the figure the page's header shows.
 * `whose`: 'your', "this factory's".
 */
export function standingSummary(points: readonly StandingPoint[], now: StandingNow, whose: string): string {
  if (points.length === 0) return 'No game hour has closed yet: the hourly record starts with the first one.';
  const first = points[0]!;
  const best = Math.min(now.rank, ...points.map((p) => p.rank));
  const change = Math.round((now.netWorth - first.netWorth) * 100) / 100;
  const delta = change === 0 ? 'unchanged' : `${change > 0 ? 'up' : 'down'} ${formatMoney(Math.abs(change))}`;
  const hours = points.length === 1 ? 'game hour' : `${formatInteger(points.length)} game hours`;
  return (
    `Over the last ${hours}, ${whose} net worth went from ${formatMoney(first.netWorth)} to ` +
    `${formatMoney(now.netWorth)} now (${delta}); rank #${formatInteger(first.rank)} at the first hour, ` +
    `#${formatInteger(now.rank)} now, best #${formatInteger(best)}.`
  );
}

/**
 * The money axis's labels: compact ('$41.2K') unless the span is too narrow for compact labels to
 * differ, then whole dollars, so no two marks read the same.
 */
export function moneyAxisLabel(values: readonly number[]): (value: number) => string {
  const span = Math.max(...values) - Math.min(...values);
  const top = Math.max(...values.map(Math.abs), 1);
  if (span >= top * 0.05) return (v) => formatMoney(v, { compact: true });
  return (v) => formatMoney(Math.round(v)).replace(/\.00$/, '');
}

/** '$1,200.00 above the median player', '… below …', 'level with …'. */
export function versusMedian(mine: number, median: number, format: (v: number) => string = formatMoney): string {
  const gap = mine - median;
  if (gap === 0) return 'level with the median player';
  return `${format(Math.abs(gap))} ${gap > 0 ? 'above' : 'below'} the median player`;
}

/** How rare an achievement is, in words, from the share of players holding it. */
export function rarityLabel(share: number): string {
  if (share === 0) return 'Not reached yet';
  if (share < 0.05) return 'Very rare';
  if (share < 0.2) return 'Rare';
  if (share < 0.5) return 'Uncommon';
  return 'Common';
}

/** '3 of 12 players (25%)'. */
export function holdersText(holders: number, players: number, share: number): string {
  return `${formatInteger(holders)} of ${playersText(players)} (${formatPercent(share)})`;
}

/** A count of players: '1 player', '30 players'. */
export function playersText(players: number): string {
  return `${formatInteger(players)} ${players === 1 ? 'player' : 'players'}`;
}
