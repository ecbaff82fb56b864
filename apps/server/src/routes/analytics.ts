import { endpoints } from '@forgeworks/contract';
import {
  achievementProgress,
  factoryStats,
  maintenanceAlerts,
  planProduction,
  productionAnalysis,
  productionChain,
  toDollars,
} from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentAchievement } from '../presenters/reports.js';
import { ledgersByHour, productionHistory, WEEK_HOURS } from '../history/production.js';
import { tradePartners } from '../history/trade-partners.js';
import { bestDay, standingPoints, unitsOf, weekTotals } from '../history/player-stats.js';
import { factoryCount, standingHistory, standingOf } from '../leaderboard/standings.js';
import { hourlyLedgers, recentLedger } from '../history/queries.js';
import { hourOf } from '../codecs/recent-ledger.js';
import { escrowOf } from '../factories/escrow.js';
import { ok, signedIn } from './common.js';

/** Production over hours and days, and everything the dashboard derives from the factory. */
export default async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.productionHistory),
    handler: async (req) => {
      const factory = await app.factories.find(req.user!);
      const tick = factory.state.tick;
      const [hours, recent] = await Promise.all([
        hourlyLedgers(app.database.db, factory.id, hourOf(tick) - WEEK_HOURS),
        recentLedger(app.database.db, factory.id),
      ]);
      return ok(productionHistory(tick, hours, recent, Date.now(), app.tickIntervalMs));
    },
  });

  api.route({
    ...signedIn(app, endpoints.tradePartners),
    handler: async (req) => {
      const factory = await app.factories.find(req.user!);
      return ok(await tradePartners(app.database.db, factory.id, factory.state.tick, req.query.hours));
    },
  });

  api.route({
    ...signedIn(app, endpoints.playerStats),
    handler: async (req) => {
      const db = app.database.db;
      const factory = await app.factories.find(req.user!);
      const { state } = factory;
      const tick = state.tick;
      const prices = await app.market.prices();
      const [hours, recent, history, mine, total, median] = await Promise.all([
        hourlyLedgers(db, factory.id, hourOf(tick) - WEEK_HOURS),
        recentLedger(db, factory.id),
        standingHistory(db, factory.id, hourOf(tick) - WEEK_HOURS),
        standingOf(db, { userId: req.user!.id }, prices),
        factoryCount(db),
        app.standings.medians(),
      ]);
      const now = Date.now();
      const byHour = ledgersByHour(tick, hours, recent);
      return ok({
        netWorth: toDollars(mine!.netWorth),
        rank: mine!.rank,
        totalPlayers: total,
        history: standingPoints(history, tick, now, app.tickIntervalMs),
        lifetime: { produced: unitsOf(state.counters.produced), sold: unitsOf(state.counters.sold) },
        last7Days: weekTotals(byHour, tick),
        bestDay: bestDay(byHour, tick, now, app.tickIntervalMs),
        median: { netWorth: toDollars(median.netWorth), achievements: median.achievements },
        achievements: Object.values(state.achievements).filter((at) => at !== undefined).length,
      });
    },
  });

  api.route({
    ...signedIn(app, endpoints.factoryStats),
    handler: async (req) => {
      const [{ id, state }, prices] = await Promise.all([app.factories.find(req.user!), app.market.prices()]);
      const plan = planProduction(state);
      const stats = factoryStats(state, prices, await escrowOf(app.database.db, id));
      const analysis = productionAnalysis(state, plan, prices);
      const machines = state.machines;
      return ok({
        tick: stats.tick,
        cash: toDollars(stats.cash),
        debt: toDollars(stats.debt),
        netWorth: toDollars(stats.netWorth),
        machineCount: stats.machineCount,
        workerCount: stats.workerCount,
        machinesBuilt: stats.machinesBuilt,
        upgrades: stats.upgrades,
        builtByType: stats.builtByType,
        produced: stats.produced,
        sold: stats.sold,
        powerSpent: stats.powerSpent,
        averageCapacity: machines.length === 0 ? 1 : machines.reduce((s, m) => s + m.capacity, 0) / machines.length,
        achievements: achievementProgress(state, prices).map(presentAchievement),
        alerts: maintenanceAlerts(state),
        productionAnalysis: { ...analysis, cash: toDollars(analysis.cash) },
        productionChain: productionChain(state, plan),
      });
    },
  });
}
