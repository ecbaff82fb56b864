import { Lightbulb } from 'lucide-react';
import { formatQuantity } from '@/shared/lib/format';
import { Stat, StatGrid } from '@/shared/ui/Stat';
import { flowTips, flowTotals, type FlowRow } from '../lib/insights';
import { FlowBarChart } from './FlowBarChart';
import { FlowTable, netTone, signed } from './FlowTable';

/** The period's figures: totals, a row per resource with its insight, the chart and the tips. */
export function AnalyticsBody({ rows, periodLabel }: { rows: FlowRow[]; periodLabel: string }) {
  const totals = flowTotals(rows);
  return (
    <div className="space-y-6">
      <StatGrid>
        <Stat label="Resource types" value={totals.types} hint={periodLabel} />
        <Stat label="Total produced" value={formatQuantity(totals.produced)} hint="units" />
        <Stat label="Total consumed" value={formatQuantity(totals.consumed)} hint="units" />
        <Stat label="Net" value={signed(totals.net)} tone={netTone(totals.net)} hint="units added to stock" />
      </StatGrid>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <FlowTable rows={rows} periodLabel={periodLabel} />
          <p className="mt-3 text-xs text-ink-muted">
            Green while a resource&apos;s production covers at least 80% of what your machines use; red below that.
          </p>
        </div>
        <FlowBarChart rows={rows} className="lg:col-span-5" />
      </div>
      <section aria-label="Tips" className="rounded-lg border border-amber-500/30 bg-amber-500/5 px-4 py-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-200">
          <Lightbulb aria-hidden className="size-4" /> Tips
        </h3>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-ink">
          {flowTips(rows).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
