import { HealthResponse } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastTick } from '../tick/run-tick.js';
import { ok } from './common.js';

export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { tags: ['operations'], response: { 200: HealthResponse } } }, async () => {
      const last = await lastTick(app.database.db);
      return ok({
        status: 'ok' as const,
        database: app.database.kind,
        tick: { number: last.tick, finished: last.finished },
      });
    });
}
