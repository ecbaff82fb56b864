import { OUTLOOK_TICKS, RESOURCE_NAMES, STORED_RESOURCES } from '@forgeworks/engine';
import { Telescope } from 'lucide-react';
import { formatMoney, formatPercent, withSign } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useMarketTrends } from '@/shared/api/market-trends';
import { outlookDollars } from '../lib/trends';
import { TRENDS_LOAD_ERROR } from './MoversCard';
import { Sparkline } from './Sparkline';

const COLUMNS: readonly Column[] = [
  { label: 'Resource' },
  { label: 'Now', numeric: true },
  { label: <>In {OUTLOOK_TICKS} ticks</>, numeric: true },
  { label: 'Path', className: 'hidden sm:table-cell' },
];

/** Each resource's expected price over the next ticks if nobody trades, by the market's own recovery rule. */
export function OutlookCard({ className }: { className?: string }) {
  const trends = useMarketTrends();
  return (
    <Card title={`Outlook: the next ${OUTLOOK_TICKS} ticks`} icon={<Telescope aria-hidden />} className={className}>
      {trends.isPending ? (
        <CardLoading text="Loading market trends..." />
      ) : trends.isError ? (
        <CardError message={TRENDS_LOAD_ERROR} onRetry={() => void trends.refetch()} />
      ) : (
        <>
          <FitTable label="Price outlook" columns={COLUMNS}>
            {STORED_RESOURCES.map((r) => {
              const { price, basePrice } = trends.data.market.resources[r];
              const path = outlookDollars(trends.data.market, r);
              const end = path.at(-1) ?? price;
              const share = price > 0 ? end / price - 1 : 0;
              const tone = Math.abs(share) < 0.001 ? 'neutral' : share > 0 ? 'good' : 'bad';
              return (
                <Tr key={r}>
                  <Td>
                    <span className="flex items-center gap-2 font-medium">
                      <ResourceIcon type={r} className="text-accent" />
                      {RESOURCE_NAMES[r]}
                    </span>
                    <span className="block text-xs text-ink-muted">base {formatMoney(basePrice)}</span>
                  </Td>
                  <Td numeric>{formatMoney(price)}</Td>
                  <Td numeric>
                    <span className="font-semibold">{formatMoney(end)}</span>
                    <span className={`block text-xs ${toneText[tone]}`}>{withSign(share, formatPercent(share))}</span>
                  </Td>
                  <Td className="hidden sm:table-cell">
                    <Sparkline values={[price, ...path]} label={`${RESOURCE_NAMES[r]} expected path`} />
                  </Td>
                </Tr>
              );
            })}
          </FitTable>
          <p className="mt-4 text-xs leading-relaxed text-ink-muted">
            If nobody trades: the pressure of sales and purchases fades a little every tick, so a flooded price climbs
            back toward base and a bought-up one eases back down (a price held at its ceiling or floor stays there until
            the pressure has faded enough), and demand drifts back to normal. Any sale or purchase changes the path;
            this is the expected course, not a promise.
          </p>
        </>
      )}
    </Card>
  );
}
