import { CONDITION } from '../rules.js';

export type ConditionLabel = 'Broken' | 'Critical' | 'Poor' | 'Fair' | 'Excellent';
export type StatusColor = 'red' | 'orange' | 'yellow' | 'blue' | 'green';
export type RiskLabel = 'HIGH' | 'MEDIUM' | 'LOW';

export interface ConditionStatus {
  label: ConditionLabel;
  color: StatusColor;
  warning?: string;
}

/** The spec's bands: broken exactly 0, critical to 0.3, poor to 0.6, fair to 0.8, excellent above. */
export function conditionStatus(condition: number): ConditionStatus {
  if (condition <= 0)
    return { label: 'Broken', color: 'red', warning: 'Broken: needs an emergency repair before it can run' };
  if (condition <= CONDITION.CRITICAL_MAX)
    return { label: 'Critical', color: 'orange', warning: 'Critical: likely to break down soon' };
  if (condition <= CONDITION.POOR_MAX) return { label: 'Poor', color: 'yellow', warning: 'Poor: schedule maintenance' };
  if (condition <= CONDITION.FAIR_MAX) return { label: 'Fair', color: 'blue' };
  return { label: 'Excellent', color: 'green' };
}

export function breakdownRiskLabel(risk: number): RiskLabel {
  if (risk >= CONDITION.RISK_HIGH) return 'HIGH';
  if (risk >= CONDITION.RISK_MEDIUM) return 'MEDIUM';
  return 'LOW';
}
