/**
 * The Maintenance page's rules as plain functions: condition bands and their counts, the list
 * filter, the emergency repair (10% of the machine's cost) and the emergency loan offered when it
 * is out of reach, and when a maintenance type can be scheduled. Money in dollars.
 */
import type { LoanTerms, Machine, MachineType } from '@forgeworks/contract';
import { CONDITION, conditionStatus, type ConditionLabel } from '@forgeworks/engine';
import { emergencyRepairCost, repairCost, showRepair } from '@/shared/lib/catalog';
import { formatPercent } from '@/shared/lib/format';

export type ConditionBand = 'broken' | 'critical' | 'poor' | 'fair' | 'excellent';

export const BAND_ORDER: readonly ConditionBand[] = ['broken', 'critical', 'poor', 'fair', 'excellent'];

export const BAND_LABELS: Record<ConditionBand, string> = {
  broken: 'Broken',
  critical: 'Critical',
  poor: 'Poor',
  fair: 'Fair',
  excellent: 'Excellent',
};

const BAND_OF_LABEL: Record<ConditionLabel, ConditionBand> = {
  Broken: 'broken',
  Critical: 'critical',
  Poor: 'poor',
  Fair: 'fair',
  Excellent: 'excellent',
};

/** The engine's condition band (broken exactly 0, critical to 0.3, poor to 0.6, fair to 0.8), as the filter names it. */
export function conditionBand(condition: number): ConditionBand {
  return BAND_OF_LABEL[conditionStatus(condition).label];
}

/** Good means above 0.6; anything at or below needs attention (poor, critical, broken). */
export function isGood(condition: number): boolean {
  return condition > CONDITION.POOR_MAX;
}

export interface ConditionSummary extends Record<ConditionBand, number> {
  total: number;
  /** Above 0.6. */
  good: number;
  /** At or below 0.6. */
  needsAttention: number;
  /** Mean condition, 0 without machines. */
  average: number;
}

export function summarizeConditions(machines: readonly Pick<Machine, 'condition'>[]): ConditionSummary {
  const summary: ConditionSummary = {
    broken: 0,
    critical: 0,
    poor: 0,
    fair: 0,
    excellent: 0,
    total: machines.length,
    good: 0,
    needsAttention: 0,
    average: 0,
  };
  for (const m of machines) {
    summary[conditionBand(m.condition)] += 1;
    if (isGood(m.condition)) summary.good += 1;
    else summary.needsAttention += 1;
    summary.average += m.condition / machines.length;
  }
  return summary;
}

export type MachineFilter = 'all' | 'attention' | ConditionBand;

export const FILTERS: readonly { value: MachineFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'attention', label: 'Needs attention' },
  ...BAND_ORDER.map((band) => ({ value: band, label: BAND_LABELS[band] })),
];

export function matchesFilter(condition: number, filter: MachineFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'attention') return !isGood(condition);
  return conditionBand(condition) === filter;
}

export function filterMachines<T extends Pick<Machine, 'condition'>>(
  machines: readonly T[],
  filter: MachineFilter,
): T[] {
  return machines.filter((m) => matchesFilter(m.condition, filter));
}

/** How many machines each filter would show (for the filter's counts). */
export function filterCounts(machines: readonly Pick<Machine, 'condition'>[]): Record<MachineFilter, number> {
  const s = summarizeConditions(machines);
  return {
    all: s.total,
    attention: s.needsAttention,
    ...Object.fromEntries(BAND_ORDER.map((b) => [b, s[b]])),
  } as Record<MachineFilter, number>;
}

/** Whole dollars without cents ('$25,400'), cents only when there are some. */
export function formatLoanMoney(dollars: number): string {
  const whole = Number.isInteger(dollars);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(dollars);
}

/** The emergency loan on offer: the whole maximum, or null when none is (or the terms are not known yet). */
export function loanOffer(loanTerms: LoanTerms | undefined): { amount: number; label: string } | null {
  const amount = loanTerms?.maxLoanAmount ?? 0;
  if (!loanTerms || amount <= 0) return null;
  return {
    amount,
    label: `Emergency Loan (${formatLoanMoney(amount)} at ${formatPercent(loanTerms.interestRate)} interest)`,
  };
}

export interface EmergencyRepairState {
  /** Dollars: 10% of the machine's level cost, rounded. */
  cost: number;
  affordable: boolean;
  /** The Emergency Loan button: only when the repair is out of reach and a loan is on offer. */
  showLoan: boolean;
}

export function emergencyRepairState(
  machine: { type: MachineType; level: number },
  cash: number,
  loanTerms: LoanTerms | undefined,
): EmergencyRepairState {
  const cost = emergencyRepairCost(machine.type, machine.level);
  const affordable = cash >= cost;
  return { cost, affordable, showLoan: !affordable && loanOffer(loanTerms) !== null };
}

export interface ScheduleState {
  enabled: boolean;
  label: string;
  reason: string | null;
}

/** Scheduling is refused on broken machines, machines already in the shop, and without the cash. */
export function scheduleState(
  machine: Pick<Machine, 'condition' | 'maintenance'>,
  cost: number,
  cash: number,
): ScheduleState {
  if (machine.condition <= 0) {
    return { enabled: false, label: 'Schedule', reason: 'Broken machines need an emergency repair first.' };
  }
  if (machine.maintenance) return { enabled: false, label: 'Schedule', reason: 'Maintenance is already under way.' };
  if (cash < cost) return { enabled: false, label: 'Insufficient Funds', reason: null };
  return { enabled: true, label: 'Schedule', reason: null };
}

/** Days since the last maintenance, or 'Never'. */
export function formatDaysSince(days: number | null): string {
  if (days === null) return 'Never';
  if (days < 0.1) return 'Today';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'} ago`;
}

export interface RepairAllPlan {
  machines: Machine[];
  /** Dollars for all of them together. */
  cost: number;
}

/** Every running machine below 80% (not broken, not in the shop), and what repairing all to 100% costs. */
export function repairAllPlan(machines: readonly Machine[]): RepairAllPlan {
  const list = machines.filter((m) => showRepair(m.condition) && m.maintenance === null);
  const cost = list.reduce((sum, m) => sum + repairCost(m.type, m.level, m.condition), 0);
  return { machines: list, cost: Math.round(cost * 100) / 100 };
}
