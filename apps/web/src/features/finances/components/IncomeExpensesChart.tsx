import type { ProductionHistory } from '@forgeworks/contract';
import { ChartColumn } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useProductionHistory } from '@/shared/api/production-history';
import { formatMoney } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import {
  chartAnimates,
  chartAxis,
  chartAxisTitle,
  chartBar,
  chartGrid,
  chartLegend,
  chartColors,
  chartTooltip,
} from '@/shared/ui/chart-theme';
import { hourlyMoney } from '../lib/hourly';

const TEXTS: QueryTexts<ProductionHistory> = {
  loading: 'Loading financial history...',
  error: 'Failed to load financial history',
  empty: {
    text: 'No game hour recorded yet: income and expenses show here once ticks have run.',
    when: (history) => history.hourly.length === 0,
  },
};

/** Income against expenses for each game hour: the trend a player reads at a glance. */
export function IncomeExpensesChart(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Income vs expenses per game hour"
      icon={<ChartColumn aria-hidden />}
      query={useProductionHistory()}
      texts={TEXTS}
    >
      {(history) => <Chart data={hourlyMoney(history.hourly)} />}
    </QueryCard>
  );
}

function Chart({ data }: { data: ReturnType<typeof hourlyMoney> }) {
  const animate = chartAnimates();
  const total = data.reduce((sum, d) => sum + d.net, 0);
  return (
    <figure>
      <div className="h-64 w-full" role="img" aria-label={`Income and expenses for the last ${data.length} game hours`}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 4 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis dataKey="label" {...chartAxis} />
            <YAxis
              {...chartAxis}
              width={64}
              tickFormatter={(v: number) => formatMoney(v, { compact: true })}
              label={chartAxisTitle('Dollars')}
            />
            <Tooltip {...chartTooltip} formatter={(v) => formatMoney(Number(v))} />
            <Legend {...chartLegend} />
            <Bar isAnimationActive={animate} dataKey="income" name="Income" fill={chartColors.good} {...chartBar} />
            <Bar isAnimationActive={animate} dataKey="expenses" name="Expenses" fill={chartColors.bad} {...chartBar} />
            <Line
              isAnimationActive={animate}
              dataKey="net"
              name="Net"
              stroke={chartColors.accent}
              strokeWidth={2}
              dot={{ r: 3, fill: chartColors.accent }}
              type="linear"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-ink-muted">
        Income is what your sales brought in; expenses are running costs, wages, hiring, repairs and debt repayment
        (machines you buy are investments, not expenses). Over these hours you {total >= 0 ? 'made' : 'lost'}{' '}
        <span className="text-ink tabular-nums">{formatMoney(Math.abs(total))}</span> in cash. Break-even reads the next
        tick instead: what the machines make at today&apos;s prices, sold or not.
      </figcaption>
    </figure>
  );
}
