import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractService } from '../../contracts/service.js';
import { contractService } from '../../contracts/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contracts between two players: offers, answers, endings, the record (contracts/service.ts). */
    contracts: ContractService;
  }
}

export default fp(async function contractsPlugin(app: FastifyInstance) {
  app.decorate(
    'contracts',
    contractService({
      db: app.database.db,
      cache: app.factoryCache,
      market: app.market,
      currentTick: app.currentTick,
      tickIntervalMs: app.tickIntervalMs,
    }),
  );
});
