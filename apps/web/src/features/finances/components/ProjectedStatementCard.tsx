import { FileText } from 'lucide-react';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { periodMultiplier, periodUnit, projectedMargin, scaleProjection, type Period } from '../lib/projections';
import { FinanceLine, FinanceLines, LinesHeading, signTone } from './FinanceLines';
import { FinancialCard, type FinancialData } from './FinancialCard';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The projected profit and loss for the period: what the factory makes against every cost. */
export function ProjectedStatementCard({ period, className }: { period: Period; className?: string }) {
  return (
    <FinancialCard title="Profit and loss" icon={<FileText aria-hidden />} className={className}>
      {({ costs }) => <Statement costs={costs} period={period} />}
    </FinancialCard>
  );
}

function Statement({ costs, period }: { costs: FinancialData['costs']; period: Period }) {
  const p = scaleProjection(costs.projection, period);
  const m = periodMultiplier(period);
  const t = costs.totalCosts;
  const margin = projectedMargin(p);
  return (
    <div>
      <p className="mb-3 text-xs text-ink-muted">Per {periodUnit(period)}, projected</p>
      <LinesHeading>Revenue</LinesHeading>
      <FinanceLines label="Revenue">
        <FinanceLine label="Production value" value={formatMoney(p.productionValue)} />
      </FinanceLines>
      <LinesHeading>Costs</LinesHeading>
      <FinanceLines label="Costs">
        <FinanceLine indent label="Power" value={formatMoney(cents(t.powerCost * m))} />
        <FinanceLine indent label="Maintenance" value={formatMoney(cents(t.maintenanceCost * m))} />
        <FinanceLine indent label="Machine labor" value={formatMoney(cents(t.laborCost * m))} />
        <FinanceLine indent label="Materials" value={formatMoney(cents(t.materialCost * m))} />
        <FinanceLine indent label="Salaries" value={formatMoney(p.salaries)} />
        <FinanceLine indent label="Debt repayment" value={formatMoney(p.debtRepayment)} />
        <FinanceLine strong label="Total costs" value={formatMoney(p.totalCosts)} />
      </FinanceLines>
      <FinanceLines label="Result">
        <FinanceLine strong label="Net profit" value={formatMoney(p.netProfit)} tone={signTone(p.netProfit)} />
        <FinanceLine
          label="Profit margin"
          value={margin === null ? '—' : formatPercent(margin)}
          tone={margin === null ? 'neutral' : signTone(margin)}
        />
      </FinanceLines>
    </div>
  );
}
