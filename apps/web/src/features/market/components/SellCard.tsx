import { HandCoins } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { useMarketPrices } from '@/shared/api/market-prices';
import { useSell } from '@/shared/api/market-trade';
import { useMarketState } from '@/shared/api/market-trends';
import { QueryCard } from '@/shared/ui/QueryCard';
import { hasAnythingToSell, sellableStock } from '../lib/sell';
import { SellForm } from './SellForm';

export const NOTHING_TO_SELL = 'No resources available to sell. Build machines to start production!';

/** The sell form over the factory's stock; the factory refreshes after a sale (mutation cache). */
export function SellCard({ className }: { className?: string }) {
  const factory = useFactory();
  const prices = useMarketPrices();
  const market = useMarketState();
  const sell = useSell();

  return (
    <QueryCard
      title="Sell Resources"
      icon={<HandCoins aria-hidden />}
      className={className}
      query={factory}
      texts={{
        loading: 'Loading your stock...',
        error: 'Failed to load factory data',
        empty: { text: NOTHING_TO_SELL, when: (f) => !hasAnythingToSell(sellableStock(f.inventory)) },
      }}
    >
      {(f) => (
        <SellForm
          stock={sellableStock(f.inventory)}
          prices={prices.data ?? []}
          market={market.data}
          pending={sell.isPending}
          error={sell.error ? sell.error.message : null}
          onSell={(body, done) => sell.mutate(body, { onSuccess: done })}
        />
      )}
    </QueryCard>
  );
}
