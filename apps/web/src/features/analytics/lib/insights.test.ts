import type { HourlyPoint } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import { classifyFlow, flowRows, flowTips, flowTotals, hourlyResources, hourlySeries, INSIGHT_INFO } from './insights';

describe('classifyFlow: the 80% rule', () => {
  it('is a surplus when nothing is consumed', () => {
    expect(classifyFlow(28, 0)).toBe('surplus');
  });

  it('is a surplus when produced is at least consumed', () => {
    expect(classifyFlow(140, 140)).toBe('surplus');
    expect(classifyFlow(112, 98)).toBe('surplus');
  });

  it('is balanced from 80% of consumed up to (not including) 100%', () => {
    expect(classifyFlow(80, 100)).toBe('balanced');
    expect(classifyFlow(99.9, 100)).toBe('balanced');
  });

  it('is a deficit below 80% of consumed', () => {
    expect(classifyFlow(79.9, 100)).toBe('deficit');
    expect(classifyFlow(0, 10)).toBe('deficit');
  });

  it('shows surplus and balanced green, deficit red', () => {
    expect(INSIGHT_INFO.surplus.tone).toBe('good');
    expect(INSIGHT_INFO.balanced.tone).toBe('good');
    expect(INSIGHT_INFO.deficit.tone).toBe('bad');
  });
});

const flows = {
  'Steel Bar': { produced: 28, consumed: 0 },
  Coal: { produced: 70, consumed: 98 },
  'Iron Ore': { produced: 140, consumed: 140 },
  'Advanced Steel': { produced: 0, consumed: 0 },
};

describe('flowRows and totals', () => {
  it('keeps resources that moved, in chain order, with net and coverage', () => {
    const rows = flowRows(flows);
    expect(rows.map((r) => r.name)).toEqual(['Iron Ore', 'Coal', 'Steel Bar']);
    expect(rows[1]).toMatchObject({ resource: 'COAL', net: -28, insight: 'deficit' });
    expect(rows[1]?.coverage).toBeCloseTo(0.714, 3);
    expect(rows[2]).toMatchObject({ net: 28, insight: 'surplus', coverage: null });
  });

  it('counts resource types and totals', () => {
    expect(flowTotals(flowRows(flows))).toEqual({ types: 3, produced: 238, consumed: 238, net: 0 });
    expect(flowTotals([])).toEqual({ types: 0, produced: 0, consumed: 0, net: 0 });
  });
});

describe('flowTips', () => {
  it('puts deficits first, with the machine that makes the resource', () => {
    const tips = flowTips(flowRows(flows));
    expect(tips[0]).toBe(
      'Coal: you make only 71% of what you use. Build another Coal Mine or lower the capacity of the machines that use it.',
    );
    expect(tips[1]).toContain('Steel Bar piles up with nothing using it');
    expect(tips).not.toContain(
      'Production keeps up with consumption: a good moment to add the next machine to the chain.',
    );
  });

  it('encourages expansion when nothing runs short', () => {
    const tips = flowTips(flowRows({ 'Iron Ore': { produced: 90, consumed: 100 } }));
    expect(tips).toEqual([
      'Iron Ore is nearly balanced but your stock slowly runs down: keep an eye on it.',
      'Production keeps up with consumption: a good moment to add the next machine to the chain.',
    ]);
  });
});

describe('hourly series', () => {
  const hourly: HourlyPoint[] = [
    { hour: 1, endsAt: '', produced: { 'Iron Ore': 60, Coal: 96 }, consumed: { Coal: 60 }, income: 0, expenses: 0 },
    { hour: 2, endsAt: '', produced: { 'Steel Bar': 6 }, consumed: { 'Iron Ore': 30 }, income: 0, expenses: 0 },
  ];

  it('gives one resource per hour, zero where it did not move', () => {
    expect(hourlySeries(hourly, 'Iron Ore')).toEqual([
      { label: 'H1', produced: 60, consumed: 0 },
      { label: 'H2', produced: 0, consumed: 30 },
    ]);
  });

  it('lists the resources that appear, in chain order', () => {
    expect(hourlyResources(hourly)).toEqual(['Iron Ore', 'Coal', 'Steel Bar']);
  });
});
