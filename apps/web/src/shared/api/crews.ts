import { call } from '@/shared/lib/api';
import { useGameAction } from '@/shared/lib/use-game-action';

/** One request for every missing crew member; the body is empty because the engine picks who goes where. */
export function useHireMissingCrews() {
  return useGameAction('hireMissing', {
    action: () => call('hireMissing', { body: {} }),
  });
}
