import { formatMoney, formatRate, formatUnits } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { cn } from '@/shared/lib/cn';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import type { InventoryRow } from '../lib/inventory';

/** One stored resource: icon, quantity and what it is worth at the market's current price. */
export function ResourceTile({ row, pricesLoading }: { row: InventoryRow; pricesLoading: boolean }) {
  const empty = row.quantity <= 0;
  // The rate as shown (one decimal): a level stock shows no rate rather than a green '0 /tick'.
  const rate = Math.round((row.netRate ?? 0) * 10) / 10;
  return (
    // An empty stock is dimmed by its icon, border and figure, not by fading the whole tile: faded
    // text would fall below the contrast that text must keep (WCAG AA).
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-line/70 bg-raised/40 p-4',
        empty && 'border-dashed bg-raised/20',
      )}
    >
      <div className="flex items-center gap-2">
        <span
          className={cn('grid size-9 place-items-center rounded-md bg-amber-500/15 text-accent', empty && 'opacity-50')}
        >
          <ResourceIcon type={row.type} className="size-5" />
        </span>
        <h3 className={cn('text-sm font-semibold', empty ? 'text-ink-muted' : 'text-ink')}>{row.name}</h3>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <div className={cn('text-3xl font-semibold tabular-nums', empty ? 'text-ink-muted' : 'text-ink')}>
          {formatUnits(row.quantity)}
          <span className="sr-only"> units</span>
        </div>
        {rate !== 0 && (
          <p className={cn('text-sm font-medium tabular-nums', toneText[rate > 0 ? 'good' : 'warning'])}>
            {formatRate(rate)}
          </p>
        )}
      </div>
      <p className="text-xs text-ink-muted tabular-nums">
        {row.price !== null ? (
          <>
            Worth <span className="font-medium text-slate-200">{formatMoney(row.value ?? 0)}</span> at{' '}
            {formatMoney(row.price)} each
          </>
        ) : pricesLoading ? (
          'Checking market prices...'
        ) : (
          'Market price unavailable'
        )}
      </p>
    </li>
  );
}
