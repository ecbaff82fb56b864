import type { PriceSummary as Summary } from '@forgeworks/contract';
import { formatMoney, formatPercent, formatQuantity, withSign } from '@/shared/lib/format';
import { Stat } from '@/shared/ui/Stat';

/** Lowest, average and highest price over the range, and how far it moved from its first tick to its last. */
export function PriceSummary({ summary }: { summary: Summary }) {
  const tone = summary.change > 0 ? 'good' : summary.change < 0 ? 'bad' : 'neutral';
  return (
    // Two by two even on a narrow phone: four short figures read better side by side than stacked.
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat label="Low" value={formatMoney(summary.min)} />
      <Stat label="Average" value={formatMoney(summary.avg)} hint="time-average over every tick" />
      <Stat label="High" value={formatMoney(summary.max)} />
      <Stat
        label="Change"
        value={withSign(summary.change, formatMoney(summary.change))}
        tone={tone}
        hint={`${withSign(summary.changeShare, formatPercent(summary.changeShare))} · ${formatQuantity(summary.volumeSold)} sold, ${formatQuantity(summary.volumeBought)} bought`}
      />
    </div>
  );
}
