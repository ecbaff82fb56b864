import { describe, expect, it } from 'vitest';
import { breakdownRisk } from '../tick/wear.js';
import { breakdownRiskLabel, conditionStatus } from './condition.js';

describe('condition bands', () => {
  it.each([
    [0, 'Broken', 'red'],
    [0.0001, 'Critical', 'orange'],
    [0.3, 'Critical', 'orange'],
    [0.3001, 'Poor', 'yellow'],
    [0.6, 'Poor', 'yellow'],
    [0.6001, 'Fair', 'blue'],
    [0.8, 'Fair', 'blue'],
    [0.8001, 'Excellent', 'green'],
    [1, 'Excellent', 'green'],
  ])('condition %f is %s (%s)', (condition, label, color) => {
    expect(conditionStatus(condition)).toMatchObject({ label, color });
  });

  it('warns only below Fair', () => {
    expect(conditionStatus(0).warning).toContain('emergency repair');
    expect(conditionStatus(0.5).warning).toBeDefined();
    expect(conditionStatus(0.7).warning).toBeUndefined();
    expect(conditionStatus(1).warning).toBeUndefined();
  });
});

describe('breakdown risk label', () => {
  it.each([
    [1, 'HIGH'],
    [0.7, 'HIGH'],
    [0.6999, 'MEDIUM'],
    [0.4, 'MEDIUM'],
    [0.3999, 'LOW'],
    [0, 'LOW'],
  ])('risk %f is %s', (risk, label) => {
    expect(breakdownRiskLabel(risk)).toBe(label);
  });

  it('labels the risk of real conditions: a broken machine is HIGH, a half-worn one LOW', () => {
    expect(breakdownRiskLabel(breakdownRisk(0))).toBe('HIGH');
    expect(breakdownRiskLabel(breakdownRisk(0.3))).toBe('MEDIUM'); // (1 − 0.3)² = 0.49
    expect(breakdownRiskLabel(breakdownRisk(0.5))).toBe('LOW'); // 0.25
  });
});
