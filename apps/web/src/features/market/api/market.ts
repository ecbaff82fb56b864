import { useGameAction } from '@/shared/lib/use-game-action';

/** Replaces the factory's standing sell orders; the factory refreshes after it (mutation cache). */
export function useSetStandingOrders() {
  return useGameAction('standingOrders');
}
