import { endpoints } from '@forgeworks/contract';
import { toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Standing } from '../leaderboard/standings.js';
import { factoryCount, standingOf, topFactories } from '../leaderboard/standings.js';
import { ok, signedIn } from './common.js';

function entry(s: Standing) {
  return {
    userId: s.userId,
    factoryId: s.factoryId,
    rank: s.rank,
    factoryName: s.name,
    totalValue: toDollars(s.netWorth),
    netWorth: toDollars(s.netWorth),
    rival: s.rival,
  };
}

export default async function leaderboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...signedIn(app, endpoints.leaderboard),
    handler: async (request) => {
      const { show } = request.query;
      const db = app.database.db;
      await app.factories.find(request.user!);
      // Escrowed units are valued at the prices the factories' own stock is (docs/adr/0007).
      const prices = await app.market.prices();
      const top = await topFactories(db, prices, show);
      const mine = await standingOf(db, { userId: request.user!.id }, prices);
      const total = await factoryCount(db);
      return ok({ topFactories: top.map(entry), me: mine ? entry(mine) : null, totalPlayers: total });
    },
  });
}
