import { ShoppingCart } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { useMarketPrices } from '@/shared/api/market-prices';
import { useBuy } from '@/shared/api/market-trade';
import { useMarketState } from '@/shared/api/market-trends';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { MARKET_LOAD_ERROR } from './PriceTableCard';
import { BuyForm } from './BuyForm';

/** The buy form over the market's asks and the factory's cash; the factory refreshes after a purchase. */
export function BuyCard({ className }: { className?: string }) {
  const factory = useFactory();
  const prices = useMarketPrices();
  const market = useMarketState();
  const buy = useBuy();

  return (
    <Card title="Buy Resources" icon={<ShoppingCart aria-hidden />} className={className}>
      {factory.isPending || prices.isPending ? (
        <CardLoading text="Loading the market..." />
      ) : factory.isError ? (
        <CardError message="Failed to load factory data" onRetry={() => void factory.refetch()} />
      ) : prices.isError ? (
        <CardError message={MARKET_LOAD_ERROR} onRetry={() => void prices.refetch()} />
      ) : (
        <BuyForm
          prices={prices.data}
          market={market.data}
          cash={factory.data.cash}
          site={factory.data.site}
          standingOrders={factory.data.standingOrders}
          pending={buy.isPending}
          error={buy.error ? buy.error.message : null}
          onBuy={(body, done) => buy.mutate(body, { onSuccess: done })}
        />
      )}
    </Card>
  );
}
