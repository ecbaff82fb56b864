import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DAY_HOURS, ledgersByHour, ledgerWithin, WEEK_HOURS } from '../history/production.js';
import { hourlyLedgers, recentLedger } from '../history/queries.js';
import { hourOf } from '../codecs/recent-ledger.js';
import { marketHistory } from '../market/history-service.js';
import { exchangeVolume, marketView, mostTraded, movers, playerRecord } from '../market/trends.js';
import { ok, signedIn } from './common.js';

/** Where market prices have been (per tick for a day, hourly for the week kept) and where they head. */
export default async function marketHistoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const history = marketHistory(db);

  api.route({
    ...signedIn(app, endpoints.marketHistory),
    handler: async (req) => {
      const { resourceType, range } = req.query;
      const market = await app.market.current();
      const [prices, exchange] = await Promise.all([
        history.prices(market.tick, resourceType, range),
        history.exchange(range, resourceType),
      ]);
      return ok({ resourceType, range, ...prices, exchange: exchangeVolume(exchange[resourceType]) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.marketTrends),
    handler: async (req) => {
      const [factory, market] = await Promise.all([app.factories.find(req.user!), app.market.current()]);
      const tick = factory.state.tick;
      const [{ ticks: day, dayAverages, weekAverages }, exchange, hours, recent] = await Promise.all([
        history.lastDay(market.tick),
        history.exchange('24h'),
        hourlyLedgers(db, factory.id, hourOf(tick) - WEEK_HOURS),
        recentLedger(db, factory.id),
      ]);
      const byHour = ledgersByHour(tick, hours, recent);
      return ok({
        market: marketView(market),
        movers: movers(market, day),
        mostTraded: mostTraded(day, exchange),
        player: {
          day: playerRecord(ledgerWithin(byHour, tick, DAY_HOURS), dayAverages),
          week: playerRecord(ledgerWithin(byHour, tick, WEEK_HOURS), weekAverages),
        },
      });
    },
  });
}
