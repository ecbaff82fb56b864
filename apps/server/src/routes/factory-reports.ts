import { endpoints } from '@forgeworks/contract';
import {
  laborCosts,
  loanTerms,
  machineEfficiency,
  maintenanceAnalysis,
  operatingCosts,
  planProduction,
  powerGrid,
  profitProjection,
  scrapValue,
  toDollars,
} from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { presentLaborCosts, presentMaintenanceAnalysis, presentOperatingCosts } from '../presenters/reports.js';
import type { Player } from '../factories/service.js';
import { ok, signedIn } from './common.js';

/** Read-only views of the caller's factory, computed by the engine's reports. */
export default async function factoryReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mine = async (user: Player) => (await app.factories.find(user)).state;

  api.route({ ...signedIn(app, endpoints.powerGrid), handler: async (req) => ok(powerGrid(await mine(req.user!))) });

  api.route({
    ...signedIn(app, endpoints.operatingCosts),
    handler: async (req) => {
      const [state, prices] = await Promise.all([mine(req.user!), app.market.prices()]);
      const plan = planProduction(state);
      return ok(presentOperatingCosts(operatingCosts(state, plan), profitProjection(state, prices, plan)));
    },
  });

  api.route({
    ...signedIn(app, endpoints.laborCosts),
    handler: async (req) => ok(presentLaborCosts(laborCosts(await mine(req.user!)))),
  });

  api.route({
    ...signedIn(app, endpoints.machineEfficiency),
    handler: async (req) => ok(machineEfficiency(await mine(req.user!))),
  });

  api.route({
    ...signedIn(app, endpoints.loanTerms),
    handler: async (req) => {
      const [state, prices] = await Promise.all([mine(req.user!), app.market.prices()]);
      const terms = loanTerms(state, prices);
      return ok({ maxLoanAmount: toDollars(terms.maxLoanAmount), interestRate: terms.interestRate });
    },
  });

  api.route({
    ...signedIn(app, endpoints.scrapValue),
    handler: async (req) => {
      const machine = (await mine(req.user!)).machines.find((m) => m.id === req.params.machineId);
      if (!machine) throw new HttpError(404, 'Machine not found');
      return ok({ scrapValue: toDollars(scrapValue(machine)) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.maintenanceAnalysis),
    handler: async (req) => {
      const report = maintenanceAnalysis(await mine(req.user!), req.params.machineId);
      if (!report) throw new HttpError(404, 'Machine not found');
      return ok(presentMaintenanceAnalysis(report));
    },
  });
}
