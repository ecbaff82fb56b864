import { useGameAction } from '@/shared/lib/use-game-action';

/** Chooses the factory's site (free the first time) or moves it (paid): POST /api/factory/site. */
export function useChooseSite() {
  return useGameAction('chooseSite');
}
