import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { PushMessage } from '@forgeworks/contract';
import { BASE_URL } from '../env';

/** A device of the push service stand-in: its address and the keys the browser would hold. */
interface StandInDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Chromium here has no route to its push service (Google's), so `pushManager.subscribe` cannot
 * register. This gives every page of the context a PushManager whose subscription is the
 * stand-in's device, remembered across reloads as a real one is: the page's own code asks the
 * permission, subscribes with the server's key and tells the server, as it would for real; the
 * server then sends to the stand-in, which decrypts what it receives.
 */
export async function pushServiceOf(context: BrowserContext, device: StandInDevice): Promise<void> {
  await context.addInitScript((d: StandInDevice) => {
    const KEY = 'e2e-push-subscription';
    const bytes = (base64: string) =>
      Uint8Array.from(atob(base64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const subscription = (serverKey: string) => ({
      endpoint: d.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
      getKey: (name: string) => bytes(name === 'p256dh' ? d.keys.p256dh : d.keys.auth),
      toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: d.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const toBase64 = (key: BufferSource) =>
      btoa(String.fromCharCode(...new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = toBase64(options!.applicationServerKey as BufferSource);
      localStorage.setItem(KEY, key);
      return subscription(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEY);
      return (key ? subscription(key) : null) as unknown as PushSubscription | null;
    };
  }, device);
}

/** The server key the page subscribed with, as the page stored it. */
export const subscribedKey = (page: Page) => page.evaluate(() => localStorage.getItem('e2e-push-subscription'));

/** The id of the game's service worker registration, as the DevTools protocol knows it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Hands a push message to the page's service worker as its push service would (DevTools' "Push"). */
export async function deliverPush(page: Page, message: PushMessage): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const id = await registrationId(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: id,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
}

/**
 * Clicks the notification shown, in the service worker. No protocol clicks a notification, so the
 * worker gets the event the browser would send; an event not made by the browser cannot hold the
 * worker open (waitUntil refuses it), but the page is opened all the same.
 */
export async function clickNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
}

/** Waits until the game's service worker controls the page (its first visit installs it). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
