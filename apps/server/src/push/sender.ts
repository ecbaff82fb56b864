import type { PushMessage } from '@forgeworks/contract';
import webpush from 'web-push';
import type { VapidKeys } from './keys.js';

/** How long a push service may take to answer one message. */
const SEND_TIMEOUT_MS = 10_000;
/** Kept by the push service this long for a device that is off (seconds): stale beyond it. */
const TIME_TO_LIVE_S = 12 * 3600;

export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: taken, gone for good (404, 410: forget the device), or refused for now. */
export type Delivery = 'sent' | 'gone' | 'failed';

/**
 * Sends one message to one device: web-push encrypts it to the device's keys (RFC 8291,
 * aes128gcm) and signs the request with the server's VAPID key (RFC 8292); the request itself
 * goes by fetch, which speaks to any address the server allowed (endpoints.ts).
 */
export async function deliver(
  device: Device,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
): Promise<{ delivery: Delivery; status?: number }> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TIME_TO_LIVE_S,
      contentEncoding: 'aes128gcm',
    },
  );
  const send = () =>
    fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  let res: Response;
  try {
    res = await send();
  } catch (error) {
    // A kept-alive connection the push service had just closed fails before the request reaches
    // it: once more on a new one. A timeout is not retried: the message may have arrived. At worst
    // a device gets one twice, and its notification (same tag) replaces the first.
    if ((error as Error).name === 'TimeoutError') return { delivery: 'failed' };
    try {
      res = await send();
    } catch {
      return { delivery: 'failed' };
    }
  }
  await res.body?.cancel();
  if (res.ok) return { delivery: 'sent', status: res.status };
  return { delivery: res.status === 404 || res.status === 410 ? 'gone' : 'failed', status: res.status };
}
