import type { NotificationKind, PushSettings } from '@forgeworks/contract';
import { call } from './api';

/**
 * This browser's side of Web Push: its permission and its subscription with the browser's push
 * service, told to the game server. Loaded only by the settings page and at sign-out (a dynamic
 * import), never by the gate.
 */

/** Whether this browser can be notified at all (an iPhone only once the game is on its Home Screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The game's service worker, if one runs here (the built game; not `npm run dev`). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Asks the browser for permission, subscribes with the server's key (again, if the server's key
 * changed) and tells the server which kinds this device wants.
 */
export async function turnOn(publicKey: string, kinds: NotificationKind[]): Promise<PushSettings> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error("Notifications are blocked for this site: allow them in the browser's site settings.");
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return saveKinds(subscription, kinds);
}

/** Tells the server the kinds this subscribed device wants. */
export async function saveKinds(subscription: PushSubscription, kinds: NotificationKind[]): Promise<PushSettings> {
  const { endpoint, keys } = subscription.toJSON();
  const { data } = await call('pushSubscribe', {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! }, kinds },
  });
  return data;
}

/** Stops notifications on this device: the server forgets it, then the browser's push service does. */
export async function turnOff(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await call('pushUnsubscribe', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
