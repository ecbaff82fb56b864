import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UiState {
  sidebarCollapsed: boolean;
  /** Sidebar groups the player folded away (all open by default). */
  closedGroups: string[];
  toggleSidebar: () => void;
  toggleGroup: (id: string) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sidebarCollapsed: false,
      closedGroups: [],
      toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
      toggleGroup: (id) =>
        set((s) => ({
          closedGroups: s.closedGroups.includes(id) ? s.closedGroups.filter((g) => g !== id) : [...s.closedGroups, id],
        })),
    }),
    {
      name: 'forgeworks-ui',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ sidebarCollapsed: s.sidebarCollapsed, closedGroups: s.closedGroups }),
    },
  ),
);
