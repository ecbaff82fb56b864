import { HandCoins } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useMarketPrices } from '@/shared/api/market-prices';
import { useSell } from '@/shared/api/market-trade';
import { useMarketState } from '@/shared/api/market-trends';
import { hasAnythingToSell, sellableStock } from '../lib/sell';
import { SellForm } from './SellForm';

export const NOTHING_TO_SELL = 'No resources available to sell. Build machines to start production!';

/** The sell form over the factory's stock; the factory refreshes after a sale (mutation cache). */
export function SellCard({ className }: { className?: string }) {
  const factory = useFactory();
  const prices = useMarketPrices();
  const market = useMarketState();
  const sell = useSell();
  const stock = factory.data ? sellableStock(factory.data.inventory) : [];

  return (
    <Card title="Sell Resources" icon={<HandCoins aria-hidden />} className={className}>
      {factory.isPending ? (
        <CardLoading text="Loading your stock..." />
      ) : factory.isError ? (
        <CardError message="Failed to load factory data" onRetry={() => void factory.refetch()} />
      ) : !hasAnythingToSell(stock) ? (
        <CardEmpty text={NOTHING_TO_SELL} />
      ) : (
        <SellForm
          stock={stock}
          prices={prices.data ?? []}
          market={market.data}
          pending={sell.isPending}
          error={sell.error ? sell.error.message : null}
          onSell={(body, done) => sell.mutate(body, { onSuccess: done })}
        />
      )}
    </Card>
  );
}
