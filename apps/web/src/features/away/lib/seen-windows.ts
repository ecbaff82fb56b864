import type { AwaySummary } from '@forgeworks/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** An away window's identity: where it ends (its tick and the time of the return). */
export function windowKey(summary: Pick<AwaySummary, 'to'>): string {
  return `${summary.to.tick}@${summary.to.at}`;
}

interface SeenWindows {
  /** The last window whose summary the player closed; a newer one opens by itself again. */
  dismissed: string | null;
  dismiss: (key: string) => void;
}

export const useSeenWindows = create<SeenWindows>()(
  persist((set) => ({ dismissed: null, dismiss: (key) => set({ dismissed: key }) }), {
    name: 'forgeworks-away',
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ dismissed: s.dismissed }),
  }),
);
