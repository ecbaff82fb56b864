import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PushOptions } from '../../config.js';
import { EVENTS_CHANNEL, parseNotice } from '../../events/notice.js';
import { allowedEndpoint } from '../../push/endpoints.js';
import { vapidKeys } from '../../push/keys.js';
import type { Window } from '../../push/outbox.js';
import { claimDue, markSent, queueNotifications } from '../../push/outbox.js';
import type { Delivery } from '../../push/sender.js';
import { deliver } from '../../push/sender.js';
import { dropEndpoint, recipients } from '../../push/store.js';

/** Between two looks for messages whose quiet hours ended, and for events a notice did not bring. */
export const PUSH_SWEEP_MS = 30_000;
/** Messages in flight to push services at once, per process. */
const CONCURRENT_SENDS = 16;

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      /** Whether a subscription's address is one the server will send to. */
      allows(endpoint: string): boolean;
      /** Queues and sends now what is due (tests; the notices and the sweep do it otherwise). */
      flush(): Promise<void>;
      /** Messages this process handed to push services, by what they answered (for metrics). */
      deliveries: Record<Delivery, number>;
    };
  }
}

/**
 * Web Push. Every process listens for the same notices as the event streams (a tick finished, a
 * player's action told something): it queues a notification for each new event a device wants,
 * once per event however many processes do it, then claims what is due and sends it, each
 * message by one process at a time, at least once (push/outbox.ts). A sweep every PUSH_SWEEP_MS sends what quiet
 * hours held back and anything a lost notice left queued.
 */
export default fp(async function pushPlugin(app: FastifyInstance, opts: PushOptions) {
  const db = app.database.db;
  const keys = await vapidKeys(db, opts);
  const vapid = { ...keys, subject: opts.subject };
  const deliveries: Record<Delivery, number> = { sent: 0, gone: 0, failed: 0 };

  const sendDue = async () => {
    for (;;) {
      const claimed = await claimDue(db, Date.now());
      if (claimed.length === 0) return;
      const { devices } = await recipients(db, [...new Set(claimed.map((c) => c.userId))]);
      const sends = claimed.flatMap((c) =>
        devices
          .filter((d) => d.userId === c.userId && d.kinds.includes(c.message.kind))
          .map((d) => ({ device: d, message: c.message })),
      );
      let next = 0;
      const worker = async () => {
        while (next < sends.length) {
          const { device, message } = sends[next++]!;
          const { delivery, status } = await deliver(device, message, vapid);
          deliveries[delivery]++;
          if (delivery === 'gone') await dropEndpoint(db, device.endpoint);
          else if (delivery === 'failed')
            app.log.warn({ status, device: device.id, kind: message.kind }, 'push message not taken');
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_SENDS, sends.length) }, worker));
      // Only now: a process that dies before this leaves them to another once its claim runs out.
      await markSent(
        db,
        claimed.map((c) => c.eventId),
      );
      app.log.debug({ messages: claimed.length, sends: sends.length }, 'push messages sent');
    }
  };

  const run = async (window: Window | null) => {
    const from = window ?? { fromTick: (await app.currentTick()) - 1 };
    await queueNotifications(db, from);
    await sendDue();
  };

  // One pass at a time in this process, in the order asked.
  let queue = Promise.resolve();
  const schedule = (window: Window | null) => {
    queue = queue.then(() => run(window)).catch((error: unknown) => app.log.error({ err: error }, 'push not sent'));
    return queue;
  };

  const unlisten = await app.database.listen(EVENTS_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    // A tick's events (and its hour record's) carry its number; an action's, the tick its factory
    // had reached (one before).
    void schedule(notice.kind === 'own' ? { first: notice.first, last: notice.last } : { fromTick: notice.tick - 1 });
  });
  const sweep = setInterval(() => void schedule(null), PUSH_SWEEP_MS);
  sweep.unref();

  app.decorate('push', {
    publicKey: keys.publicKey,
    allows: (endpoint: string) => allowedEndpoint(endpoint, opts.extraOrigins),
    flush: () => schedule(null),
    deliveries,
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await unlisten().catch(() => {});
    await queue;
  });
});
