/** The Profit & Loss statement over any run of ledger rows (single ticks or roll-ups). */
import type { Cents } from '../money.js';
import type { ResourceId } from '../resources.js';
import { RESOURCE_IDS, STORED_RESOURCES } from '../resources.js';
import { TIME } from '../rules.js';
import type { ContractMoney, Expenses, TickLedger } from './ledger.js';
import { mergeLedgers } from './ledger.js';

/** Ticks each period of the statement's selector covers. */
export const TIMEFRAME_TICKS = { CURRENT_TICK: 1, LAST_10_TICKS: 10, LAST_HOUR: TIME.TICKS_PER_HOUR } as const;
export type Timeframe = keyof typeof TIMEFRAME_TICKS;

/** Ids of the resources that can be sold (every one but power). */
export type SaleResourceId = Exclude<ResourceId, typeof RESOURCE_IDS.POWER>;

export interface FinancialStatement {
  income: { sales: Record<SaleResourceId, Cents>; total: Cents };
  expenses: Expenses & { total: Cents };
  /**
   * Contracts' penalties (received less paid) count in the profit; their escrow (cash held for
   * units not yet delivered, negative while held) does not: each delivery's units are materials.
   */
  contracts: ContractMoney;
  netProfit: Cents;
  /** Net profit ÷ income; 0 with no income. */
  profitMargin: number;
  /** Ticks the statement covers. */
  ticks: number;
}

export function financialStatement(ledgers: readonly TickLedger[]): FinancialStatement {
  const all = mergeLedgers(ledgers);
  const sales = {} as Record<SaleResourceId, Cents>;
  let income = 0;
  for (const r of STORED_RESOURCES) {
    sales[RESOURCE_IDS[r]] = all.income[r];
    income += all.income[r];
  }
  // Stock bought from the market is material paid for, counted when paid as sales are when paid.
  let bought = 0;
  for (const r of STORED_RESOURCES) bought += all.purchases[r];
  const e = { ...all.expenses, materials: all.expenses.materials + bought };
  const total = e.power + e.maintenance + e.labor + e.materials + e.debtRepayment;
  const netProfit = income - total + all.contracts.penalties;
  return {
    income: { sales, total: income },
    expenses: { ...e, total },
    contracts: { ...all.contracts },
    netProfit,
    profitMargin: income > 0 ? netProfit / income : 0,
    ticks: all.ticks,
  };
}
