import {
  Failure,
  HiringCostsResponse,
  LoanTermsResponse,
  MaintenanceAnalysisResponse,
  PowerGridResponse,
  ScrapValueResponse,
  WorkersResponse,
} from '@forgeworks/contract';
import { hiringCosts, loanTerms, maintenanceAnalysis, powerGrid, scrapValue, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { findOrCreateFactory } from '../factories/repository.js';
import { currentMarket } from '../market/state.js';
import { lastTick } from '../tick/run-tick.js';

const MachineParams = z.object({ machineId: z.string().min(1).max(64) });

/** Read-only views of the caller's factory, computed by the engine's reports. */
export default async function factoryReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const mine = async (user: { id: string; name: string }) =>
    (await findOrCreateFactory(app.database.db, user, (await lastTick(app.database.db)).tick)).state;

  api.get(
    '/api/factory/power-grid-status',
    { ...base, schema: { tags: ['factory'], security, response: { 200: PowerGridResponse, 401: Failure } } },
    async (req) => ({
      success: true as const,
      data: powerGrid(await mine(req.user!)),
    }),
  );

  api.get(
    '/api/factory/loan-terms',
    { ...base, schema: { tags: ['factory'], security, response: { 200: LoanTermsResponse, 401: Failure } } },
    async (req) => {
      const state = await mine(req.user!);
      const market = await currentMarket(app.database.db);
      const terms = loanTerms(
        state,
        Object.fromEntries(Object.entries(market.resources).map(([r, m]) => [r, m.sellPrice])),
      );
      return {
        success: true as const,
        data: { maxLoanAmount: toDollars(terms.maxLoanAmount), interestRate: terms.interestRate },
      };
    },
  );

  api.get(
    '/api/factory/scrap-value/:machineId',
    {
      ...base,
      schema: {
        tags: ['factory'],
        security,
        params: MachineParams,
        response: { 200: ScrapValueResponse, 401: Failure, 404: Failure },
      },
    },
    async (req) => {
      const machine = (await mine(req.user!)).machines.find((m) => m.id === req.params.machineId);
      if (!machine) throw new HttpError(404, 'Machine not found');
      return { success: true as const, data: { scrapValue: toDollars(scrapValue(machine)) } };
    },
  );

  api.get(
    '/api/factory/maintenance-analysis/:machineId',
    {
      ...base,
      schema: {
        tags: ['factory'],
        security,
        params: MachineParams,
        response: { 200: MaintenanceAnalysisResponse, 401: Failure, 404: Failure },
      },
    },
    async (req) => {
      const report = maintenanceAnalysis(await mine(req.user!), req.params.machineId);
      if (!report) throw new HttpError(404, 'Machine not found');
      return {
        success: true as const,
        data: {
          analysis: { ...report.analysis, costToRepair: toDollars(report.analysis.costToRepair) },
          schedules: report.schedules.map((s) => ({ ...s, cost: toDollars(s.cost) })),
        },
      };
    },
  );

  api.get(
    '/api/workers',
    { ...base, schema: { tags: ['workers'], security, response: { 200: WorkersResponse, 401: Failure } } },
    async (req) => ({
      success: true as const,
      data: (await mine(req.user!)).workers.map((w) => ({
        id: w.id,
        type: w.type,
        skillLevel: w.skillLevel,
        salary: toDollars(w.salary),
        satisfaction: w.satisfaction,
        assignedMachineId: w.assignedMachineId,
      })),
    }),
  );

  api.get(
    '/api/workers/hiring-costs',
    { ...base, schema: { tags: ['workers'], security, response: { 200: HiringCostsResponse, 401: Failure } } },
    async () => {
      const costs = hiringCosts();
      const dollars = Object.fromEntries(
        Object.entries(costs).map(([type, options]) => [
          type,
          options.map((o) => ({
            skillLevel: o.skillLevel,
            hiringCost: toDollars(o.hiringCost),
            salary: toDollars(o.salary),
          })),
        ]),
      );
      return { success: true as const, data: dollars as z.infer<typeof HiringCostsResponse>['data'] };
    },
  );
}
