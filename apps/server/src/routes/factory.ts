import { Failure, FactoryResponse } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastTick } from '../tick/run-tick.js';
import { presentFactory } from '../factories/presenter.js';
import { findOrCreateFactory } from '../factories/repository.js';

export default async function factoryRoutes(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/factory/my-factory',
    {
      onRequest: app.authenticate,
      schema: { tags: ['factory'], security: [{ bearer: [] }], response: { 200: FactoryResponse, 401: Failure } },
    },
    async (request) => {
      const user = request.user!;
      // Until the tick scheduler lands, new factories start at tick 0.
      const record = await findOrCreateFactory(app.database.db, user, (await lastTick(app.database.db)).tick);
      return { success: true as const, data: presentFactory(record, Date.now(), opts.tickIntervalMs) };
    },
  );
}
