import { Scale } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useTickLength } from '@/shared/api/tick-length';
import { ticksAndTime } from '@/shared/lib/tick-time';
import { breakEven, periodUnit, type Period } from '../lib/projections';
import { FinanceLine, FinanceLines } from './FinanceLines';
import { FinancialCard } from './FinancialCard';

/** Does production pay for the factory, and if not, how long the cash holds out. */
export function BreakEvenCard({ period, className }: { period: Period; className?: string }) {
  return (
    <FinancialCard title="Break-even" icon={<Scale aria-hidden />} className={className}>
      {({ costs }) => <BreakEvenBody projection={costs.projection} period={period} />}
    </FinancialCard>
  );
}

function BreakEvenBody({ projection, period }: { projection: Parameters<typeof breakEven>[0]; period: Period }) {
  const b = breakEven(projection, period);
  const tickMs = useTickLength();
  const unit = periodUnit(period);
  if (b.costs === 0 && b.value === 0) {
    return (
      <p className="py-6 text-center text-sm text-ink-muted">
        Nothing to break even on yet: your factory has no running costs and makes nothing. Build a Power Plant, then an
        Iron Mine and a Smelter, and sell your steel bars.
      </p>
    );
  }
  const tone = b.state === 'loss' ? 'bad' : 'good';
  const headline =
    b.state === 'profit'
      ? `Above break-even by ${formatMoney(b.gap)} per ${unit}`
      : b.state === 'loss'
        ? `Below break-even by ${formatMoney(-b.gap)} per ${unit}`
        : 'Exactly at break-even';
  return (
    <div className="space-y-4">
      <p className="text-xs text-ink-muted">
        Per {unit}, projected from the next tick: what the machines make, valued at today&apos;s prices whether sold or
        kept, against every cost. The Income and Expenses chart counts the cash of past hours instead (sales, wages,
        hiring, repairs), so it may show a loss while production pays.
      </p>
      <div>
        <p className={cn('text-lg font-semibold', toneText[tone])}>{headline}</p>
        <ProgressBar
          className="mt-2"
          value={b.coverage ?? 0}
          tone={tone}
          label="Costs covered by production"
          valueText={b.coverage === null ? 'No costs' : `${formatPercent(b.coverage)} of costs covered`}
        />
        <p className="mt-1 text-xs text-ink-muted tabular-nums">
          {b.coverage === null ? 'No costs to cover yet' : `Production covers ${formatPercent(b.coverage)} of costs`}
        </p>
      </div>
      <FinanceLines label="Break-even figures">
        <FinanceLine label={`Costs per ${unit}`} value={formatMoney(b.costs)} />
        <FinanceLine label={`Production value per ${unit}`} value={formatMoney(b.value)} />
        <FinanceLine
          strong
          label="Cash lasts"
          value={b.cashRunway ? ticksAndTime(b.cashRunway.ticks, tickMs) : 'Not losing money'}
          tone={b.cashRunway ? 'bad' : 'good'}
        />
      </FinanceLines>
      <p className="text-xs text-ink-muted">
        {b.state === 'loss'
          ? 'To break even, make more of value (staff and power your machines, sell steel rather than ore) or cut costs by lowering the capacity of machines that lose money.'
          : b.state === 'profit'
            ? 'Production pays for the factory. Put the surplus into machines that add to the chain.'
            : 'Production just pays for the factory: any rise in costs or fall in prices tips it into a loss.'}
      </p>
    </div>
  );
}
