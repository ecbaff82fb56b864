import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FactoryService } from '../../factories/service.js';
import { factoryService } from '../../factories/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's factory for the routes: `find`, `act`, `run` and `present`; `createFor` for sign-up (factories/service.ts). */
    factories: FactoryService;
  }
}

/** The factory service, built once from the game plugin's database, cache, market and tick clock. */
export default fp(async function factoriesPlugin(app: FastifyInstance) {
  app.decorate(
    'factories',
    factoryService({
      db: app.database.db,
      cache: app.factoryCache,
      market: app.market,
      currentTick: app.currentTick,
      tickIntervalMs: app.tickIntervalMs,
    }),
  );
});
