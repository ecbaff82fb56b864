import type { ReactNode } from 'react';
import { ArrowDownLeft, ArrowUpRight, Waves } from 'lucide-react';
import { formatMoney } from '@/shared/lib/format';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { periodUnit, scaleProjection, type Period } from '../lib/projections';
import { FinanceLine, FinanceLines, LinesHeading, signTone } from './FinanceLines';
import { FinancialCard } from './FinancialCard';

/** Where the money comes from and goes over the period, and the cash left at its end. */
export function CashFlowCard({ period, className }: { period: Period; className?: string }) {
  return (
    <FinancialCard title="Cash flow" icon={<Waves aria-hidden />} className={className}>
      {({ factory, costs }) => <CashFlow cash={factory.cash} projection={costs.projection} period={period} />}
    </FinancialCard>
  );
}

function CashFlow({
  cash,
  projection,
  period,
}: {
  cash: number;
  projection: Parameters<typeof scaleProjection>[0];
  period: Period;
}) {
  const p = scaleProjection(projection, period);
  const cashIn = p.productionValue;
  const cashOut = p.totalCosts;
  const scale = Math.max(cashIn, cashOut, 1);
  const after = cash + p.netProfit;
  return (
    <div>
      <p className="mb-3 text-xs text-ink-muted">Per {periodUnit(period)}, projected</p>
      <div className="mb-4 space-y-2">
        <Bar icon={<ArrowDownLeft aria-hidden className="size-4 text-emerald-400" />} label="In" amount={cashIn}>
          <ProgressBar value={cashIn / scale} tone="good" label="Cash in" valueText={formatMoney(cashIn)} />
        </Bar>
        <Bar icon={<ArrowUpRight aria-hidden className="size-4 text-rose-400" />} label="Out" amount={cashOut}>
          <ProgressBar value={cashOut / scale} tone="bad" label="Cash out" valueText={formatMoney(cashOut)} />
        </Bar>
      </div>
      <LinesHeading>Cash in</LinesHeading>
      <FinanceLines label="Cash in">
        <FinanceLine indent label="Production value" value={formatMoney(cashIn)} />
      </FinanceLines>
      <LinesHeading>Cash out</LinesHeading>
      <FinanceLines label="Cash out">
        <FinanceLine indent label="Running costs" value={formatMoney(p.runningCosts)} />
        <FinanceLine indent label="Salaries" value={formatMoney(p.salaries)} />
        <FinanceLine indent label="Debt repayment" value={formatMoney(p.debtRepayment)} />
      </FinanceLines>
      <FinanceLines label="Net cash flow">
        <FinanceLine strong label="Net cash flow" value={formatMoney(p.netProfit)} tone={signTone(p.netProfit)} />
        <FinanceLine
          label={`Cash at the end of the ${periodUnit(period)}`}
          value={formatMoney(Math.max(0, after))}
          tone={after < 0 ? 'bad' : 'neutral'}
        />
      </FinanceLines>
      <p className="mt-2 text-xs text-ink-muted">
        {after < 0
          ? 'Cash would run out: whatever it cannot cover becomes debt.'
          : 'Production value turns into cash once you sell what you make.'}
      </p>
    </div>
  );
}

function Bar({
  icon,
  label,
  amount,
  children,
}: {
  icon: ReactNode;
  label: string;
  amount: number;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-2 text-sm">
      <span className="flex items-center gap-1 text-ink-muted">
        {icon}
        {label}
      </span>
      {children}
      <span className="w-24 text-right text-ink tabular-nums">{formatMoney(amount)}</span>
    </div>
  );
}
