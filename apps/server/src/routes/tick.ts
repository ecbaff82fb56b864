import { timingSafeEqual } from 'node:crypto';
import { Failure } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { lastTick, runTick } from '../tick/run-tick.js';

const TickInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({ timeUntilNextTick: z.number(), tickIntervalMs: z.number(), currentTick: z.number() }),
});
const AdminTickResponse = z.object({
  success: z.literal(true),
  data: z.object({ tickNumber: z.number(), factories: z.number(), ms: z.number() }),
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default async function tickRoutes(app: FastifyInstance, opts: { tickIntervalMs: number; adminToken?: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/factory/tick-info',
    {
      onRequest: app.authenticate,
      schema: { tags: ['factory'], security: [{ bearer: [] }], response: { 200: TickInfoResponse, 401: Failure } },
    },
    async () => {
      const last = await lastTick(app.database.db);
      const nextAt = (last.startedAt?.getTime() ?? Date.now()) + opts.tickIntervalMs;
      return {
        success: true as const,
        data: {
          timeUntilNextTick: Math.max(0, Math.ceil((nextAt - Date.now()) / 1000)),
          tickIntervalMs: opts.tickIntervalMs,
          currentTick: last.tick,
        },
      };
    },
  );

  // Without ADMIN_TOKEN the route does not exist at all (404).
  const adminToken = opts.adminToken;
  if (!adminToken) return;
  api.post(
    '/api/admin/tick',
    {
      schema: { tags: ['operations'], security: [{ bearer: [] }], response: { 200: AdminTickResponse, 401: Failure } },
    },
    async (request) => {
      const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!sameToken(given, adminToken)) throw new HttpError(401, 'Authentication required');
      const last = await lastTick(app.database.db);
      const report = await runTick(app.database.db, last.tick + 1, { now: Date.now(), tickMs: opts.tickIntervalMs });
      return { success: true as const, data: report };
    },
  );
}
