import { create } from 'zustand';

interface AppUpdateState {
  /** A new version's service worker, installed and waiting for the player to reload. */
  waiting: ServiceWorker | null;
  offer(worker: ServiceWorker): void;
}

/** Whether a new version of the game is ready (shared/lib/service-worker.ts); the shell offers the reload. */
export const useAppUpdate = create<AppUpdateState>()((set) => ({
  waiting: null,
  offer: (worker) => set({ waiting: worker }),
}));
