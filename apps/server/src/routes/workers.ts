import { newPartId } from '../factories/part-ids.js';
import {
  ActionResponse,
  AssignBody,
  Failure,
  HireBody,
  HireMissingBody,
  HiringCostsResponse,
  IdParams,
  WorkersResponse,
  WorkforceAnalysisResponse,
} from '@forgeworks/contract';
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
import { failures, ok, signedIn } from './common.js';

export default async function workerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const action = { 200: ActionResponse, ...failures };

  api.get('/api/workers', signedIn(app, 'workers', { response: { 200: WorkersResponse, 401: Failure } }), async (req) =>
    ok((await app.factories.find(req.user!)).state.workers.map(presentWorker)),
  );
  api.get(
    '/api/workers/analysis',
    signedIn(app, 'workers', { response: { 200: WorkforceAnalysisResponse, 401: Failure } }),
    async (req) => {
      const analysis = workforceAnalysis((await app.factories.find(req.user!)).state);
      return ok({ ...analysis, totalSalaryCost: analysis.totalSalaryCost / 100 });
    },
  );
  api.get(
    '/api/workers/hiring-costs',
    signedIn(app, 'workers', { response: { 200: HiringCostsResponse, 401: Failure } }),
    async () => ok(presentHiringCosts(hiringCosts())),
  );
  api.post('/api/workers/hire', signedIn(app, 'workers', { body: HireBody, response: action }), (req) =>
    app.factories.run(req.user!, (state, ctx) => hireWorker(state, { id: newPartId(), ...req.body }, ctx)),
  );
  api.post('/api/workers/hire-missing', signedIn(app, 'workers', { body: HireMissingBody, response: action }), (req) =>
    app.factories.run(req.user!, (state, ctx) => hireMissingCrews(state, { newId: newPartId }, ctx)),
  );
  api.delete('/api/workers/:id', signedIn(app, 'workers', { params: IdParams, response: action }), (req) =>
    app.factories.run(req.user!, (state, ctx) => dismissWorker(state, { workerId: req.params.id }, ctx)),
  );
  api.patch(
    '/api/workers/:id/assign',
    signedIn(app, 'workers', { params: IdParams, body: AssignBody, response: action }),
    (req) =>
      app.factories.run(req.user!, (state, ctx) =>
        assignWorker(state, { workerId: req.params.id, machineId: req.body.machineId }, ctx),
      ),
  );
}
