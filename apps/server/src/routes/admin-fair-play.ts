import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fairPlayReport } from '../exchange/fair-play-report.js';
import { ok, operatorOnly } from './common.js';

/**
 * The operator's fair-play report (docs/security.md, "Fair play"), behind the operator's guard
 * (plugins/app/operators.ts): a player or a script learns nothing of it by asking (404).
 */
export default async function adminFairPlayRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...operatorOnly(app, endpoints.adminFairPlay),
    handler: async () => ok(await fairPlayReport(app.database.db)),
  });
}
