import type { ExchangeVolume, PriceSummary as Summary } from '@forgeworks/contract';
import { formatInteger, formatMoney, formatPercent, formatQuantity, withSign } from '@/shared/lib/format';
import { Stat } from '@/shared/ui/Stat';

/**
 * Lowest, average and highest price over the range, how far it moved from its first tick to its
 * last, and beside the market's volumes, what players traded with each other on the exchange.
 */
export function PriceSummary({ summary, exchange }: { summary: Summary; exchange: ExchangeVolume }) {
  const tone = summary.change > 0 ? 'good' : summary.change < 0 ? 'bad' : 'neutral';
  return (
    // Two by two even on a narrow phone: short figures read better side by side than stacked.
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      <Stat label="Low" value={formatMoney(summary.min)} />
      <Stat label="Average" value={formatMoney(summary.avg)} hint="time-average over every tick" />
      <Stat label="High" value={formatMoney(summary.max)} />
      <Stat
        label="Change"
        value={withSign(summary.change, formatMoney(summary.change))}
        tone={tone}
        hint={`${withSign(summary.changeShare, formatPercent(summary.changeShare))} · ${formatQuantity(summary.volumeSold)} sold, ${formatQuantity(summary.volumeBought)} bought`}
      />
      <Stat
        label="Exchange"
        value={`${formatInteger(exchange.units)} units`}
        hint={
          exchange.averagePrice === null
            ? 'none traded between players'
            : `between players, ${formatMoney(exchange.averagePrice)} on average`
        }
      />
    </div>
  );
}
