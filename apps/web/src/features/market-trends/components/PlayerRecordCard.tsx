import type { MarketTrends } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatQuantity } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { Segmented } from '@/shared/ui/Tabs';
import { useMarketTrends } from '@/shared/api/market-trends';
import { priceVerdict } from '../lib/trends';
import { TRENDS_LOAD_ERROR } from './MoversCard';

type Period = keyof MarketTrends['player'];
const PERIODS: { value: Period; label: string }[] = [
  { value: 'day', label: '24h' },
  { value: 'week', label: '7 days' },
];
type Resource = MarketTrends['player']['day']['resources'][number];

function TradeLine({ record, side }: { record: Resource; side: 'sold' | 'bought' }) {
  const trade = record[side];
  if (trade.units === 0) return null;
  const verdict = priceVerdict(trade.averagePrice, record.marketAverage, side);
  return (
    <p className="text-sm tabular-nums">
      {side === 'sold' ? 'Sold' : 'Bought'} {formatQuantity(trade.units)} for {formatMoney(trade.value)}
      <span className="text-ink-muted"> · your average </span>
      {trade.averagePrice === null ? '—' : formatMoney(trade.averagePrice)}
      {verdict && <span className={`ml-1 ${toneText[verdict.tone]}`}>({verdict.text})</span>}
    </p>
  );
}

/** What the player sold and bought, at what average price, against the market's average price. */
export function PlayerRecordCard({ className }: { className?: string }) {
  const trends = useMarketTrends();
  const [period, setPeriod] = useState<Period>('day');
  const traded = trends.data?.player[period].resources.filter((r) => r.sold.units > 0 || r.bought.units > 0) ?? [];
  const toggle = <Segmented label="Period" value={period} onValueChange={setPeriod} options={PERIODS} />;
  return (
    <Card title="Your trading" icon={<UserRound aria-hidden />} actions={toggle} className={className}>
      {trends.isPending ? (
        <CardLoading text="Loading your record..." />
      ) : trends.isError ? (
        <CardError message={TRENDS_LOAD_ERROR} onRetry={() => void trends.refetch()} />
      ) : traded.length === 0 ? (
        <CardEmpty
          text={`You have not traded in the last ${period === 'day' ? '24 hours' : '7 days'}. Sell on Buy & Sell or set standing orders: your average price shows here against the market's.`}
        />
      ) : (
        <ul aria-label="Your trading by resource" className="divide-y divide-line/60">
          {traded.map((r) => (
            <li key={r.resourceType} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="flex items-center gap-2 font-medium">
                  <ResourceIcon type={r.resourceType} className="text-accent" />
                  {RESOURCE_NAMES[r.resourceType]}
                </span>
                <span className="text-xs text-ink-muted tabular-nums">
                  market average {r.marketAverage === null ? '—' : formatMoney(r.marketAverage)}
                </span>
              </div>
              <div className="mt-1 space-y-0.5">
                <TradeLine record={r} side="sold" />
                <TradeLine record={r} side="bought" />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs leading-relaxed text-ink-muted">
        Your average is what you were paid per unit, slippage included; the market average is the posted price averaged
        over every tick of the period. Selling in small lots when prices are high beats the average.
      </p>
    </Card>
  );
}
