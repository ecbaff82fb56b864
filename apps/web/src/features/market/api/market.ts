import type { StandingOrdersBody } from '@forgeworks/contract';
import { call } from '@/shared/lib/api';
import { useGameAction } from '@/shared/lib/use-game-action';

/** Replaces the factory's standing sell orders; the factory refreshes after it (mutation cache). */
export function useSetStandingOrders() {
  return useGameAction({
    action: (body: StandingOrdersBody) => call('standingOrders', { body }),
    successFallback: 'Standing sell orders saved.',
    failureFallback: 'Failed to save standing sell orders',
  });
}
