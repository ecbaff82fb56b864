import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseEventId } from '../events/hub.js';
import { signedIn } from './common.js';

/** How long a browser waits before reconnecting a dropped stream, in milliseconds. */
export const RECONNECT_MS = 3_000;

/**
 * The player's server-sent event stream (text/event-stream): `tick` and `market` when a tick
 * finishes, then the player's own happenings of that tick (`breakdown`, `repair`, `achievement`,
 * `challenge`, `loan`), those an action of the player's caused as soon as it commits, `replaced`
 * when a newer stream of the player's takes its place, a comment line now
 * and then to keep it open. With `Last-Event-ID`, what the player
 * missed and this process still holds comes first.
 */
export default async function eventRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...signedIn(app, endpoints.events),
    handler: async (request, reply) => {
      const lastSeen = parseEventId(request.headers['last-event-id'] as string | undefined);
      reply.hijack();
      const res = reply.raw;
      let remove = () => {};
      res.on('close', () => remove());
      // A write to a connection already gone must not become an uncaught error.
      res.on('error', () => remove());
      // The player may have gone while the session was checked.
      if (res.destroyed) return;
      // The security headers set so far stay; what Fastify's onSend hooks would add is said here.
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n\n`);
      remove = app.events.open(
        {
          userId: request.user!.id,
          sessionId: request.user!.session.id,
          write: (frame) => {
            if (!res.writableEnded && !res.destroyed) res.write(frame);
          },
          end: () => {
            if (!res.writableEnded) res.end();
          },
        },
        lastSeen,
      );
    },
  });
}
