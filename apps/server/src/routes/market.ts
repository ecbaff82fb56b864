import { Failure, MarketPricesResponse, SellBody, SellResponse } from '@forgeworks/contract';
import { marketPrices, sellResource, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runAction } from '../factories/actions.js';
import { currentMarket } from '../market/state.js';

export default async function marketRoutes(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/market/prices',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: MarketPricesResponse, 401: Failure } } },
    async () => {
      const prices = marketPrices(await currentMarket(app.database.db));
      return {
        success: true as const,
        data: prices.map((p) => ({
          resourceId: p.resourceId,
          resourceType: p.resource,
          resourceName: p.resourceName,
          buyPrice: toDollars(p.buyPrice),
          sellPrice: toDollars(p.sellPrice),
        })),
      };
    },
  );

  api.post(
    '/api/market/sell',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: SellBody,
        response: { 200: SellResponse, 400: Failure, 401: Failure, 409: Failure },
      },
    },
    async (request) => {
      // Prices move only at ticks, so the market read before the factory's lock is the one in force.
      const market = await currentMarket(app.database.db);
      const { resourceType, quantity } = request.body;
      const cashBefore = { value: 0 };
      const result = await runAction(
        app,
        request.user!,
        (state, ctx) => {
          cashBefore.value = state.cash;
          return sellResource(state, { resource: resourceType, quantity }, { ...ctx, market });
        },
        opts.tickIntervalMs,
      );
      const revenue = Math.round((result.data.cash - toDollars(cashBefore.value)) * 100) / 100;
      return {
        success: true as const,
        message: result.message,
        data: { resourceType, quantity, revenue, factory: result.data },
      };
    },
  );
}
