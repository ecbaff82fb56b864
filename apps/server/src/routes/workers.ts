import { randomUUID } from 'node:crypto';
import { ActionResponse, AssignBody, Failure, HireBody, IdParams } from '@forgeworks/contract';
import { assignWorker, dismissWorker, hireWorker } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runAction } from '../factories/actions.js';

const response = { 200: ActionResponse, 400: Failure, 401: Failure, 404: Failure, 409: Failure };

export default async function workerRoutes(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const tags = ['workers'];
  const security = [{ bearer: [] }];
  const run = (user: { id: string; name: string }, action: Parameters<typeof runAction>[2]) =>
    runAction(app, user, action, opts.tickIntervalMs);

  api.post('/api/workers/hire', { ...base, schema: { tags, security, body: HireBody, response } }, (req) =>
    run(req.user!, (state, ctx) => hireWorker(state, { id: randomUUID(), ...req.body }, ctx)),
  );
  api.delete('/api/workers/:id', { ...base, schema: { tags, security, params: IdParams, response } }, (req) =>
    run(req.user!, (state, ctx) => dismissWorker(state, { workerId: req.params.id }, ctx)),
  );
  api.patch(
    '/api/workers/:id/assign',
    { ...base, schema: { tags, security, params: IdParams, body: AssignBody, response } },
    (req) =>
      run(req.user!, (state, ctx) =>
        assignWorker(state, { workerId: req.params.id, machineId: req.body.machineId }, ctx),
      ),
  );
}
