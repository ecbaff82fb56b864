import type { MarketTrends } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { TrendingUp } from 'lucide-react';
import { formatMoney, formatPercent, withSign } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useMarketTrends } from '@/shared/api/market-trends';

export const TRENDS_LOAD_ERROR = 'Unable to load market trends';

/** Every resource's price move over the last 24 hours, biggest first. */
export function MoversCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="24-hour movers"
      icon={<TrendingUp aria-hidden />}
      query={useMarketTrends()}
      texts={TEXTS}
    >
      {(trends) => <MoversTable trends={trends} />}
    </QueryCard>
  );
}

const TEXTS: QueryTexts<MarketTrends> = {
  loading: 'Loading market trends...',
  error: TRENDS_LOAD_ERROR,
  empty: { text: 'The market posts its first prices at the next tick.', when: (trends) => trends.market.tick === 0 },
};

const COLUMNS: readonly Column[] = [
  { label: 'Resource' },
  { label: 'Price', numeric: true },
  { label: '24h change', numeric: true },
];

function MoversTable({ trends }: { trends: MarketTrends }) {
  return (
    <FitTable label="24-hour movers" columns={COLUMNS}>
      {trends.movers.map((m) => {
        const tone = m.change > 0 ? 'good' : m.change < 0 ? 'bad' : 'neutral';
        return (
          <Tr key={m.resourceType}>
            <Td>
              <span className="flex items-center gap-2 font-medium">
                <ResourceIcon type={m.resourceType} className="text-accent" />
                {RESOURCE_NAMES[m.resourceType]}
              </span>
            </Td>
            <Td numeric>
              <span className="font-semibold">{formatMoney(m.price)}</span>
              <span className="block text-xs text-ink-muted">from {formatMoney(m.openPrice)}</span>
            </Td>
            <Td numeric className={toneText[tone]}>
              {withSign(m.changeShare, formatPercent(m.changeShare))}
              <span className="block text-xs">{withSign(m.change, formatMoney(m.change))}</span>
            </Td>
          </Tr>
        );
      })}
    </FitTable>
  );
}
