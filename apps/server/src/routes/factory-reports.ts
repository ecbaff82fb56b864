import {
  Failure,
  LaborCostsResponse,
  LoanTermsResponse,
  MachineEfficiencyResponse,
  MaintenanceAnalysisResponse,
  OperatingCostsResponse,
  PowerGridResponse,
  ScrapValueResponse,
} from '@forgeworks/contract';
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
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { presentLaborCosts, presentMaintenanceAnalysis, presentOperatingCosts } from '../presenters/reports.js';
import type { Player } from '../factories/service.js';
import { ok, signedIn } from './common.js';

export const MachineParams = z.object({ machineId: z.string().min(1).max(64) });

/** Read-only views of the caller's factory, computed by the engine's reports. */
export default async function factoryReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mine = async (user: Player) => (await app.factories.find(user)).state;
  const read = (response: z.ZodType) => signedIn(app, 'factory', { response: { 200: response, 401: Failure } });
  const readMachine = (response: z.ZodType) =>
    signedIn(app, 'factory', { params: MachineParams, response: { 200: response, 401: Failure, 404: Failure } });

  api.get('/api/factory/power-grid-status', read(PowerGridResponse), async (req) =>
    ok(powerGrid(await mine(req.user!))),
  );

  api.get('/api/factory/operating-costs', read(OperatingCostsResponse), async (req) => {
    const [state, prices] = await Promise.all([mine(req.user!), app.market.prices()]);
    const plan = planProduction(state);
    return ok(presentOperatingCosts(operatingCosts(state, plan), profitProjection(state, prices, plan)));
  });

  api.get('/api/factory/labor-costs', read(LaborCostsResponse), async (req) =>
    ok(presentLaborCosts(laborCosts(await mine(req.user!)))),
  );

  api.get('/api/factory/machine-efficiency', read(MachineEfficiencyResponse), async (req) =>
    ok(machineEfficiency(await mine(req.user!))),
  );

  api.get('/api/factory/loan-terms', read(LoanTermsResponse), async (req) => {
    const [state, prices] = await Promise.all([mine(req.user!), app.market.prices()]);
    const terms = loanTerms(state, prices);
    return ok({ maxLoanAmount: toDollars(terms.maxLoanAmount), interestRate: terms.interestRate });
  });

  api.get('/api/factory/scrap-value/:machineId', readMachine(ScrapValueResponse), async (req) => {
    const machine = (await mine(req.user!)).machines.find((m) => m.id === req.params.machineId);
    if (!machine) throw new HttpError(404, 'Machine not found');
    return ok({ scrapValue: toDollars(scrapValue(machine)) });
  });

  api.get('/api/factory/maintenance-analysis/:machineId', readMachine(MaintenanceAnalysisResponse), async (req) => {
    const report = maintenanceAnalysis(await mine(req.user!), req.params.machineId);
    if (!report) throw new HttpError(404, 'Machine not found');
    return ok(presentMaintenanceAnalysis(report));
  });
}
