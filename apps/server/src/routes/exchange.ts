import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, signedIn } from './common.js';

/** The player exchange (docs/adr/0007, 0014): the books, offers, buys, bids, sales into them, and the player's own. */
export default async function exchangeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.exchangeBook),
    handler: async (request) => ok(await app.exchange.book(request.user!.id, request.query.resourceType)),
  });

  api.route({
    ...signedIn(app, endpoints.listOffer),
    handler: async (request) => {
      const done = await app.exchange.list(request.user!.id, request.body);
      return ok(done.offer, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.cancelOffer),
    handler: async (request) => {
      const done = await app.exchange.cancel(request.user!.id, request.params.id);
      return ok(done.offer, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.exchangeBuy),
    handler: async (request) => {
      const done = await app.exchange.buy(request.user!.id, request.body);
      return ok(done.result, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.myOffers),
    handler: async (request) => ok(await app.exchange.myOffers(request.user!.id)),
  });

  api.route({
    ...signedIn(app, endpoints.myTrades),
    handler: async (request) => ok(await app.exchange.myTrades(request.user!.id)),
  });

  api.route({
    ...signedIn(app, endpoints.exchangeBids),
    handler: async (request) => ok(await app.bids.book(request.user!.id, request.query.resourceType)),
  });

  api.route({
    ...signedIn(app, endpoints.placeBid),
    handler: async (request) => {
      const done = await app.bids.place(request.user!.id, request.body);
      return ok({ bid: done.bid }, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.cancelBid),
    handler: async (request) => {
      const done = await app.bids.cancel(request.user!.id, request.params.id);
      return ok({ bid: done.bid }, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.myBids),
    handler: async (request) => ok(await app.bids.myBids(request.user!.id)),
  });

  api.route({
    ...signedIn(app, endpoints.exchangeSell),
    handler: async (request) => {
      const done = await app.bids.sell(request.user!.id, request.body);
      return ok(done.result, done.message);
    },
  });
}
