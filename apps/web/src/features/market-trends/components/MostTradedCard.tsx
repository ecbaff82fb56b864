import type { MarketTrends } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { ArrowLeftRight } from 'lucide-react';
import { formatMoney, formatQuantity } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useMarketTrends } from '@/shared/api/market-trends';
import { TRENDS_LOAD_ERROR } from './MoversCard';

/**
 * Units every player sold to and bought from the market in the last 24 hours, and traded with each
 * other on the exchange, most traded first.
 */
export function MostTradedCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Most traded (24h)"
      icon={<ArrowLeftRight aria-hidden />}
      query={useMarketTrends()}
      texts={TEXTS}
    >
      {(trends) => <TradedList traded={tradedOf(trends)} />}
    </QueryCard>
  );
}

type Traded = MarketTrends['mostTraded'][number];
const volume = (t: Traded) => t.volumeSold + t.volumeBought + t.exchange.units;
const tradedOf = (trends: MarketTrends) => trends.mostTraded.filter((t) => volume(t) > 0);

const TEXTS: QueryTexts<MarketTrends> = {
  loading: 'Loading market trends...',
  error: TRENDS_LOAD_ERROR,
  empty: { text: 'No trades yet: prices move when anyone sells.', when: (trends) => tradedOf(trends).length === 0 },
};

function TradedList({ traded }: { traded: ReturnType<typeof tradedOf> }) {
  const most = Math.max(1, ...traded.map(volume));
  return (
    <ul aria-label="Most traded resources" className="space-y-4">
      {traded.map((t) => {
        const total = volume(t);
        return (
          <li key={t.resourceType}>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <ResourceIcon type={t.resourceType} className="text-accent" />
                {RESOURCE_NAMES[t.resourceType]}
              </span>
              <span className="font-semibold tabular-nums">{formatQuantity(total)} units</span>
            </div>
            <ProgressBar value={total / most} className="mt-1.5" label={`${RESOURCE_NAMES[t.resourceType]} volume`} />
            <p className="mt-1 text-xs text-ink-muted tabular-nums">
              {formatQuantity(t.volumeSold)} sold to the market · {formatQuantity(t.volumeBought)} bought from it
              {t.exchange.averagePrice !== null &&
                ` · ${formatQuantity(t.exchange.units)} on the exchange at ${formatMoney(t.exchange.averagePrice)} avg`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
