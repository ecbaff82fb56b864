import type { Factory } from '@forgeworks/contract';
import { HandCoins } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { useMarketPrices } from '@/shared/api/market-prices';
import { useSell } from '@/shared/api/market-trade';
import { useMarketState } from '@/shared/api/market-trends';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { hasAnythingToSell, sellableStock } from '../lib/sell';
import { SellForm } from './SellForm';

export const NOTHING_TO_SELL = 'No resources available to sell. Build machines to start production!';

const TEXTS: QueryTexts<Factory> = {
  loading: 'Loading your stock...',
  error: 'Failed to load factory data',
  empty: { text: NOTHING_TO_SELL, when: (factory) => !hasAnythingToSell(sellableStock(factory.inventory)) },
};

/** The sell form over the factory's stock; the factory refreshes after a sale (mutation cache). */
export function SellCard(props: { className?: string }) {
  const prices = useMarketPrices();
  const market = useMarketState();
  const sell = useSell();

  return (
    <QueryCard {...props} title="Sell Resources" icon={<HandCoins aria-hidden />} query={useFactory()} texts={TEXTS}>
      {(factory) => (
        <SellForm
          stock={sellableStock(factory.inventory)}
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
