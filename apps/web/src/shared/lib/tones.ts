/**
 * Which status tone a figure is shown in: the spec's thresholds (section 9), read from the
 * engine's rules so client and rulebook agree. Money arguments are in dollars.
 */
import {
  breakdownRiskLabel,
  conditionStatus,
  DISPLAY,
  POWER,
  THRESHOLDS,
  toDollars,
  WORKFORCE,
  type ConditionLabel,
  type RiskLabel,
} from '@forgeworks/engine';

export type Tone = 'good' | 'warning' | 'bad' | 'info' | 'neutral';

const CONDITION_TONE: Record<ConditionLabel, Tone> = {
  Excellent: 'good',
  Fair: 'info',
  Poor: 'warning',
  Critical: 'bad',
  Broken: 'bad',
};

/** Condition bar, by the engine's band: good above 0.8, info (fair) above 0.6, warning (poor) above 0.3, bad at or below. */
export function conditionTone(condition: number): Tone {
  return CONDITION_TONE[conditionStatus(condition).label];
}

export function cashTone(cash: number): Tone {
  if (cash > toDollars(DISPLAY.CASH_GOOD)) return 'good';
  if (cash > toDollars(DISPLAY.CASH_WARNING)) return 'warning';
  return 'bad';
}

export function debtTone(debt: number): Tone {
  if (debt <= 0) return 'good';
  return debt < toDollars(DISPLAY.DEBT_WARNING) ? 'warning' : 'bad';
}

/** Low cash warning below $5,000. */
export function isLowCash(cash: number): boolean {
  return cash < toDollars(THRESHOLDS.LOW_CASH);
}

export function powerEfficiencyTone(efficiency: number): Tone {
  return efficiency < DISPLAY.POWER_EFFICIENCY_BAD ? 'bad' : 'good';
}

/** Net power: below 0 a deficit, below 5 low. */
export function netPowerTone(netPower: number): Tone {
  if (netPower < 0) return 'bad';
  return netPower < POWER.LOW_NET_POWER ? 'warning' : 'good';
}

export function capacityTone(averageCapacity: number): Tone {
  if (averageCapacity >= DISPLAY.CAPACITY_GOOD) return 'good';
  return averageCapacity >= DISPLAY.CAPACITY_WARNING ? 'warning' : 'bad';
}

export function efficiencyTone(efficiency: number): Tone {
  if (efficiency >= DISPLAY.EFFICIENCY_GOOD) return 'good';
  return efficiency >= DISPLAY.EFFICIENCY_WARNING ? 'warning' : 'bad';
}

export function satisfactionTone(satisfaction: number): Tone {
  if (satisfaction >= DISPLAY.SATISFACTION_GOOD) return 'good';
  return satisfaction >= DISPLAY.SATISFACTION_WARNING ? 'warning' : 'bad';
}

/** Workforce efficiency: good from 0.95, understaffed under 0.8, in between a warning. */
export function workforceTone(efficiency: number): Tone {
  if (efficiency >= WORKFORCE.EFFICIENCY_GOOD) return 'good';
  return efficiency < WORKFORCE.EFFICIENCY_UNDERSTAFFED ? 'bad' : 'warning';
}

export function isUnderstaffed(efficiency: number): boolean {
  return efficiency < WORKFORCE.EFFICIENCY_UNDERSTAFFED;
}

const RISK_TONE: Record<RiskLabel, Tone> = { HIGH: 'bad', MEDIUM: 'warning', LOW: 'good' };

/** By the engine's breakdown risk label: HIGH at 0.7 or more, MEDIUM at 0.4 or more, otherwise LOW. */
export function riskTone(risk: number): Tone {
  return RISK_TONE[breakdownRiskLabel(risk)];
}

/** How a grid status is coloured; what it means is the engine's headline (`gridHeadline`). */
export const GRID_STATUS_TONE: Record<'SURPLUS' | 'BALANCED' | 'SHORTAGE' | 'CRITICAL', Tone> = {
  SURPLUS: 'good',
  BALANCED: 'info',
  SHORTAGE: 'warning',
  CRITICAL: 'bad',
};
