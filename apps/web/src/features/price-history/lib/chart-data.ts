import type { MarketHistoryPoint } from '@forgeworks/contract';

/**
 * The chart's time of each point, in whole seconds and strictly rising, as the chart requires:
 * ticks run minutes apart, but a server ticking fast (or an operator's extra ticks) can record two
 * in the same second, and those are nudged a second apart.
 */
export function chartTimes(points: readonly Pick<MarketHistoryPoint, 'at'>[]): number[] {
  const times: number[] = [];
  for (const p of points) {
    const seconds = Math.floor(Date.parse(p.at) / 1000);
    const previous = times.at(-1);
    times.push(previous !== undefined && seconds <= previous ? previous + 1 : seconds);
  }
  return times;
}

/** Whether the range saw any trade at all: the volume pane is left out when it would be empty. */
export function hasVolume(points: readonly MarketHistoryPoint[]): boolean {
  return points.some((p) => p.volumeSold > 0 || p.volumeBought > 0);
}
