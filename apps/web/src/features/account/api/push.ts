import type { NotificationKind, PushSettings, QuietHours } from '@forgeworks/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { notify } from '@/shared/stores/notifications';

/** The player's notification settings, and this browser's own state: what the card shows. */
export interface PushState extends PushSettings {
  supported: boolean;
  /** Served over HTTPS (or on localhost): browsers offer workers and push nowhere else. */
  secure: boolean;
  permission: NotificationPermission | 'unsupported';
  /** This browser's subscription, when the server has it among the player's devices. */
  device: { endpoint: string; kinds: NotificationKind[] } | null;
}

const device = () => import('@/shared/lib/push-device');

async function pushState(signal: AbortSignal): Promise<PushState> {
  const [settings, { pushSupported, deviceSubscription }] = await Promise.all([
    dataOf('pushSettings', { signal }),
    device(),
  ]);
  const supported = pushSupported();
  const subscription = supported ? await deviceSubscription() : null;
  const known = subscription && settings.devices.find((d) => d.endpoint === subscription.endpoint);
  return {
    ...settings,
    supported,
    secure: window.isSecureContext,
    permission: supported ? Notification.permission : 'unsupported',
    device: known ? { endpoint: known.endpoint, kinds: known.kinds } : null,
  };
}

export const pushQueryOptions = queryOptions({
  queryKey: queryKeys.push,
  queryFn: ({ signal }) => pushState(signal),
});

export function usePushState() {
  return useAuthedQuery(pushQueryOptions);
}

/** A change of the notification settings: the card reads them again once done. */
function usePushChange<TVars>(mutationFn: (vars: TVars) => Promise<unknown>, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { invalidatesFactory: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push }),
    onSuccess: () => done && notify('success', done),
  });
}

/** Turns notifications on for this device with these kinds, or changes its kinds. */
export function useTurnOn() {
  return usePushChange(
    async ({ publicKey, kinds }: { publicKey: string; kinds: NotificationKind[] }) =>
      (await device()).turnOn(publicKey, kinds),
    'Notifications are on for this device',
  );
}

export function useSaveKinds() {
  return usePushChange(async (kinds: NotificationKind[]) => {
    const { deviceSubscription, saveKinds } = await device();
    const subscription = await deviceSubscription();
    if (!subscription) throw new Error('Notifications are off on this device');
    return saveKinds(subscription, kinds);
  });
}

export function useTurnOff() {
  return usePushChange(async () => (await device()).turnOff(), 'Notifications are off for this device');
}

export function useSaveQuietHours() {
  return usePushChange(
    (quietHours: QuietHours | null) => call('quietHours', { body: { quietHours } }),
    'Quiet hours saved',
  );
}
