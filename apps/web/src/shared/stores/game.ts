import { CAPACITY } from '@forgeworks/engine';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Within the engine's bounds (spec section 5: 0.25 to 1, the slider shows 25–100 %); the default when not a number. */
export function clampCapacity(value: number): number {
  if (!Number.isFinite(value)) return CAPACITY.DEFAULT;
  return Math.min(CAPACITY.MAX, Math.max(CAPACITY.MIN, value));
}

export interface GameState {
  /** Per-machine capacity the player chose, by machine id; a missing id means the default. */
  capacities: Record<string, number>;
  setCapacity: (machineId: string, value: number) => void;
  /** Drops a machine's setting (after it is scrapped). */
  forgetMachine: (machineId: string) => void;
}

/** The spec's storage name, exactly. */
export const GAME_STORAGE_KEY = 'game-storage';

export const useGameStore = create<GameState>()(
  persist(
    (set) => ({
      capacities: {},
      setCapacity: (machineId, value) =>
        set((s) => ({ capacities: { ...s.capacities, [machineId]: clampCapacity(value) } })),
      forgetMachine: (machineId) =>
        set((s) => {
          const { [machineId]: _removed, ...rest } = s.capacities;
          return { capacities: rest };
        }),
    }),
    {
      name: GAME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ capacities: s.capacities }),
    },
  ),
);

/** Selector: the capacity for one machine, the default when none was set. */
export const selectCapacity =
  (machineId: string) =>
  (s: GameState): number =>
    s.capacities[machineId] ?? CAPACITY.DEFAULT;
