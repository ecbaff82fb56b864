import { HealthResponse } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function healthRoutes(app: FastifyInstance, opts: { engine: 'pglite' | 'postgres' }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { tags: ['operations'], response: { 200: HealthResponse } } }, async () => ({
      success: true as const,
      data: { status: 'ok' as const, database: opts.engine },
    }));
}
