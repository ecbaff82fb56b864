import type { HistoryRange, StoredResourceType } from '@forgeworks/contract';
import { RESOURCE_NAMES, STORED_RESOURCES } from '@forgeworks/engine';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { Segmented } from '@/shared/ui/Tabs';
import { usePriceHistory } from '../api/price-history';
import { hasVolume } from '../lib/chart-data';
import { PriceSummary } from './PriceSummary';

// The chart library is loaded with this page only, never with the rest of the game.
const PriceChart = lazy(() => import('./PriceChart'));

const RANGES: { value: HistoryRange; label: string }[] = [
  { value: '24h', label: 'Last 24h' },
  { value: '7d', label: 'Last 7 days' },
];

const RESOURCES = STORED_RESOURCES.map((r) => ({
  value: r,
  label: (
    <>
      <ResourceIcon type={r} className="size-4 text-accent" />
      {RESOURCE_NAMES[r]}
    </>
  ),
}));

/** Price History (spec section 2): where a resource's price has been, with the volume traded at each moment. */
export default function PriceHistoryPage() {
  const [resource, setResource] = useState<StoredResourceType>('STEEL_BAR');
  const [range, setRange] = useState<HistoryRange>('24h');
  const history = usePriceHistory(resource, range);

  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented
          label="Resource"
          value={resource}
          onValueChange={setResource}
          options={RESOURCES}
          className="flex-wrap"
          itemClassName="flex items-center gap-1.5"
        />
        <Segmented label="Range" value={range} onValueChange={setRange} options={RANGES} />
      </div>
      <Card title={`${RESOURCE_NAMES[resource]} price`} icon={<ChartLine aria-hidden />}>
        {history.isPending ? (
          <CardLoading text="Loading price history..." />
        ) : history.isError ? (
          <CardError message="Unable to load price history" onRetry={() => void history.refetch()} />
        ) : !history.data.summary ? (
          <CardEmpty text="No prices recorded yet: the market posts a price at every tick." />
        ) : (
          <div className="space-y-5">
            <PriceSummary summary={history.data.summary} exchange={history.data.exchange} />
            <Suspense fallback={<CardLoading text="Loading chart..." />}>
              <PriceChart key={history.data.range} history={history.data} />
            </Suspense>
            <p className="text-xs leading-relaxed text-ink-muted">
              {hasVolume(history.data.points)
                ? 'Bars under the price: units sold to the market (up) and bought from it (down) at each tick.'
                : 'No trades in this range yet: prices move when anyone sells, and drift back toward base when selling stops.'}{' '}
              {range === '24h'
                ? 'One point per tick.'
                : 'One candle per hour: open, high, low and close; green when the hour closed higher.'}{' '}
              Prices are kept for 7 days.
            </p>
          </div>
        )}
      </Card>
    </div>
  );
}
