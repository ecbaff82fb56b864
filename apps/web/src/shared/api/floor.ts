import { useGameAction } from '@/shared/lib/use-game-action';

/** Extends the factory's floor by the engine's next extension, at its cost: POST /api/factory/floor. */
export function useExtendFloor() {
  return useGameAction('extendFloor');
}
