import { endpoints, NAME_MAX_LENGTH } from '@forgeworks/contract';
import { toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Standing } from '../leaderboard/standings.js';
import { placeOf } from '../leaderboard/standings.js';
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
    // As the last tick left it (docs/game-rules.md, "Standings between ticks"): no query of its own.
    handler: async (request) => {
      const { show } = request.query;
      const player = request.user!;
      const [record, ranking] = await Promise.all([app.factories.find(player), app.standings.leaderboard()]);
      let place = ranking.places.get(player.id);
      let netWorth = place === undefined ? 0 : ranking.worths[place]!;
      if (place === undefined) {
        // A factory made since the tick: its worth now, after every ranked factory worth as much.
        const prices = await app.market.prices();
        netWorth = Math.round((await app.factories.present(record, Date.now(), prices)).netWorth * 100);
        place = placeOf(ranking, netWorth);
      }
      const name = [...record.name].slice(0, NAME_MAX_LENGTH).join('');
      const me: Standing = { userId: player.id, factoryId: record.id, name, netWorth, rank: place + 1, rival: false };
      return ok({
        topFactories: ranking.tops[show].map(entry),
        me: entry(me),
        totalPlayers: ranking.worths.length,
      });
    },
  });
}
