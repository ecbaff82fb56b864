import { ChartBar } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { chartAnimates, chartAxis, chartColors, chartGrid, chartTooltip } from '@/shared/ui/chart-theme';
import { useOperatingCosts } from '../api/finances';
import { costSplit } from '../lib/projections';
import { OPERATING_COSTS_ERROR_TEXT } from './OperatingCostsCard';

/** Where each tick's money goes, biggest cost first: the place to look for savings. */
export function CostSplitChart({ className }: { className?: string }) {
  const costs = useOperatingCosts();
  const split = costs.data ? costSplit(costs.data.totalCosts, costs.data.projection) : [];
  const animate = chartAnimates();
  return (
    <Card title="Where the money goes, per tick" icon={<ChartBar aria-hidden />} className={className}>
      {costs.isPending ? (
        <CardLoading text="Loading operating costs..." />
      ) : costs.isError ? (
        <CardError message={OPERATING_COSTS_ERROR_TEXT} onRetry={() => void costs.refetch()} />
      ) : split.length === 0 ? (
        <CardEmpty text="Nothing costs money yet: running costs start with your first machine." />
      ) : (
        <div
          style={{ height: split.length * 34 + 24 }}
          role="img"
          aria-label={`Costs per tick: ${split.map((c) => `${c.name} ${formatMoney(c.amount)}`).join(', ')}`}
        >
          <ResponsiveContainer
            width="100%"
            height="100%"
            initialDimension={{ width: 600, height: split.length * 34 + 24 }}
          >
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
      )}
    </Card>
  );
}
