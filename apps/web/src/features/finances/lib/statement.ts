/** The Profit & Loss Statement's figures: revenue by resource, expense lines and indicators. */
import type { FinancialStatement, ResourceType } from '@forgeworks/contract';
import { RESOURCE_NAMES, resourceById } from '@forgeworks/engine';

/** The ticks each period asks for (the engine's), to say when the factory is younger than the period. */
export { TIMEFRAME_TICKS } from '@forgeworks/engine';

export interface RevenueLine {
  id: string;
  resource: ResourceType | null;
  name: string;
  amount: number;
  unitsSold: number;
}

/**
 * Sales are keyed by resource id (1 Iron Ore, 2 Steel Bar, 3 Coal, 5 Advanced Steel): every
 * sellable resource gets a line, in id order, so the statement's shape never changes.
 */
export function revenueLines(statement: Pick<FinancialStatement, 'income' | 'unitsSold'>): RevenueLine[] {
  return Object.entries(statement.income.sales)
    .map(([id, amount]) => {
      const resource = resourceById(Number(id)) ?? null;
      const sold = resource && resource !== 'POWER' ? (statement.unitsSold[resource] ?? 0) : 0;
      return {
        id,
        resource,
        name: resource ? RESOURCE_NAMES[resource] : `Resource ${id}`,
        amount,
        unitsSold: sold,
      };
    })
    .filter((line) => line.resource !== 'POWER')
    .sort((a, b) => Number(a.id) - Number(b.id));
}

export const EXPENSE_LINES: readonly { key: keyof Omit<FinancialStatement['expenses'], 'total'>; label: string }[] = [
  { key: 'power', label: 'Power' },
  { key: 'maintenance', label: 'Maintenance' },
  // The ledger's labor is the machines' labor share, salaries and hiring together: the projection shows
  // machine labor and salaries apart, so the label says what this one sums (issue 45: $40.00 beside $74.20).
  { key: 'labor', label: 'Machine labor, salaries and hiring' },
  { key: 'materials', label: 'Materials' },
  { key: 'debtRepayment', label: 'Debt repayment' },
];

export interface StatementIndicators {
  /** Net profit ÷ revenue; null without revenue. */
  margin: number | null;
  /** Expenses ÷ revenue; null without revenue. */
  expenseRatio: number | null;
  revenuePerTick: number | null;
  netProfitPerTick: number | null;
  unitsSold: number;
}

export function statementIndicators(s: FinancialStatement): StatementIndicators {
  const revenue = s.income.total;
  return {
    margin: revenue > 0 ? s.netProfit / revenue : null,
    expenseRatio: revenue > 0 ? s.expenses.total / revenue : null,
    revenuePerTick: s.ticks > 0 ? revenue / s.ticks : null,
    netProfitPerTick: s.ticks > 0 ? s.netProfit / s.ticks : null,
    unitsSold: Object.values(s.unitsSold).reduce((sum, n) => sum + n, 0),
  };
}
