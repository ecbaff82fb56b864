import { describe, expect, it } from 'vitest';
import { chartTimes, hasVolume } from './chart-data';

const at = (iso: string) => ({ at: iso });

describe('chart times', () => {
  it('are the points’ seconds when they are apart', () => {
    expect(chartTimes([at('2026-11-25T10:00:00.000Z'), at('2026-11-25T10:05:00.000Z')])).toEqual([
      1795600800, 1795601100,
    ]);
  });

  it('nudge ticks recorded in the same second apart, keeping them rising', () => {
    const times = chartTimes([
      at('2026-11-25T10:00:00.100Z'),
      at('2026-11-25T10:00:00.400Z'),
      at('2026-11-25T10:00:00.900Z'),
      at('2026-11-25T10:00:02.000Z'),
      at('2026-11-25T10:00:09.000Z'),
    ]);
    expect(times.map((t) => t - times[0]!)).toEqual([0, 1, 2, 3, 9]);
  });
});

describe('volume', () => {
  const point = (volumeSold: number, volumeBought: number) =>
    ({ volumeSold, volumeBought }) as Parameters<typeof hasVolume>[0][number];
  it('is there when anything was sold or bought', () => {
    expect(hasVolume([point(0, 0), point(0, 2)])).toBe(true);
    expect(hasVolume([point(0, 0)])).toBe(false);
  });
});
