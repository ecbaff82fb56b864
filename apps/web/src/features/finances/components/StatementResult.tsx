import type { FinancialStatement } from '@forgeworks/contract';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { statementIndicators } from '../lib/statement';
import { FinanceLine, FinanceLines, LinesHeading, signTone } from './FinanceLines';
import { ContractEscrowLines } from './ContractLines';

/** The bottom line and the indicators that say how healthy it is. */
export function StatementResult({ statement: s }: { statement: FinancialStatement }) {
  const i = statementIndicators(s);
  return (
    <>
      <FinanceLines label="Result">
        <FinanceLine strong label="Net profit" value={formatMoney(s.netProfit)} tone={signTone(s.netProfit)} />
        <FinanceLine
          label="Profit margin"
          value={i.margin === null ? '—' : formatPercent(i.margin)}
          tone={i.margin === null ? 'neutral' : signTone(i.margin)}
        />
      </FinanceLines>
      <ContractEscrowLines statement={s} />
      <LinesHeading>Performance indicators</LinesHeading>
      <FinanceLines label="Performance indicators">
        <FinanceLine
          indent
          label="Expense ratio"
          value={i.expenseRatio === null ? '—' : formatPercent(i.expenseRatio)}
          tone={i.expenseRatio === null ? 'neutral' : i.expenseRatio > 1 ? 'bad' : 'good'}
        />
        <FinanceLine
          indent
          label="Revenue per tick"
          value={i.revenuePerTick === null ? '—' : formatMoney(i.revenuePerTick)}
        />
        <FinanceLine
          indent
          label="Net profit per tick"
          value={i.netProfitPerTick === null ? '—' : formatMoney(i.netProfitPerTick)}
          tone={i.netProfitPerTick === null ? 'neutral' : signTone(i.netProfitPerTick)}
        />
        <FinanceLine indent label="Units sold" value={formatInteger(i.unitsSold)} />
      </FinanceLines>
      {i.margin === null && (
        <p className="mt-2 text-xs text-ink-muted">
          No sales in this period: sell steel bars on the market to turn production into revenue.
        </p>
      )}
    </>
  );
}
