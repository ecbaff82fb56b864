import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { knownTimeZone } from '../push/quiet-hours.js';
import { pushSettings, setQuietHours, subscribe, unsubscribe } from '../push/store.js';
import { ok, signedIn } from './common.js';

/** Notifications on the player's devices (Web Push): Account settings turns them on and picks what they tell. */
export default async function pushRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const settings = (userId: string) => pushSettings(db, userId, app.push.publicKey);

  api.route({
    ...signedIn(app, endpoints.pushSettings),
    handler: async (request) => ok(await settings(request.user!.id)),
  });

  api.route({
    ...signedIn(app, endpoints.pushSubscribe),
    handler: async (request) => {
      if (!app.push.allows(request.body.endpoint))
        throw new HttpError(400, "endpoint: is not a browser's push service");
      const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
      await subscribe(db, request.user!.id, request.body, userAgent);
      return ok(await settings(request.user!.id), 'Notifications are on for this device');
    },
  });

  api.route({
    ...signedIn(app, endpoints.pushUnsubscribe),
    handler: async (request) => {
      const removed = await unsubscribe(db, request.user!.id, request.body.endpoint);
      return ok({ removed }, removed > 0 ? 'Notifications are off for this device' : undefined);
    },
  });

  api.route({
    ...signedIn(app, endpoints.quietHours),
    handler: async (request) => {
      const { quietHours } = request.body;
      if (quietHours && !knownTimeZone(quietHours.timeZone))
        throw new HttpError(400, 'quietHours.timeZone: is not a time zone');
      await setQuietHours(db, request.user!.id, quietHours);
      return ok(await settings(request.user!.id), quietHours ? 'Quiet hours saved' : 'Quiet hours off');
    },
  });
}
