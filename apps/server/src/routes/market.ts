import type { BuyBody, SellBody } from '@forgeworks/contract';
import { endpoints } from '@forgeworks/contract';
import { buyResource, sellResource, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Player } from '../factories/service.js';
import { currentMarket } from '../market/state.js';
import { presentPrices } from '../presenters/market.js';
import { ok, signedIn } from './common.js';

export default async function marketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.marketPrices),
    handler: async () => ok(presentPrices(await app.market.current())),
  });

  /**
   * Sells or buys at the market as one locked action, and totals the cash the trade moved (the
   * events of `reason`). Prices move only at ticks, so the market read before the factory's lock is
   * the one in force.
   */
  async function trade(
    player: Player,
    { resourceType, quantity }: SellBody | BuyBody,
    action: typeof sellResource | typeof buyResource,
    reason: 'sale' | 'purchase',
  ) {
    const market = await currentMarket(app.database.db);
    const done = await app.factories.act(player, (state, ctx) =>
      action(state, { resource: resourceType, quantity }, { ...ctx, market }),
    );
    const cents = done.events.reduce((sum, e) => (e.kind === 'cash' && e.reason === reason ? sum + e.amount : sum), 0);
    return { cents, factory: await app.factories.present(done.record, done.now, done.prices), message: done.message };
  }

  api.route({
    ...signedIn(app, endpoints.sell),
    handler: async (request) => {
      const { resourceType, quantity } = request.body;
      const { cents, factory, message } = await trade(request.user!, request.body, sellResource, 'sale');
      return ok({ resourceType, quantity, revenue: toDollars(cents), factory }, message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.buy),
    handler: async (request) => {
      // A purchase's cash events are negative: the cost is what they took.
      const { resourceType, quantity } = request.body;
      const { cents, factory, message } = await trade(request.user!, request.body, buyResource, 'purchase');
      return ok({ resourceType, quantity, cost: toDollars(-cents), factory }, message);
    },
  });
}
