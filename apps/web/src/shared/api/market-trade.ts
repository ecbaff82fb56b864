import { useGameAction } from '@/shared/lib/use-game-action';

/**
 * Trading with the market. Like every game action, a trade refreshes the factory and everything
 * derived from it, the market's prices and trends included (query-client).
 */
export function useSell() {
  return useGameAction('sell');
}

/** Buys from the market at the ask: the Buy form and every "Buy N for $X" offer go through it. */
export function useBuy() {
  return useGameAction('buy');
}
