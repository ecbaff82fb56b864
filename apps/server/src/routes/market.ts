import { endpoints } from '@forgeworks/contract';
import { buyResource, sellResource, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentMarket } from '../market/state.js';
import { presentPrices } from '../presenters/market.js';
import { ok, signedIn } from './common.js';

export default async function marketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.marketPrices),
    handler: async () => ok(presentPrices(await app.market.current())),
  });

  api.route({
    ...signedIn(app, endpoints.sell),
    handler: async (request) => {
      // Prices move only at ticks, so the market read before the factory's lock is the one in force.
      const market = await currentMarket(app.database.db);
      const { resourceType, quantity } = request.body;
      const done = await app.factories.act(request.user!, (state, ctx) =>
        sellResource(state, { resource: resourceType, quantity }, { ...ctx, market }),
      );
      const revenue = done.events.reduce(
        (sum, e) => (e.kind === 'cash' && e.reason === 'sale' ? sum + e.amount : sum),
        0,
      );
      return ok(
        {
          resourceType,
          quantity,
          revenue: toDollars(revenue),
          factory: await app.factories.present(done.record, done.now, done.prices),
        },
        done.message,
      );
    },
  });

  api.route({
    ...signedIn(app, endpoints.buy),
    handler: async (request) => {
      // As for a sale: prices move only at ticks, so the market read before the factory's lock is the one in force.
      const market = await currentMarket(app.database.db);
      const { resourceType, quantity } = request.body;
      const done = await app.factories.act(request.user!, (state, ctx) =>
        buyResource(state, { resource: resourceType, quantity }, { ...ctx, market }),
      );
      const cost = done.events.reduce(
        (sum, e) => (e.kind === 'cash' && e.reason === 'purchase' ? sum - e.amount : sum),
        0,
      );
      return ok(
        {
          resourceType,
          quantity,
          cost: toDollars(cost),
          factory: await app.factories.present(done.record, done.now, done.prices),
        },
        done.message,
      );
    },
  });
}
