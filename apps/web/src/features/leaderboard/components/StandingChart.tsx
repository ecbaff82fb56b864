import type { StandingPoint } from '@forgeworks/contract';
import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { ChartLine } from 'lucide-react';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import {
  chartAnimates,
  chartAxis,
  chartAxisTitle,
  chartColors,
  chartDashedLine,
  chartGrid,
  chartLegend,
  chartTooltip,
} from '@/shared/ui/chart-theme';
import { moneyAxisLabel, standingSeries, standingSummary, type StandingNow } from '../lib/standings';

type StandingProps = { points: readonly StandingPoint[]; now: StandingNow; whose: string };

/** A factory's standing over the last 7 days in its own card. */
export function StandingCard({ className, ...chart }: StandingProps & { className: string }) {
  return (
    <Card title="Net worth and rank, last 7 days" icon={<ChartLine aria-hidden />} className={className}>
      <StandingChart {...chart} />
    </Card>
  );
}

/**
 * Net worth (left axis) and rank (right axis, #1 at the top) at the close of each game hour of the
 * last 7 days and now (the header's figures), with the same told in words under it.
 */
function StandingChart({ points, now, whose }: StandingProps) {
  const summary = standingSummary(points, now, whose);
  if (points.length === 0) return <CardEmpty text={summary} />;
  const animate = chartAnimates();
  const data = standingSeries(points, now);
  // #1 at the top, down to at least #2, every rank marked while there are few.
  const lowest = Math.max(2, ...data.map((p) => p.rank));
  const rankTicks = lowest <= 6 ? Array.from({ length: lowest }, (_, i) => i + 1) : undefined;
  return (
    <figure>
      {/* A picture named as the game's other charts are (Recharts takes the keyboard's focus for its tooltips). */}
      <div className="h-64 w-full" role="img" aria-label="Net worth and rank chart, last 7 days">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis dataKey="label" {...chartAxis} minTickGap={16} />
            <YAxis
              yAxisId="worth"
              {...chartAxis}
              width={64}
              domain={['auto', 'auto']}
              tickFormatter={moneyAxisLabel(data.map((p) => p.netWorth))}
              label={chartAxisTitle('Net worth')}
            />
            <YAxis
              yAxisId="rank"
              orientation="right"
              reversed
              allowDecimals={false}
              domain={[1, lowest]}
              ticks={rankTicks}
              interval={0}
              {...chartAxis}
              width={40}
              tickFormatter={(v: number) => `#${formatInteger(v)}`}
            />
            <Tooltip
              {...chartTooltip}
              formatter={(v, name) => (name === 'Rank' ? `#${formatInteger(Number(v))}` : formatMoney(Number(v)))}
            />
            <Legend {...chartLegend} />
            <Line
              yAxisId="worth"
              isAnimationActive={animate}
              dataKey="netWorth"
              name="Net worth"
              type="linear"
              stroke={chartColors.accent}
              strokeWidth={2}
              dot={data.length <= 48 ? { r: 2, fill: chartColors.accent } : false}
            />
            <Line
              yAxisId="rank"
              isAnimationActive={animate}
              dataKey="rank"
              name="Rank"
              type="stepAfter"
              {...chartDashedLine}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">{summary}</figcaption>
    </figure>
  );
}
