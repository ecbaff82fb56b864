import { describe, expect, it } from 'vitest';
import { machine } from '@/test/render-signed-in';
import {
  conditionBand,
  emergencyRepairState,
  filterCounts,
  filterMachines,
  formatDaysSince,
  formatLoanMoney,
  loanOffer,
  repairAllPlan,
  scheduleState,
  summarizeConditions,
} from './maintenance-rules';

describe('conditionBand: broken at exactly 0, then critical ≤0.3, poor ≤0.6, fair ≤0.8, excellent above', () => {
  it.each([
    [0, 'broken'],
    [0.0001, 'critical'],
    [0.3, 'critical'],
    [0.3001, 'poor'],
    [0.6, 'poor'],
    [0.6001, 'fair'],
    [0.8, 'fair'],
    [0.8001, 'excellent'],
    [1, 'excellent'],
  ])('condition %f is %s', (condition, band) => {
    expect(conditionBand(condition)).toBe(band);
  });
});

const fleet = [0, 0, 0.2, 0.3, 0.31, 0.6, 0.61, 0.8, 0.81, 1].map((condition, i) =>
  machine({ id: `m${i}`, type: 'IRON_MINE', condition }),
);

describe('summarizeConditions', () => {
  it('counts each band once; critical holds only machines at or below 0.3 (above 0); good means above 0.6', () => {
    const s = summarizeConditions(fleet);
    expect(s).toMatchObject({ broken: 2, critical: 2, poor: 2, fair: 2, excellent: 2, total: 10 });
    expect(s.good).toBe(4);
    expect(s.needsAttention).toBe(6);
    expect(s.average).toBeCloseTo(4.63 / 10);
  });

  it('is all zeros without machines', () => {
    expect(summarizeConditions([])).toMatchObject({ total: 0, good: 0, average: 0, broken: 0 });
  });
});

describe('the machine filter', () => {
  const ids = (filter: Parameters<typeof filterMachines>[1]) => filterMachines(fleet, filter).map((m) => m.id);

  it('keeps all, those needing attention (0.6 or less), or one band', () => {
    expect(ids('all')).toHaveLength(10);
    expect(ids('attention')).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(ids('broken')).toEqual(['m0', 'm1']);
    expect(ids('critical')).toEqual(['m2', 'm3']);
    expect(ids('poor')).toEqual(['m4', 'm5']);
    expect(ids('fair')).toEqual(['m6', 'm7']);
    expect(ids('excellent')).toEqual(['m8', 'm9']);
  });

  it('counts what each filter would show', () => {
    expect(filterCounts(fleet)).toEqual({
      all: 10,
      attention: 6,
      broken: 2,
      critical: 2,
      poor: 2,
      fair: 2,
      excellent: 2,
    });
  });
});

describe('emergencyRepairState', () => {
  const broken = { type: 'IRON_MINE' as const, level: 1 };
  const terms = { maxLoanAmount: 25_400, interestRate: 0.1 };

  it("needs cash of at least 10% of the machine's cost", () => {
    expect(emergencyRepairState(broken, 500, terms)).toMatchObject({ cost: 500, affordable: true, showLoan: false });
    expect(emergencyRepairState(broken, 499.99, terms)).toMatchObject({ affordable: false });
    expect(emergencyRepairState({ type: 'STEEL_MILL', level: 3 }, 20_000, terms).cost).toBe(15_000);
  });

  it('offers the whole maximum loan, labelled with its interest, only when the repair is out of reach', () => {
    const s = emergencyRepairState(broken, 100, terms);
    expect(s.showLoan).toBe(true);
    expect(loanOffer(terms)).toEqual({ amount: 25_400, label: 'Emergency Loan ($25,400 at 10% interest)' });
  });

  it('offers no loan when none is available or the terms are unknown', () => {
    expect(emergencyRepairState(broken, 100, { maxLoanAmount: 0, interestRate: 0.1 }).showLoan).toBe(false);
    expect(emergencyRepairState(broken, 100, undefined).showLoan).toBe(false);
    expect(loanOffer({ maxLoanAmount: 0, interestRate: 0.1 })).toBeNull();
    expect(loanOffer(undefined)).toBeNull();
  });

  it('formats whole-dollar loans without cents and keeps cents when there are some', () => {
    expect(formatLoanMoney(25_400)).toBe('$25,400');
    expect(formatLoanMoney(1_234.5)).toBe('$1,234.50');
  });
});

describe('scheduleState', () => {
  it('refuses broken machines, machines in maintenance, and costs above the cash', () => {
    expect(scheduleState({ condition: 0, maintenance: null }, 100, 1e6)).toMatchObject({ enabled: false });
    expect(scheduleState({ condition: 0.5, maintenance: { type: 'ROUTINE', ticksLeft: 1 } }, 100, 1e6).enabled).toBe(
      false,
    );
    expect(scheduleState({ condition: 0.5, maintenance: null }, 100, 99.99)).toMatchObject({
      enabled: false,
      label: 'Insufficient Funds',
    });
    expect(scheduleState({ condition: 0.5, maintenance: null }, 100, 100)).toMatchObject({
      enabled: true,
      label: 'Schedule',
    });
  });
});

describe('formatting', () => {
  it("gives days since the last maintenance, or 'Never'", () => {
    expect(formatDaysSince(null)).toBe('Never');
    expect(formatDaysSince(0.01)).toBe('Today');
    expect(formatDaysSince(1)).toBe('1 day ago');
    expect(formatDaysSince(2.345)).toBe('2.3 days ago');
  });
});

describe('repairAllPlan', () => {
  it('takes running machines below 80% only, and adds up their repair costs', () => {
    const plan = repairAllPlan([
      machine({ id: 'a', type: 'IRON_MINE', condition: 0.6 }),
      machine({ id: 'b', type: 'IRON_MINE', condition: 0.8 }),
      machine({ id: 'c', type: 'IRON_MINE', condition: 0 }),
      machine({ id: 'd', type: 'IRON_MINE', condition: 0.5, maintenance: { type: 'ROUTINE', ticksLeft: 1 } }),
      machine({ id: 'e', type: 'SMELTER', condition: 0.7 }),
    ]);
    expect(plan.machines.map((m) => m.id)).toEqual(['a', 'e']);
    expect(plan.cost).toBe(500 + 1_125);
  });
});
