import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/shared/lib/format';
import { elapsedFraction, intervalText, secondsLeft, shouldRefetch, tickDeadline } from './countdown';

describe('tick countdown rules', () => {
  it('aims at the answer time plus timeUntilNextTick', () => {
    expect(tickDeadline({ dataUpdatedAt: 10_000, timeUntilNextTick: 42, errorUpdatedAt: 0 })).toBe(52_000);
  });

  it('restarts from the default 300 s after a failed fetch, even with an older answer', () => {
    expect(tickDeadline({ dataUpdatedAt: 10_000, timeUntilNextTick: 42, errorUpdatedAt: 20_000 })).toBe(320_000);
    expect(tickDeadline({ dataUpdatedAt: 0, timeUntilNextTick: undefined, errorUpdatedAt: 5_000 })).toBe(305_000);
  });

  it('prefers a newer answer over an older failure', () => {
    expect(tickDeadline({ dataUpdatedAt: 30_000, timeUntilNextTick: 100, errorUpdatedAt: 20_000 })).toBe(130_000);
  });

  it('knows nothing before the first answer', () => {
    expect(tickDeadline({ dataUpdatedAt: 0, timeUntilNextTick: undefined, errorUpdatedAt: 0 })).toBeNull();
  });

  it('counts whole seconds, rounding up, never below 0', () => {
    expect(secondsLeft(65_000, 0)).toBe(65);
    expect(secondsLeft(65_000, 200)).toBe(65);
    expect(secondsLeft(65_000, 1_000)).toBe(64);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
    expect(formatDuration(secondsLeft(65_000, 0))).toBe('1:05');
    expect(formatDuration(secondsLeft(300_000, 0))).toBe('5:00');
  });

  it('refetches on reaching 1 (and while the tick is late), not before', () => {
    expect(shouldRefetch(2)).toBe(false);
    expect(shouldRefetch(1)).toBe(true);
    expect(shouldRefetch(0)).toBe(true);
  });

  it('fills the bar with the share of the interval gone by', () => {
    expect(elapsedFraction(300_000, 0, 300_000)).toBe(0);
    expect(elapsedFraction(300_000, 150_000, 300_000)).toBe(0.5);
    expect(elapsedFraction(300_000, 400_000, 300_000)).toBe(1);
    expect(elapsedFraction(600_000, 0, 300_000)).toBe(0);
  });

  it("says 'Production happens every N minutes'", () => {
    expect(intervalText(300_000)).toBe('Production happens every 5 minutes');
    expect(intervalText(60_000)).toBe('Production happens every 1 minute');
    expect(intervalText(30_000)).toBe('Production happens every 0.5 minutes');
  });
});
