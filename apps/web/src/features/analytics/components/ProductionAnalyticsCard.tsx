import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/Tabs';
import { useProductionHistory } from '@/shared/api/production-history';
import { flowRows } from '../lib/insights';
import { AnalyticsBody } from './AnalyticsBody';

export const ANALYTICS_EMPTY_TEXT = 'No production data available yet. Start producing resources to see analytics!';

const RANGES = [
  { value: 'last24Hours', label: 'Last 24h' },
  { value: 'last7Days', label: 'Last 7 days' },
] as const;
type Range = (typeof RANGES)[number]['value'];

/** Produced, consumed and net per resource over a day or a week, with what it means. */
export function ProductionAnalyticsCard({ className }: { className?: string }) {
  const [range, setRange] = useState<Range>('last24Hours');
  const history = useProductionHistory();
  return (
    <Tabs value={range} onValueChange={(v) => setRange(v as Range)} className={className}>
      <Card
        title="Production Analytics"
        icon={<ChartColumn aria-hidden />}
        actions={
          <TabsList aria-label="Analytics period">
            {RANGES.map((r) => (
              <TabsTrigger key={r.value} value={r.value} className="whitespace-nowrap">
                {r.label}
              </TabsTrigger>
            ))}
          </TabsList>
        }
      >
        {RANGES.map((r) => (
          <TabsContent key={r.value} value={r.value} className="mt-0">
            {history.isPending ? (
              <CardLoading text="Loading analytics..." />
            ) : history.isError ? (
              <CardError message="Failed to load production analytics" onRetry={() => void history.refetch()} />
            ) : (
              <RangeBody rows={flowRows(history.data[r.value])} label={r.label} />
            )}
          </TabsContent>
        ))}
      </Card>
    </Tabs>
  );
}

function RangeBody({ rows, label }: { rows: ReturnType<typeof flowRows>; label: string }) {
  if (rows.length === 0) return <CardEmpty text={ANALYTICS_EMPTY_TEXT} />;
  return <AnalyticsBody rows={rows} periodLabel={label} />;
}
