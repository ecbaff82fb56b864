import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExchangeService } from '../../exchange/service.js';
import { exchangeService } from '../../exchange/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player exchange: offers, buys and the book (exchange/service.ts). */
    exchange: ExchangeService;
  }
}

export default fp(async function exchangePlugin(app: FastifyInstance) {
  app.decorate('exchange', exchangeService({ db: app.database.db, cache: app.factoryCache, market: app.market }));
});
