import { Failure, MarketHistoryQuery, MarketHistoryResponse, MarketTrendsResponse } from '@forgeworks/contract';
import { TIME } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DAY_HOURS, ledgersByHour, ledgerWithin, WEEK_HOURS } from '../history/production.js';
import { hourlyLedgers, recentLedger } from '../history/queries.js';
import { hourOf } from '../history/recent.js';
import { RETENTION } from '../history/retention.js';
import { hourlyCandles, summarize, tickPoints } from '../market/candles.js';
import { averagePrices, priceTicks } from '../market/history.js';
import { marketView, mostTraded, movers, playerRecord } from '../market/trends.js';
import { ok, signedIn } from './common.js';

/** Where market prices have been (per tick for a day, hourly for the week kept) and where they head. */
export default async function marketHistoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/market/history',
    signedIn(app, 'market', {
      querystring: MarketHistoryQuery,
      response: { 200: MarketHistoryResponse, 400: Failure, 401: Failure },
    }),
    async (req) => {
      const { resourceType, range } = req.query;
      const ticks = await priceTicks(
        app.database.db,
        range === '24h' ? TIME.TICKS_PER_DAY : RETENTION.PRICE_TICKS,
        resourceType,
      );
      return ok({
        resourceType,
        range,
        points: range === '24h' ? tickPoints(ticks) : hourlyCandles(ticks),
        summary: summarize(ticks),
      });
    },
  );

  api.get(
    '/api/market/trends',
    signedIn(app, 'market', { response: { 200: MarketTrendsResponse, 401: Failure } }),
    async (req) => {
      const db = app.database.db;
      const factory = await app.factories.find(req.user!);
      const tick = factory.state.tick;
      const [market, day, dayAverages, weekAverages, hours, recent] = await Promise.all([
        app.market.current(),
        priceTicks(db, TIME.TICKS_PER_DAY),
        averagePrices(db, TIME.TICKS_PER_DAY),
        averagePrices(db, RETENTION.PRICE_TICKS),
        hourlyLedgers(db, factory.id, hourOf(tick) - WEEK_HOURS),
        recentLedger(db, factory.id),
      ]);
      const byHour = ledgersByHour(tick, hours, recent);
      return ok({
        market: marketView(market),
        movers: movers(market, day),
        mostTraded: mostTraded(day),
        player: {
          day: playerRecord(ledgerWithin(byHour, tick, DAY_HOURS), dayAverages),
          week: playerRecord(ledgerWithin(byHour, tick, WEEK_HOURS), weekAverages),
        },
      });
    },
  );
}
