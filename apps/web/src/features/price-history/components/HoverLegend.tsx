import type { MarketHistoryPoint } from '@forgeworks/contract';
import { formatDateTime, formatMoney, formatQuantity } from '@/shared/lib/format';
import { chartColors } from '@/shared/ui/chart-theme';

/** The exact values of the point under the pointer (the latest when the pointer is away). */
export function HoverLegend({
  point,
  candle,
  latest,
}: {
  point: MarketHistoryPoint;
  candle: boolean;
  latest: boolean;
}) {
  const values: [string, string][] = candle
    ? [
        ['Open', formatMoney(point.open)],
        ['High', formatMoney(point.high)],
        ['Low', formatMoney(point.low)],
        ['Close', formatMoney(point.close)],
      ]
    : [['Price', formatMoney(point.price)]];
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-xs text-ink-muted" aria-live="polite">
      <span className="font-medium text-ink">
        {latest ? 'Latest: ' : ''}
        {candle ? 'Hour from ' : ''}
        {formatDateTime(point.at)} · tick {point.tick}
      </span>
      {values.map(([label, value]) => (
        <span key={label}>
          {label} <span className="font-semibold text-ink tabular-nums">{value}</span>
        </span>
      ))}
      <span>
        <span className="mr-1 inline-block size-2 rounded-sm" style={{ background: chartColors.info }} />
        Sold <span className="font-semibold text-ink tabular-nums">{formatQuantity(point.volumeSold)}</span>
      </span>
      <span>
        <span className="mr-1 inline-block size-2 rounded-sm" style={{ background: chartColors.muted }} />
        Bought <span className="font-semibold text-ink tabular-nums">{formatQuantity(point.volumeBought)}</span>
      </span>
    </div>
  );
}
