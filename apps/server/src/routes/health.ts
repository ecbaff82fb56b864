import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastTick } from '../tick/runs.js';
import { described, ok } from './common.js';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...described(endpoints.health),
    handler: async () => {
      const last = await lastTick(app.database.db);
      return ok({
        status: 'ok' as const,
        database: app.database.kind,
        tick: { number: last.tick, finished: last.finished },
      });
    },
  });
}
