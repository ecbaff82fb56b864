import { Info } from 'lucide-react';
import { useState } from 'react';
import { OptionTabsList, Tabs, TabsContent } from '@/shared/ui/Tabs';
import { PERIODS, type Period } from '../lib/projections';
import { BreakEvenCard } from './BreakEvenCard';
import { CashFlowCard } from './CashFlowCard';
import { CostSplitChart } from './CostSplitChart';
import { FinancialSummary } from './FinancialSummary';
import { IncomeExpensesChart } from './IncomeExpensesChart';
import { LaborCostsCard } from './LaborCostsCard';
import { OperatingCostsCard } from './OperatingCostsCard';
import { ProfitLossStatementCard } from './ProfitLossStatementCard';
import { ProjectedStatementCard } from './ProjectedStatementCard';

/** Financial Dashboard (spec section 2): where the money stands, where it goes, and how long it lasts. */
export default function FinancialDashboardPage() {
  const [period, setPeriod] = useState<Period>('tick');
  return (
    <div className="space-y-4 sm:space-y-6">
      <Tabs value={period} onValueChange={(v) => setPeriod(v as Period)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <OptionTabsList label="Projection period" options={PERIODS} />
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Info aria-hidden className="size-4 shrink-0" />
            These are simplified projections: the next tick repeated over the period, at today&apos;s prices.
          </p>
        </div>
        {PERIODS.map((p) => (
          <TabsContent key={p.value} value={p.value} className="space-y-4 sm:space-y-6">
            <FinancialSummary period={p.value} />
            <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
              <ProjectedStatementCard period={p.value} />
              <CashFlowCard period={p.value} />
              <BreakEvenCard period={p.value} />
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-12">
        <div className="flex flex-col gap-4 sm:gap-6 lg:col-span-7">
          <IncomeExpensesChart />
          <CostSplitChart />
        </div>
        <ProfitLossStatementCard className="lg:col-span-5" />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-12">
        <OperatingCostsCard className="lg:col-span-8" />
        <LaborCostsCard className="lg:col-span-4" />
      </div>
      <p className="text-xs text-ink-muted">
        Projections value what the factory makes at current sell prices as if it were sold, and repeat today&apos;s
        costs; real prices fall as you sell, machines wear, and debt repayments shrink as the debt does.
      </p>
    </div>
  );
}
