import { Zap } from 'lucide-react';
import { formatQuantity } from '@/shared/lib/format';
import { GRID_STATUS_TONE, netPowerTone } from '@/shared/lib/tones';
import { StatusPill, toneText } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { usePowerGrid } from '@/shared/api/power-grid';
import { AdviceButton } from '@/shared/ui/AdviceButton';

/**
 * Live power status (refetched every 5 s): the grid's status with the engine's headline (what holds
 * the factory back and its fix, with its button), generation vs consumption.
 */
export function PowerStatus() {
  const grid = usePowerGrid();

  if (!grid.data) {
    return (
      <div className="flex items-center gap-3 text-sm text-ink-muted" role={grid.isError ? 'alert' : 'status'}>
        {grid.isError ? (
          <>
            <span className="text-rose-300">Failed to fetch power grid status</span>
            <Button size="sm" variant="secondary" onClick={() => void grid.refetch()}>
              Retry
            </Button>
          </>
        ) : (
          <>
            <Spinner /> Reading the power grid...
          </>
        )}
      </div>
    );
  }

  const { status, totalGeneration, totalConsumption, netPower, headline } = grid.data;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Zap aria-hidden className="size-4 text-accent" />
        <span className="text-sm font-medium text-ink">Power</span>
        <StatusPill tone={GRID_STATUS_TONE[status]}>{status}</StatusPill>
        <span className="text-sm text-ink-muted" data-testid="headline">
          {headline.text}
        </span>
      </div>
      {headline.action && (
        <div>
          <AdviceButton action={headline.action} />
        </div>
      )}
      <p className="text-sm text-ink-muted tabular-nums">
        <span className="font-semibold text-ink">{formatQuantity(totalGeneration)}</span> generated ·{' '}
        <span className="font-semibold text-ink">{formatQuantity(totalConsumption)}</span> used ·{' '}
        <span className={toneText[netPowerTone(netPower)]}>
          {netPower > 0 ? '+' : ''}
          {formatQuantity(netPower)} net
        </span>{' '}
        power per tick
      </p>
    </div>
  );
}
