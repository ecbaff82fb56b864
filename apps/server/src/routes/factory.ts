import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastTick } from '../tick/runs.js';
import { ok, signedIn } from './common.js';

export default async function factoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.myFactory),
    handler: async (req) => {
      const [record, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      return ok(await app.factories.present(record, Date.now(), prices));
    },
  });

  api.route({
    ...signedIn(app, endpoints.factoryState),
    handler: async (req) => {
      const [record, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      // The random state stays on the server: it would tell the player when machines break.
      const { rng: _secret, ...state } = record.state;
      return ok({ state, prices });
    },
  });

  api.route({
    ...signedIn(app, endpoints.tickInfo),
    handler: async () => {
      const last = await lastTick(app.database.db);
      const nextAt = (last.startedAt?.getTime() ?? Date.now()) + app.tickIntervalMs;
      return ok({
        timeUntilNextTick: Math.max(0, Math.ceil((nextAt - Date.now()) / 1000)),
        tickIntervalMs: app.tickIntervalMs,
        currentTick: last.tick,
      });
    },
  });
}
