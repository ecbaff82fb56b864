import { newPartId } from '../factories/part-ids.js';
import { endpoints } from '@forgeworks/contract';
import {
  assignWorker,
  dismissWorker,
  hireMissingCrews,
  hireWorker,
  hiringCosts,
  workforceAnalysis,
} from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentHiringCosts, presentWorker } from '../presenters/reports.js';
import { ok, signedIn } from './common.js';

export default async function workerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.workers),
    handler: async (req) => ok((await app.factories.find(req.user!)).state.workers.map(presentWorker)),
  });
  api.route({
    ...signedIn(app, endpoints.workforceAnalysis),
    handler: async (req) => {
      const analysis = workforceAnalysis((await app.factories.find(req.user!)).state);
      return ok({ ...analysis, totalSalaryCost: analysis.totalSalaryCost / 100 });
    },
  });
  api.route({
    ...signedIn(app, endpoints.hiringCosts),
    handler: async () => ok(presentHiringCosts(hiringCosts())),
  });
  api.route({
    ...signedIn(app, endpoints.hire),
    handler: (req) =>
      app.factories.run(req.user!, (state, ctx) => hireWorker(state, { id: newPartId(), ...req.body }, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.hireMissing),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => hireMissingCrews(state, { newId: newPartId }, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.dismiss),
    handler: (req) =>
      app.factories.run(req.user!, (state, ctx) => dismissWorker(state, { workerId: req.params.id }, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.assign),
    handler: (req) =>
      app.factories.run(req.user!, (state, ctx) =>
        assignWorker(state, { workerId: req.params.id, machineId: req.body.machineId }, ctx),
      ),
  });
}
