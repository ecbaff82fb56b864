import type { InventoryItem, MarketPrice } from '@forgeworks/contract';
import { ChartNoAxesCombined } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { MARKET } from '@forgeworks/engine';
import { formatMoney, formatPercent, formatUnits } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useMarketPrices } from '@/shared/api/market-prices';
import { formatChange, priceChange, priceChangeTone } from '../lib/sell';

export const MARKET_LOAD_ERROR = 'Unable to load market data';

// A header shortened on a phone, where the columns have less room.
const phoneOrWide = (phone: string, wide: string) => (
  <>
    <span className="sm:hidden">{phone}</span>
    <span className="hidden sm:inline">{wide}</span>
  </>
);

const COLUMNS: readonly Column[] = [
  { label: 'Resource' },
  { label: 'Base price', numeric: true, className: 'hidden sm:table-cell' },
  { label: phoneOrWide('Price', 'Current price'), numeric: true },
  { label: 'Ask', numeric: true, className: 'hidden sm:table-cell' },
  { label: phoneOrWide('Held', 'You hold'), numeric: true },
];

/** Base and current price and ask of every resource, how far the price has moved, and what the player holds. */
export function PriceTableCard({ className }: { className?: string }) {
  const prices = useMarketPrices();
  const factory = useFactory();
  const held = (type: MarketPrice['resourceType']): InventoryItem | undefined =>
    factory.data?.inventory.find((i) => i.type === type);

  return (
    <Card title="Market Prices" icon={<ChartNoAxesCombined aria-hidden />} className={className}>
      {prices.isPending ? (
        <CardLoading text="Loading market prices..." />
      ) : prices.isError ? (
        <CardError message={MARKET_LOAD_ERROR} onRetry={() => void prices.refetch()} />
      ) : prices.data.length === 0 ? (
        <CardEmpty text="No prices posted yet. The market opens with the next tick." />
      ) : (
        <>
          <FitTable label="Market prices" columns={COLUMNS}>
            {prices.data.map((price) => {
              const change = priceChange(price);
              const stock = held(price.resourceType)?.quantity;
              return (
                <Tr key={price.resourceType}>
                  <Td>
                    <span className="flex items-center gap-2 font-medium">
                      <ResourceIcon type={price.resourceType} className="text-accent" />
                      {price.resourceName}
                    </span>
                  </Td>
                  <Td numeric className="hidden text-ink-muted sm:table-cell">
                    {formatMoney(price.buyPrice)}
                  </Td>
                  <Td numeric>
                    <span className="font-semibold">{formatMoney(price.sellPrice)}</span>
                    <span className={`ml-2 text-xs ${toneText[priceChangeTone(change)]}`}>
                      {formatChange(change)}
                      <span className="sr-only"> vs base</span>
                    </span>
                    <span className="block text-xs text-ink-muted sm:hidden">base {formatMoney(price.buyPrice)}</span>
                    <span className="block text-xs text-ink-muted sm:hidden">ask {formatMoney(price.ask)}</span>
                  </Td>
                  <Td numeric className="hidden sm:table-cell">
                    {formatMoney(price.ask)}
                  </Td>
                  <Td numeric>
                    {stock === undefined ? (
                      '—'
                    ) : (
                      <>
                        {formatUnits(stock)}
                        <span className="hidden text-xs text-ink-muted sm:block">
                          worth {formatMoney(Math.floor(stock) * price.sellPrice)}
                        </span>
                      </>
                    )}
                  </Td>
                </Tr>
              );
            })}
          </FitTable>
          <p className="mt-4 text-xs leading-relaxed text-ink-muted">
            Prices move at every tick: each sale by any player pushes a price down and each purchase pushes it up, and
            it drifts back toward base as the pressure fades. The market buys at the current price and sells at the ask,{' '}
            {formatPercent(MARKET.SPREAD)} above it. Power is used as it is made and is never traded. Refreshed every 30
            seconds.
          </p>
        </>
      )}
    </Card>
  );
}
