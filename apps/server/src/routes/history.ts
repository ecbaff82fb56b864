import { endpoints } from '@forgeworks/contract';
import type { MaintenanceHistoryEntry } from '@forgeworks/contract';
import { financialStatement, mergeLedgers, TIMEFRAME_TICKS, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { presentStatement } from '../presenters/reports.js';
import { maintenanceHistory, recentLedger } from '../history/queries.js';
import { lastTicks } from '../codecs/recent-ledger.js';
import { presentAway } from '../presenters/away.js';
import { awayToNow, lastAway, recordVisit } from '../history/visits.js';
import { ok, signedIn } from './common.js';

/**
 * What happened: statements over recent ticks, each machine's maintenance lines, and what the
 * factory did while the player was away.
 */
export default async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.financialStatement),
    handler: async (req) => {
      const factory = await app.factories.find(req.user!);
      const { timeframe } = req.query;
      const ledgers = lastTicks(await recentLedger(app.database.db, factory.id), TIMEFRAME_TICKS[timeframe]);
      return ok(presentStatement(financialStatement(ledgers), timeframe, mergeLedgers(ledgers).unitsSold));
    },
  });

  api.route({
    ...signedIn(app, endpoints.maintenanceHistory),
    handler: async (req) => {
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
  });

  api.route({
    ...signedIn(app, endpoints.visit),
    handler: async (req) => {
      const [factory, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      const away = await recordVisit(app.database.db, factory.id, prices, new Date());
      return ok({ summary: away && presentAway(away) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.awaySummary),
    handler: async (req) => {
      const away = await lastAway(app.database.db, (await app.factories.find(req.user!)).id);
      return ok({ summary: away && presentAway(away) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.awayToNow),
    handler: async (req) => {
      const [factory, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      const away = await awayToNow(app.database.db, factory.id, prices, new Date());
      return ok({ summary: away && presentAway(away) });
    },
  });
}
