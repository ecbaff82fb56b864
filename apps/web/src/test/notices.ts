import { expect, vi } from 'vitest';
import { useNotifications } from '@/shared/stores/notifications';

/** Waits until the newest notice is a `type` notice saying `message`. */
export const toldNotice = (type: string, message: string) =>
  vi.waitFor(() => expect(useNotifications.getState().notifications[0]).toMatchObject({ type, message }));
