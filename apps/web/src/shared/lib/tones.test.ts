import { describe, expect, it } from 'vitest';
import {
  capacityTone,
  cashTone,
  conditionTone,
  debtTone,
  efficiencyTone,
  isLowCash,
  netPowerTone,
  powerEfficiencyTone,
  riskTone,
  satisfactionTone,
  workforceTone,
} from './tones';

describe('status tones (spec section 9)', () => {
  it('colour condition bars at 0.8, 0.6 and 0.3', () => {
    expect([1, 0.81, 0.8, 0.61, 0.6, 0.31, 0.3, 0].map(conditionTone)).toEqual([
      'good',
      'good',
      'info',
      'info',
      'warning',
      'warning',
      'bad',
      'bad',
    ]);
  });

  it('colour cash above $10,000 good and above $1,000 warning; any debt under $5,000 a warning', () => {
    expect([10_000.01, 10_000, 1_000.01, 1_000, 0].map(cashTone)).toEqual(['good', 'warning', 'warning', 'bad', 'bad']);
    expect([0, 4_999.99, 5_000].map(debtTone)).toEqual(['good', 'warning', 'bad']);
    expect([4_999.99, 5_000].map(isLowCash)).toEqual([true, false]);
  });

  it('colour power: efficiency under 0.9 bad; net power below 0 a deficit, below 5 low', () => {
    expect([0.89, 0.9].map(powerEfficiencyTone)).toEqual(['bad', 'good']);
    expect([-0.1, 0, 4.9, 5].map(netPowerTone)).toEqual(['bad', 'warning', 'warning', 'good']);
  });

  it('colour capacity at 0.8 and 0.5, efficiency at 0.8 and 0.6', () => {
    expect([0.8, 0.79, 0.5, 0.49].map(capacityTone)).toEqual(['good', 'warning', 'warning', 'bad']);
    expect([0.8, 0.79, 0.6, 0.59].map(efficiencyTone)).toEqual(['good', 'warning', 'warning', 'bad']);
  });

  it('colour satisfaction 80 green, 60 yellow, else red; workforce 0.95 good, under 0.8 understaffed', () => {
    expect([80, 79, 60, 59].map(satisfactionTone)).toEqual(['good', 'warning', 'warning', 'bad']);
    expect([0.95, 0.94, 0.8, 0.79].map(workforceTone)).toEqual(['good', 'warning', 'warning', 'bad']);
  });

  it('label breakdown risk HIGH at 0.7, MEDIUM at 0.4', () => {
    expect([0.7, 0.69, 0.4, 0.39].map(riskTone)).toEqual(['bad', 'warning', 'warning', 'good']);
  });
});
