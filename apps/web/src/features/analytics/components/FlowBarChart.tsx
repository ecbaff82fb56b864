import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatQuantity } from '@/shared/lib/format';
import {
  chartAnimates,
  chartAxis,
  chartBar,
  chartGrid,
  chartLegend,
  chartColors,
  chartUnitsAxis,
  chartUnitsTooltip,
} from '@/shared/ui/chart-theme';
import type { FlowRow } from '../lib/insights';

/** Produced against consumed per resource: a gap between the bars is a surplus or a shortfall. */
export function FlowBarChart({ rows, className }: { rows: FlowRow[]; className?: string }) {
  const animate = chartAnimates();
  return (
    <figure className={className}>
      <div
        className="h-64 w-full"
        role="img"
        aria-label={`Produced and consumed: ${rows.map((r) => `${r.name} ${formatQuantity(r.produced)} made, ${formatQuantity(r.consumed)} used`).join('; ')}`}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 400, height: 256 }}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis dataKey="name" {...chartAxis} interval={0} />
            <YAxis {...chartUnitsAxis} />
            <Tooltip {...chartUnitsTooltip} />
            <Legend {...chartLegend} />
            <Bar
              isAnimationActive={animate}
              dataKey="produced"
              name="Produced"
              fill={chartColors.accent}
              {...chartBar}
            />
            <Bar isAnimationActive={animate} dataKey="consumed" name="Consumed" fill={chartColors.info} {...chartBar} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
