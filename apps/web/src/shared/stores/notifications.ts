import { create } from 'zustand';

export type NotificationType =
  'error' | 'breakdown' | 'sale' | 'production' | 'success' | 'maintenance' | 'warning' | 'purchase' | 'default';

export type NotificationStyle = 'error' | 'success' | 'warning' | 'info';

/** Spec section 2: how each type is shown. */
export const NOTIFICATION_STYLE: Record<NotificationType, NotificationStyle> = {
  error: 'error',
  breakdown: 'error',
  sale: 'success',
  production: 'success',
  success: 'success',
  maintenance: 'warning',
  warning: 'warning',
  purchase: 'info',
  default: 'info',
};

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  /** When it was raised, ms since the epoch. */
  timestamp: number;
}

/** Spec section 9: at most 10 kept, each lasting 5 s. */
export const MAX_NOTIFICATIONS = 10;
export const NOTIFICATION_LIFETIME_MS = 5_000;

interface NotificationsState {
  /** Newest first. */
  notifications: AppNotification[];
  notify: (type: NotificationType, message: string) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function stopTimer(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export const useNotifications = create<NotificationsState>()((set, get) => ({
  notifications: [],
  notify: (type, message) => {
    sequence += 1;
    const id = `n${sequence}-${Date.now()}`;
    const next = [{ id, type, message, timestamp: Date.now() }, ...get().notifications];
    for (const dropped of next.slice(MAX_NOTIFICATIONS)) stopTimer(dropped.id);
    set({ notifications: next.slice(0, MAX_NOTIFICATIONS) });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), NOTIFICATION_LIFETIME_MS),
    );
    return id;
  },
  dismiss: (id) => {
    stopTimer(id);
    set((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) }));
  },
  clear: () => {
    for (const id of timers.keys()) stopTimer(id);
    set({ notifications: [] });
  },
}));

/** Raise a notification from anywhere (event handlers, mutation callbacks). */
export function notify(type: NotificationType, message: string): string {
  return useNotifications.getState().notify(type, message);
}
