import { newPartId } from '../factories/part-ids.js';
import {
  ActionResponse,
  AutoMaintenanceBody,
  BuildMachineBody,
  CapacitiesBody,
  LoanBody,
  MachineIdBody,
  MaintenanceBody,
  RepairBody,
  StandingOrdersBody,
} from '@forgeworks/contract';
import {
  buildMachine,
  emergencyRepair,
  repairMachine,
  scheduleMaintenance,
  scrapMachine,
  setAutoMaintenance,
  setStandingOrders,
  takeEmergencyLoan,
  updateMachineCapacities,
  upgradeMachine,
  usd,
} from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { failures, signedIn } from './common.js';

/** The factory's mutations: each one engine action in one locked transaction. */
export default async function factoryActionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = <B extends ZodType>(body: B) =>
    signedIn(app, 'factory', { body, response: { 200: ActionResponse, ...failures } });

  api.post('/api/factory/build-machine', route(BuildMachineBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => buildMachine(state, { type: req.body.type, id: newPartId() }, ctx)),
  );
  api.post('/api/factory/upgrade-machine', route(MachineIdBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => upgradeMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/update-machine-capacities', route(CapacitiesBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => updateMachineCapacities(state, req.body, ctx)),
  );
  api.post('/api/factory/repair-machine', route(RepairBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => repairMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/schedule-maintenance', route(MaintenanceBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => scheduleMaintenance(state, req.body, ctx)),
  );
  api.post('/api/factory/emergency-repair', route(MachineIdBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => emergencyRepair(state, req.body, ctx)),
  );
  api.post('/api/factory/scrap-machine', route(MachineIdBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => scrapMachine(state, req.body, ctx)),
  );
  api.post('/api/factory/emergency-loan', route(LoanBody), (req) =>
    app.factories.run(req.user!, (state, ctx) =>
      takeEmergencyLoan(state, { loanAmount: usd(req.body.loanAmount) }, ctx),
    ),
  );
  // The factory's standing instructions: settings, so PUT (the whole list, or the switch).
  api.put('/api/factory/standing-orders', route(StandingOrdersBody), (req) => {
    const orders = req.body.orders.map((o) => ({ ...o, minPrice: o.minPrice === null ? null : usd(o.minPrice) }));
    return app.factories.run(req.user!, (state, ctx) => setStandingOrders(state, { orders }, ctx));
  });
  api.put('/api/factory/auto-maintenance', route(AutoMaintenanceBody), (req) =>
    app.factories.run(req.user!, (state, ctx) => setAutoMaintenance(state, req.body, ctx)),
  );
}
