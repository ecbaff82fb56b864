import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MarketCache } from '../market/state.js';
import { marketCache } from '../market/state.js';
import { lastTick } from '../tick/run-tick.js';

declare module 'fastify' {
  interface FastifyInstance {
    tickIntervalMs: number;
    /** The number of the last tick started (0 before the first). */
    currentTick: () => Promise<number>;
    market: MarketCache;
  }
}

/** What every game route shares: the tick interval, the current tick and the market's prices. */
export default fp(async function gamePlugin(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  app.decorate('tickIntervalMs', opts.tickIntervalMs);
  app.decorate('currentTick', async () => (await lastTick(app.database.db)).tick);
  app.decorate('market', marketCache(app.database.db));
});
