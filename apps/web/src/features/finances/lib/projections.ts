/**
 * The Financial Dashboard's simplified projections: the server's plan of the next tick, scaled to
 * an hour or a day as if every tick were the same. Money in dollars.
 */
import type { ProfitProjection } from '@forgeworks/contract';
import { TIME } from '@forgeworks/engine';

export type Period = 'tick' | 'hour' | 'day';

export const PERIODS: readonly { value: Period; label: string; unit: string; ticks: number }[] = [
  { value: 'tick', label: 'Per tick', unit: 'tick', ticks: 1 },
  { value: 'hour', label: 'Per hour', unit: 'hour', ticks: TIME.TICKS_PER_HOUR },
  { value: 'day', label: 'Per day', unit: 'day', ticks: TIME.TICKS_PER_DAY },
];

/** Ticks in a period: ×1, ×12, ×288. */
export function periodMultiplier(period: Period): number {
  return PERIODS.find((p) => p.value === period)?.ticks ?? 1;
}

export function periodUnit(period: Period): string {
  return PERIODS.find((p) => p.value === period)?.unit ?? 'tick';
}

/** Sums rounded to the cent, so scaled figures add up as they are shown. */
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

export interface ScaledProjection {
  productionValue: number;
  runningCosts: number;
  salaries: number;
  debtRepayment: number;
  totalCosts: number;
  netProfit: number;
}

export function scaleProjection(p: ProfitProjection, period: Period): ScaledProjection {
  const m = periodMultiplier(period);
  return {
    productionValue: cents(p.productionValue * m),
    runningCosts: cents(p.runningCosts * m),
    salaries: cents(p.salaries * m),
    debtRepayment: cents(p.debtRepayment * m),
    totalCosts: cents(p.totalCosts * m),
    netProfit: cents(p.netProfit * m),
  };
}

/** Net profit ÷ production value; null when the factory makes nothing of value. */
export function projectedMargin(p: Pick<ProfitProjection, 'productionValue' | 'netProfit'>): number | null {
  return p.productionValue > 0 ? p.netProfit / p.productionValue : null;
}

export interface BreakEven {
  costs: number;
  value: number;
  /** Value minus costs: above 0 the factory is past break-even. */
  gap: number;
  /** Value ÷ costs (1 is break-even); null with no costs. */
  coverage: number | null;
  state: 'profit' | 'break-even' | 'loss';
  /** How long the cash lasts at this loss; null when not losing money. */
  cashRunway: { ticks: number; hours: number; days: number } | null;
}

export function breakEven(p: ProfitProjection, period: Period): BreakEven {
  const scaled = scaleProjection(p, period);
  const gap = cents(scaled.productionValue - scaled.totalCosts);
  const runway =
    p.ticksOfCash === null
      ? null
      : {
          ticks: p.ticksOfCash,
          hours: p.ticksOfCash / TIME.TICKS_PER_HOUR,
          days: p.ticksOfCash / TIME.TICKS_PER_DAY,
        };
  return {
    costs: scaled.totalCosts,
    value: scaled.productionValue,
    gap,
    coverage: scaled.totalCosts > 0 ? scaled.productionValue / scaled.totalCosts : null,
    state: gap > 0 ? 'profit' : gap < 0 ? 'loss' : 'break-even',
    cashRunway: runway,
  };
}

/** The next tick's costs by kind, largest first, for the cost split chart; kinds that cost nothing are left out. */
export function costSplit(
  totals: { powerCost: number; maintenanceCost: number; laborCost: number; materialCost: number },
  p: Pick<ProfitProjection, 'salaries' | 'debtRepayment'>,
): { name: string; amount: number }[] {
  return [
    { name: 'Power', amount: totals.powerCost },
    { name: 'Maintenance', amount: totals.maintenanceCost },
    { name: 'Machine labor', amount: totals.laborCost },
    { name: 'Materials', amount: totals.materialCost },
    { name: 'Salaries', amount: p.salaries },
    { name: 'Debt repayment', amount: p.debtRepayment },
  ]
    .filter((c) => c.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}
