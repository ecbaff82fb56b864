import type { FinancialStatement, Timeframe } from '@forgeworks/contract';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { QueryState } from '@/shared/ui/QueryCard';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { OptionTabsList, Tabs, TabsContent } from '@/shared/ui/Tabs';
import { TIMEFRAMES, useFinancialStatement } from '../api/finances';
import { EXPENSE_LINES, revenueLines, TIMEFRAME_TICKS } from '../lib/statement';
import { FINANCIAL_ERROR_TEXT } from './use-financial-data';
import { FinanceLine, FinanceLines, LinesHeading } from './FinanceLines';
import { StatementResult } from './StatementResult';
import { ContractPenaltyLines } from './ContractLines';

/** What the factory actually earned and spent over a recent period, from the server's ledger. */
export function ProfitLossStatementCard({ className }: { className?: string }) {
  const [timeframe, setTimeframe] = useState<Timeframe>('CURRENT_TICK');
  return (
    <Tabs value={timeframe} onValueChange={(v) => setTimeframe(v as Timeframe)} className={className}>
      <Card
        title="Profit & Loss Statement"
        icon={<FileSpreadsheet aria-hidden />}
        className="h-full"
        actions={
          <OptionTabsList
            label="Statement period"
            options={TIMEFRAMES}
            className="w-full sm:w-auto"
            triggerClassName="flex-1 px-2 whitespace-nowrap sm:px-3"
          />
        }
      >
        {TIMEFRAMES.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-0">
            <StatementPanel timeframe={t.value} />
          </TabsContent>
        ))}
      </Card>
    </Tabs>
  );
}

const STATEMENT_TEXTS = { loading: 'Loading financial data...', error: FINANCIAL_ERROR_TEXT };

function StatementPanel({ timeframe }: { timeframe: Timeframe }) {
  return (
    <QueryState query={useFinancialStatement(timeframe)} texts={STATEMENT_TEXTS}>
      {(statement) => <StatementBody statement={statement} />}
    </QueryState>
  );
}

function StatementBody({ statement: s }: { statement: FinancialStatement }) {
  if (s.ticks === 0) {
    return (
      <p className="py-6 text-center text-sm text-ink-muted">
        No tick has completed yet: the statement fills in after your factory&apos;s first production tick.
      </p>
    );
  }
  const asked = TIMEFRAME_TICKS[s.timeframe];
  return (
    <div>
      <p className="mb-2 text-xs text-ink-muted">
        {s.ticks < asked
          ? `Covers the ${s.ticks} ${s.ticks === 1 ? 'tick' : 'ticks'} completed so far (of ${asked}).`
          : `Covers the last ${s.ticks === 1 ? 'completed tick' : `${s.ticks} ticks`}.`}
      </p>
      <LinesHeading>Revenue</LinesHeading>
      <FinanceLines label="Revenue by resource">
        {revenueLines(s).map((line) => (
          <FinanceLine
            key={line.id}
            indent
            label={
              <span className="flex items-center gap-1.5">
                {line.resource && <ResourceIcon type={line.resource} className="size-3.5" />}
                {line.name}
                {line.unitsSold > 0 && (
                  <span className="text-xs tabular-nums">({line.unitsSold.toLocaleString('en-US')} sold)</span>
                )}
              </span>
            }
            value={formatMoney(line.amount)}
          />
        ))}
        <FinanceLine strong label="Total revenue" value={formatMoney(s.income.total)} />
      </FinanceLines>
      <LinesHeading>Expenses</LinesHeading>
      <FinanceLines label="Expenses">
        {EXPENSE_LINES.map(({ key, label }) => (
          <FinanceLine key={key} indent label={label} value={formatMoney(s.expenses[key])} />
        ))}
        <FinanceLine strong label="Total expenses" value={formatMoney(s.expenses.total)} />
      </FinanceLines>
      <ContractPenaltyLines statement={s} />
      <StatementResult statement={s} />
    </div>
  );
}
