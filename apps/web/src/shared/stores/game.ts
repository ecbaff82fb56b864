import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec section 5: capacity is a fraction from 0.25 to 1 (the slider shows 25–100 %), default 1. */
export const MIN_CAPACITY = 0.25;
export const MAX_CAPACITY = 1;
export const DEFAULT_CAPACITY = 1;

export function clampCapacity(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CAPACITY;
  return Math.min(MAX_CAPACITY, Math.max(MIN_CAPACITY, value));
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
    s.capacities[machineId] ?? DEFAULT_CAPACITY;
