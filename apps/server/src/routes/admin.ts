import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAction } from '../moderation/audit.js';
import { finishInterruptedTick } from '../tick/scheduler.js';
import { ok, operatorOnly } from './common.js';

/**
 * Runs the next tick now, for scripts and tests; registered only when ADMIN_TOKEN is set, so
 * without it the route does not exist. Behind the operator's guard as every admin route: a 404 to a
 * player. Each tick run so is in the audit.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...operatorOnly(app, endpoints.adminTick),
    handler: async (request) => {
      const last = await finishInterruptedTick({ db: app.database.db, log: app.log, tickNow: app.tickNow });
      const report = await app.tickNow(last.tick + 1);
      await recordAction(app.database.db, {
        operator: request.operator!,
        action: 'tick',
        factory: null,
        detail: `tick ${report.tickNumber}`,
      });
      return ok(report);
    },
  });
}
