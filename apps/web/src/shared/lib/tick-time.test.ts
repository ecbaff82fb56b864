import { describe, expect, it } from 'vitest';
import { realTime, ticksAndTime, ticksPerHour } from './tick-time';

const FIVE_MINUTES = 300_000;
const HOUR = 3_600_000;

describe('times beside ticks, in the server’s tick length', () => {
  it('at five minutes a tick', () => {
    expect(ticksAndTime(1, FIVE_MINUTES)).toBe('1 tick (5 min)');
    expect(ticksAndTime(3, FIVE_MINUTES)).toBe('3 ticks (15 min)');
    expect(ticksAndTime(12, FIVE_MINUTES)).toBe('12 ticks (1 h)');
    expect(ticksAndTime(30, FIVE_MINUTES)).toBe('30 ticks (2.5 h)');
    expect(ticksAndTime(600, FIVE_MINUTES)).toBe('600 ticks (2.1 days)');
    expect(ticksPerHour(FIVE_MINUTES)).toBe(12);
  });

  it('at an hour a tick, as a slow server runs', () => {
    expect(ticksAndTime(1, HOUR)).toBe('1 tick (1 h)');
    expect(ticksAndTime(3, HOUR)).toBe('3 ticks (3 h)');
    expect(ticksAndTime(72, HOUR)).toBe('72 ticks (3 days)');
    expect(ticksPerHour(HOUR)).toBe(1);
  });

  it('in real time', () => {
    expect(realTime(90_000)).toBe('1.5 min');
    expect(realTime(24 * HOUR)).toBe('24 h');
    expect(realTime(48 * HOUR)).toBe('2 days');
  });
});
