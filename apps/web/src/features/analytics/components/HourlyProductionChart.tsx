import type { ProductionHistory } from '@forgeworks/contract';
import { ChartLine } from 'lucide-react';
import { useState } from 'react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  chartAnimates,
  chartAxis,
  chartGrid,
  chartLegend,
  chartColors,
  chartDashedLine,
  chartUnitsAxis,
  chartUnitsTooltip,
} from '@/shared/ui/chart-theme';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { Segmented } from '@/shared/ui/Tabs';
import { useProductionHistory } from '@/shared/api/production-history';
import { hourlyResources, hourlySeries } from '../lib/insights';

const TEXTS: QueryTexts<ProductionHistory> = {
  loading: 'Loading analytics...',
  error: 'Failed to load production analytics',
  empty: {
    text: 'No game hour recorded yet: hourly production shows here once ticks have run.',
    when: (h) => hourlyResources(h.hourly).length === 0,
  },
};

/** One resource hour by hour: whether production is growing, steady or stalling. */
export function HourlyProductionChart({ className }: { className?: string }) {
  const history = useProductionHistory();
  const [picked, setPicked] = useState<string | null>(null);
  const resources = history.data ? hourlyResources(history.data.hourly) : [];
  const resource = picked && resources.includes(picked) ? picked : (resources[0] ?? null);
  return (
    <QueryCard
      title="Hourly production"
      icon={<ChartLine aria-hidden />}
      className={className}
      actions={
        resources.length > 1 &&
        resource !== null && (
          <Segmented
            label="Resource"
            value={resource}
            onValueChange={setPicked}
            options={resources.map((name) => ({ value: name, label: name }))}
            itemClassName="px-2 whitespace-nowrap sm:px-3"
          />
        )
      }
      query={history}
      texts={TEXTS}
    >
      {(h) => resource !== null && <HourlyChart data={hourlySeries(h.hourly, resource)} resource={resource} />}
    </QueryCard>
  );
}

function HourlyChart({ data, resource }: { data: ReturnType<typeof hourlySeries>; resource: string }) {
  const animate = chartAnimates();
  return (
    <figure>
      <div className="h-64 w-full" role="img" aria-label={`${resource} produced and consumed per game hour`}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis dataKey="label" {...chartAxis} />
            <YAxis {...chartUnitsAxis} />
            <Tooltip {...chartUnitsTooltip} />
            <Legend {...chartLegend} />
            <Area
              isAnimationActive={animate}
              dataKey="produced"
              name="Produced"
              type="linear"
              stroke={chartColors.accent}
              fill={chartColors.accent}
              fillOpacity={0.2}
              strokeWidth={2}
              dot={{ r: 3, fill: chartColors.accent }}
            />
            <Line
              isAnimationActive={animate}
              dataKey="consumed"
              name="Consumed"
              type="linear"
              {...chartDashedLine}
              dot={{ r: 3, fill: chartColors.info }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-ink-muted">
        {resource} per game hour (12 ticks), oldest first. The latest hour may still be in progress, so it reads low.
      </figcaption>
    </figure>
  );
}
