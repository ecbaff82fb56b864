import type { OperatingCosts } from '@forgeworks/contract';
import { ChartBar } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { chartAnimates, chartAxis, chartColors, chartGrid, chartTooltip } from '@/shared/ui/chart-theme';
import { useOperatingCosts } from '../api/finances';
import { costSplit } from '../lib/projections';
import { OPERATING_COSTS_ERROR_TEXT } from './OperatingCostsCard';

/** Where each tick's money goes, biggest cost first: the place to look for savings. */
export function CostSplitChart(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Where the money goes, per tick"
      icon={<ChartBar aria-hidden />}
      query={useOperatingCosts()}
      texts={TEXTS}
    >
      {(costs) => <SplitBars split={splitOf(costs)} />}
    </QueryCard>
  );
}

const splitOf = (costs: OperatingCosts) => costSplit(costs.totalCosts, costs.projection);

const TEXTS: QueryTexts<OperatingCosts> = {
  loading: 'Loading operating costs...',
  error: OPERATING_COSTS_ERROR_TEXT,
  empty: {
    text: 'Nothing costs money yet: running costs start with your first machine.',
    when: (costs) => splitOf(costs).length === 0,
  },
};

function SplitBars({ split }: { split: ReturnType<typeof splitOf> }) {
  const animate = chartAnimates();
  return (
    <div
      style={{ height: split.length * 34 + 24 }}
      role="img"
      aria-label={`Costs per tick: ${split.map((c) => `${c.name} ${formatMoney(c.amount)}`).join(', ')}`}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: split.length * 34 + 24 }}>
        <BarChart data={split} layout="vertical" margin={{ top: 0, right: 72, bottom: 0, left: 0 }}>
          <CartesianGrid {...chartGrid} vertical horizontal={false} />
          <XAxis type="number" hide />
          <YAxis type="category" dataKey="name" {...chartAxis} width={110} axisLine={false} />
          <Tooltip {...chartTooltip} formatter={(v) => formatMoney(Number(v))} />
          <Bar
            isAnimationActive={animate}
            dataKey="amount"
            name="Per tick"
            fill={chartColors.accent}
            radius={[0, 3, 3, 0]}
            barSize={18}
          >
            <LabelList
              dataKey="amount"
              position="right"
              fill={chartColors.muted}
              fontSize={12}
              formatter={(v) => formatMoney(Number(v))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
