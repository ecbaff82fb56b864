import { newPartId } from '../factories/part-ids.js';
import { endpoints } from '@forgeworks/contract';
import {
  buildMachine,
  chooseSite,
  extendFloor,
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
import { signedIn } from './common.js';

/** The factory's mutations: each one engine action in one locked transaction. */
export default async function factoryActionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.buildMachine),
    handler: (req) =>
      app.factories.run(req.user!, (state, ctx) => buildMachine(state, { type: req.body.type, id: newPartId() }, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.upgradeMachine),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => upgradeMachine(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.updateMachineCapacities),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => updateMachineCapacities(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.repairMachine),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => repairMachine(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.scheduleMaintenance),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => scheduleMaintenance(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.emergencyRepair),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => emergencyRepair(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.scrapMachine),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => scrapMachine(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.emergencyLoan),
    handler: (req) =>
      app.factories.run(req.user!, (state, ctx) =>
        takeEmergencyLoan(state, { loanAmount: usd(req.body.loanAmount) }, ctx),
      ),
  });
  api.route({
    ...signedIn(app, endpoints.standingOrders),
    handler: (req) => {
      const orders = req.body.orders.map((o) => ({ ...o, minPrice: o.minPrice === null ? null : usd(o.minPrice) }));
      return app.factories.run(req.user!, (state, ctx) => setStandingOrders(state, { orders }, ctx));
    },
  });
  api.route({
    ...signedIn(app, endpoints.autoMaintenance),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => setAutoMaintenance(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.chooseSite),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => chooseSite(state, req.body, ctx)),
  });
  api.route({
    ...signedIn(app, endpoints.extendFloor),
    handler: (req) => app.factories.run(req.user!, (state, ctx) => extendFloor(state, req.body, ctx)),
  });
}
