import { randomUUID } from 'node:crypto';
import {
  ActionResponse,
  BuildMachineBody,
  CapacitiesBody,
  Failure,
  LoanBody,
  MachineIdBody,
  MaintenanceBody,
  RepairBody,
} from '@forgeworks/contract';
import {
  buildMachine,
  emergencyRepair,
  repairMachine,
  scheduleMaintenance,
  scrapMachine,
  takeEmergencyLoan,
  updateMachineCapacities,
  upgradeMachine,
  usd,
} from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { runAction } from '../factories/actions.js';

const failures = { 400: Failure, 401: Failure, 404: Failure, 409: Failure };

/** The factory's mutations: each one engine action in one locked transaction. */
export default async function factoryActionRoutes(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = { onRequest: app.authenticate };
  const schema = <B extends ZodType>(body: B) => ({
    tags: ['factory'],
    security: [{ bearer: [] }],
    body,
    response: { 200: ActionResponse, ...failures },
  });
  const run = (user: { id: string; name: string }, action: Parameters<typeof runAction>[2]) =>
    runAction(app, user, action, opts.tickIntervalMs);

  api.post('/api/factory/build-machine', { ...route, schema: schema(BuildMachineBody) }, (req) =>
    run(req.user!, (state, ctx) => buildMachine(state, { type: req.body.type, id: randomUUID() }, ctx)),
  );
  api.post('/api/factory/upgrade-machine', { ...route, schema: schema(MachineIdBody) }, (req) =>
    run(req.user!, (state, ctx) => upgradeMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/update-machine-capacities', { ...route, schema: schema(CapacitiesBody) }, (req) =>
    run(req.user!, (state, ctx) => updateMachineCapacities(state, req.body, ctx)),
  );
  api.post('/api/factory/repair-machine', { ...route, schema: schema(RepairBody) }, (req) =>
    run(req.user!, (state, ctx) => repairMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/schedule-maintenance', { ...route, schema: schema(MaintenanceBody) }, (req) =>
    run(req.user!, (state, ctx) => scheduleMaintenance(state, req.body, ctx)),
  );
  api.post('/api/factory/emergency-repair', { ...route, schema: schema(MachineIdBody) }, (req) =>
    run(req.user!, (state, ctx) => emergencyRepair(state, req.body, ctx)),
  );
  api.post('/api/factory/scrap-machine', { ...route, schema: schema(MachineIdBody) }, (req) =>
    run(req.user!, (state, ctx) => scrapMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/emergency-loan', { ...route, schema: schema(LoanBody) }, (req) =>
    run(req.user!, (state, ctx) => takeEmergencyLoan(state, { loanAmount: usd(req.body.loanAmount) }, ctx)),
  );
}
