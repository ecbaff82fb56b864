import {
  AwaySummaryResponse,
  Failure,
  FinancialStatementResponse,
  MaintenanceHistoryQuery,
  MaintenanceHistoryResponse,
  StatementQuery,
} from '@forgeworks/contract';
import type { MaintenanceHistoryEntry } from '@forgeworks/contract';
import { financialStatement, mergeLedgers, TIMEFRAME_TICKS, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { presentStatement } from '../presenters/reports.js';
import { maintenanceHistory, recentLedger } from '../history/queries.js';
import { lastTicks } from '../codecs/recent-ledger.js';
import { presentAway } from '../presenters/away.js';
import { lastAway, recordVisit } from '../history/visits.js';
import { MachineParams } from './factory-reports.js';
import { ok, signedIn } from './common.js';

/**
 * What happened: statements over recent ticks, each machine's maintenance lines, and what the
 * factory did while the player was away.
 */
export default async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/factory/financial-statement',
    signedIn(app, 'factory', {
      querystring: StatementQuery,
      response: { 200: FinancialStatementResponse, 400: Failure, 401: Failure },
    }),
    async (req) => {
      const factory = await app.factories.find(req.user!);
      const { timeframe } = req.query;
      const ledgers = lastTicks(await recentLedger(app.database.db, factory.id), TIMEFRAME_TICKS[timeframe]);
      return ok(presentStatement(financialStatement(ledgers), timeframe, mergeLedgers(ledgers).unitsSold));
    },
  );

  api.get(
    '/api/factory/maintenance-history/:machineId',
    signedIn(app, 'factory', {
      params: MachineParams,
      querystring: MaintenanceHistoryQuery,
      response: { 200: MaintenanceHistoryResponse, 400: Failure, 401: Failure, 404: Failure },
    }),
    async (req) => {
      const factory = await app.factories.find(req.user!);
      if (!factory.state.machines.some((m) => m.id === req.params.machineId))
        throw new HttpError(404, 'Machine not found');
      const rows = await maintenanceHistory(app.database.db, factory.id, req.params.machineId, req.query.limit);
      return ok(
        rows.map((r): MaintenanceHistoryEntry => ({
          id: String(r.id),
          type: r.type as MaintenanceHistoryEntry['type'],
          cost: toDollars(r.cost),
          description: r.description,
          tick: r.tick,
          timestamp: r.createdAt.toISOString(),
        })),
      );
    },
  );

  api.post(
    '/api/factory/visit',
    signedIn(app, 'factory', { response: { 200: AwaySummaryResponse, 401: Failure } }),
    async (req) => {
      const [factory, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      const away = await recordVisit(app.database.db, factory.id, prices, new Date());
      return ok({ summary: away && presentAway(away) });
    },
  );

  api.get(
    '/api/factory/away-summary',
    signedIn(app, 'factory', { response: { 200: AwaySummaryResponse, 401: Failure } }),
    async (req) => {
      const away = await lastAway(app.database.db, (await app.factories.find(req.user!)).id);
      return ok({ summary: away && presentAway(away) });
    },
  );
}
