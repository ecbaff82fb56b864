import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { fairPlayReport } from '../exchange/fair-play-report.js';
import { carriesToken } from '../operator-token.js';
import { described, ok, security } from './common.js';

/**
 * The operator's fair-play report (docs/security.md, "Fair play"). Registered only when ADMIN_TOKEN
 * is set, and without the token it answers as a path that does not exist (404): a player learns
 * nothing of it by asking.
 */
export default async function adminFairPlayRoutes(app: FastifyInstance, opts: { adminToken: string }) {
  const { schema, ...route } = described(endpoints.adminFairPlay);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...route,
    schema: { ...schema, security },
    handler: async (request) => {
      if (!carriesToken(request.headers.authorization, opts.adminToken))
        throw new HttpError(404, `Not found: ${request.method} ${endpoints.adminFairPlay.path}`);
      return ok(await fairPlayReport(app.database.db));
    },
  });
}
