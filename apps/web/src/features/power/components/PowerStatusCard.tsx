import type { PowerGridStatus } from '@forgeworks/contract';
import { Gauge } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatInteger, formatQuantity } from '@/shared/lib/format';
import { GRID_STATUS_TONE } from '@/shared/lib/tones';
import { AdviceButton } from '@/shared/ui/AdviceButton';
import { toneText } from '@/shared/ui/Badge';
import { QueryCard } from '@/shared/ui/QueryCard';
import { usePowerGrid } from '@/shared/api/power-grid';
import { GRID_ERROR_TEXT } from './PowerGridStatusCard';

const TEXTS = { loading: 'Loading power status...', error: GRID_ERROR_TEXT };

/** The grid's status in words, and generation and consumption as planned and as they will really run. */
export function PowerStatusCard(props: { className?: string }) {
  return (
    <QueryCard {...props} title="Power Status" icon={<Gauge aria-hidden />} query={usePowerGrid()} texts={TEXTS}>
      {(grid) => <PowerStatusBody grid={grid} />}
    </QueryCard>
  );
}

function PowerStatusBody({ grid }: { grid: PowerGridStatus }) {
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className={cn('text-2xl font-semibold tracking-wide', toneText[GRID_STATUS_TONE[grid.status]])}>
          {grid.status}
        </div>
        <p className="text-sm text-ink" data-testid="headline">
          {grid.headline.text}
        </p>
        {grid.headline.action && <AdviceButton action={grid.headline.action} />}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Power generation and consumption, theoretical and actual</caption>
        <thead>
          <tr className="text-xs tracking-wide text-ink-muted uppercase">
            <th scope="col" className="pb-2 text-left font-medium">
              Power units / tick
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Theoretical
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Actual
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/50 tabular-nums">
          <Row label="Generation" theoretical={grid.theoreticalGeneration} actual={grid.totalGeneration} />
          <Row label="Consumption" theoretical={grid.theoreticalConsumption} actual={grid.totalConsumption} />
        </tbody>
      </table>
      <p className="text-xs text-ink-muted">
        Theoretical is what your machines would generate and draw at their capacity settings. Actual is what the next
        tick will really do: plants short of coal, staff or cash generate less, and worn machines draw more.
      </p>
      <div className="flex items-baseline justify-between gap-3 rounded-lg bg-raised/50 px-3 py-2.5 text-sm">
        <span className="text-ink-muted">Cumulative power spent</span>
        <span className="text-lg font-semibold text-ink tabular-nums">
          {formatInteger(grid.cumulativePowerSpent)} units
        </span>
      </div>
    </div>
  );
}

function Row({ label, theoretical, actual }: { label: string; theoretical: number; actual: number }) {
  return (
    <tr>
      <th scope="row" className="py-2 text-left font-normal text-ink">
        {label}
      </th>
      <td className="py-2 text-right text-ink-muted">{formatQuantity(theoretical)}</td>
      <td className="py-2 text-right font-semibold text-ink">{formatQuantity(actual)}</td>
    </tr>
  );
}
