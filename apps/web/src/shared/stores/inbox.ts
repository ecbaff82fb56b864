import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { NotificationType } from './notifications';

/** One of the player's own events, as the bell keeps it. */
export interface InboxItem {
  /** The stream's event id: a replayed event is not kept twice. */
  id: string;
  type: NotificationType;
  message: string;
  /** When it reached this page, ms since the epoch. */
  timestamp: number;
  read: boolean;
  /** Where to see more (a page of the game), when there is such a place. */
  href?: string;
}

/** The bell keeps each player's last MAX_INBOX events. */
export const MAX_INBOX = 50;
export const INBOX_STORAGE_KEY = 'forgeworks-inbox';

interface InboxState {
  /** Each player's events on this device, newest first. */
  byPlayer: Record<string, InboxItem[]>;
  /**
   * The id of the last event of any kind each player's stream brought to this device: a page opened
   * later asks the server for what came after it, so a fill while the game was closed still
   * reaches the bell (as far as the server's replay reaches back).
   */
  lastSeen: Record<string, string>;
  /** Notes the id of an event a player's stream brought. */
  see: (playerId: string, id: string) => void;
  /** Keeps an event of `playerId`'s; answers false when it was already kept (a replay). */
  add: (playerId: string, item: Omit<InboxItem, 'read'>) => boolean;
  markAllRead: (playerId: string) => void;
  /** Drops a player's events from this device (they signed out of it). */
  forget: (playerId: string) => void;
}

export const useInbox = create<InboxState>()(
  persist(
    (set, get) => ({
      byPlayer: {},
      lastSeen: {},
      see: (playerId, id) => {
        if (get().lastSeen[playerId] !== id) set((s) => ({ lastSeen: { ...s.lastSeen, [playerId]: id } }));
      },
      add: (playerId, item) => {
        const items = get().byPlayer[playerId] ?? [];
        if (items.some((i) => i.id === item.id)) return false;
        set((s) => ({
          byPlayer: { ...s.byPlayer, [playerId]: [{ ...item, read: false }, ...items].slice(0, MAX_INBOX) },
        }));
        return true;
      },
      markAllRead: (playerId) =>
        set((s) => {
          const items = s.byPlayer[playerId];
          if (!items?.some((i) => !i.read)) return s;
          return { byPlayer: { ...s.byPlayer, [playerId]: items.map((i) => (i.read ? i : { ...i, read: true })) } };
        }),
      forget: (playerId) =>
        set((s) => {
          const { [playerId]: _forgotten, ...rest } = s.byPlayer;
          const { [playerId]: _seen, ...seen } = s.lastSeen;
          return { byPlayer: rest, lastSeen: seen };
        }),
    }),
    { name: INBOX_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

const NONE: InboxItem[] = [];

/** The player's kept events, newest first (none when signed out). */
export const useInboxItems = (playerId: string | undefined): InboxItem[] =>
  useInbox((s) => (playerId ? (s.byPlayer[playerId] ?? NONE) : NONE));
