import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { carriesToken } from '../operator-token.js';
import { finishInterruptedTick } from '../tick/scheduler.js';
import { described, ok, security } from './common.js';

/** Operator calls; registered only when ADMIN_TOKEN is set, so without it they do not exist (404). */
export default async function adminRoutes(app: FastifyInstance, opts: { adminToken: string }) {
  const { schema, ...route } = described(endpoints.adminTick);
  // The operator's token, not a player's session: checked here, not by app.authenticate.
  app.withTypeProvider<ZodTypeProvider>().route({
    ...route,
    schema: { tags: schema.tags, security, response: schema.response },
    handler: async (request) => {
      if (!carriesToken(request.headers.authorization, opts.adminToken))
        throw new HttpError(401, 'Authentication required');
      const last = await finishInterruptedTick(app);
      const report = await app.tickNow(last.tick + 1);
      return ok(report);
    },
  });
}
