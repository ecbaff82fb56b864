import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatUnits,
  formatDuration,
  formatInteger,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatRate,
  titleCase,
  withSign,
} from './format';

describe('formatMoney', () => {
  it('formats dollars with separators and two decimals', () => {
    expect(formatMoney(12345.678)).toBe('$12,345.68');
    expect(formatMoney(15000)).toBe('$15,000.00');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
  });

  it('has a compact form', () => {
    expect(formatMoney(12_345, { compact: true })).toBe('$12.3K');
    expect(formatMoney(1_500_000, { compact: true })).toBe('$1.5M');
  });

  it('renders non-finite values as a dash', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatInteger and formatQuantity', () => {
  it('rounds integers and adds separators', () => {
    expect(formatInteger(1234567.6)).toBe('1,234,568');
    expect(formatInteger(-0.2)).toBe('0');
  });

  it('keeps at most one decimal for quantities', () => {
    expect(formatQuantity(1234.56)).toBe('1,234.6');
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(0.04)).toBe('0');
  });
});

describe('formatRate', () => {
  it('signs the rate and names the unit', () => {
    expect(formatRate(12.5)).toBe('+12.5 /tick');
    expect(formatRate(-3)).toBe('-3 /tick');
    expect(formatRate(0)).toBe('0 /tick');
    expect(formatRate(2.25, 'hour')).toBe('+2.3 /hour');
  });
});

describe('formatPercent', () => {
  it('shows whole percents from 10% up', () => {
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.1)).toBe('10%');
  });

  it('keeps one decimal below 10%', () => {
    expect(formatPercent(0.054)).toBe('5.4%');
    expect(formatPercent(0.05)).toBe('5%');
    expect(formatPercent(-0.031)).toBe('-3.1%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('formatDuration and formatClock', () => {
  it('formats countdowns as m:ss', () => {
    expect(formatDuration(300)).toBe('5:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(9.9)).toBe('0:09');
    expect(formatDuration(-4)).toBe('0:00');
  });

  it('formats local clock time with seconds, 24 h', () => {
    expect(formatClock(new Date(2026, 0, 2, 12, 4, 31))).toBe('12:04:31');
    expect(formatClock(new Date(2026, 0, 2, 21, 0, 5).getTime())).toBe('21:00:05');
  });
});

describe('withSign', () => {
  it('puts a plus before a rise only: a fall carries its own minus, nothing stays bare', () => {
    expect(withSign(4, '$4.00')).toBe('+$4.00');
    expect(withSign(-0.2, '-20%')).toBe('-20%');
    expect(withSign(0, '0%')).toBe('0%');
  });
});

describe('titleCase', () => {
  it("names a code in the player's words", () => {
    expect(titleCase('EMERGENCY_REPAIR')).toBe('Emergency repair');
  });
});

describe('formatUnits', () => {
  it('shows countable goods in whole units, as many as can be sold', () => {
    expect(formatUnits(2.5)).toBe('2');
    expect(formatUnits(132.5)).toBe('132');
    expect(formatUnits(1999.9999999999)).toBe('2,000');
    expect(formatUnits(0.4)).toBe('0');
    expect(formatUnits(Number.NaN)).toBe('—');
  });
});
