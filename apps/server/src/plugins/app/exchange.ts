import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExchangeService } from '../../exchange/service.js';
import { exchangeService } from '../../exchange/service.js';
import type { BidService } from '../../exchange/bids/service.js';
import { bidService } from '../../exchange/bids/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player exchange: offers, buys and the book (exchange/service.ts). */
    exchange: ExchangeService;
    /** Bids on the exchange: placing, cancelling, selling into them (exchange/bids/service.ts). */
    bids: BidService;
  }
}

export default fp(async function exchangePlugin(app: FastifyInstance) {
  const deps = { db: app.database.db, cache: app.factoryCache, market: app.market };
  app.decorate('exchange', exchangeService(deps));
  app.decorate('bids', bidService(deps));
});
