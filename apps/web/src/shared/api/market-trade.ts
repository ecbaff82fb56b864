import type { BuyBody, SellBody } from '@forgeworks/contract';
import { call } from '@/shared/lib/api';
import { useGameAction } from '@/shared/lib/use-game-action';

/**
 * Trading with the market. Like every game action, a trade refreshes the factory and everything
 * derived from it, the market's prices and trends included (query-client).
 */
export function useSell() {
  return useGameAction({
    action: (body: SellBody) => call('sell', { body }),
    successType: 'sale',
    successFallback: 'Sale completed.',
    failureFallback: 'Failed to sell',
  });
}

/** Buys from the market at the ask: the Buy form and every "Buy N for $X" offer go through it. */
export function useBuy() {
  return useGameAction({
    action: (body: BuyBody) => call('buy', { body }),
    successType: 'purchase',
    successFallback: 'Purchase completed.',
    failureFallback: 'Failed to buy',
  });
}
