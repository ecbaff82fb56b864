import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FactoryCache } from '../../factories/cache.js';
import type { StandingsCache } from '../../leaderboard/cached.js';
import { standingsCache } from '../../leaderboard/cached.js';
import type { SeasonCache } from '../../leaderboard/season-cache.js';
import { seasonCache } from '../../leaderboard/season-cache.js';
import type { MarketCache } from '../../market/state.js';
import { marketCache } from '../../market/state.js';
import type { TickReport } from '../../tick/run-tick.js';
import { databaseTickOptions, lastTick, runTick, tickVersion } from '../../tick/run-tick.js';

declare module 'fastify' {
  interface FastifyInstance {
    tickIntervalMs: number;
    /** The number of the last tick started (0 before the first). */
    currentTick: () => Promise<number>;
    market: MarketCache;
    factoryCache: FactoryCache;
    /** The standings over every factory, once per tick (leaderboard/cached.ts). */
    standings: StandingsCache;
    /** This season's board and the hall of fame, once per tick (leaderboard/season-cache.ts). */
    seasons: SeasonCache;
    /** Runs tick N to the end here (logging each batch), so what this process caches follows it. */
    tickNow: (tick: number, opts?: { signal?: AbortSignal }) => Promise<TickReport>;
    /** Tells the report of each tick this process ran to the end, to whoever watches (the metrics). */
    ticks: EventEmitter<{ done: [TickReport] }>;
  }
}

/** What every game route shares: the tick interval, the current tick, the market's prices, the factory cache and the standings. */
export default fp(async function gamePlugin(
  app: FastifyInstance,
  opts: { tickIntervalMs: number; tickBatch?: number; batchesInFlight?: number },
) {
  app.decorate('tickIntervalMs', opts.tickIntervalMs);
  app.decorate('currentTick', async () => (await lastTick(app.database.db)).tick);
  app.decorate('market', marketCache(app.database.db));
  app.decorate('factoryCache', new FactoryCache(app.database.kind === 'pglite'));
  app.decorate(
    'standings',
    standingsCache(app.database.db, {
      prices: app.market.prices,
      version: () => tickVersion(app.database.db),
    }),
  );
  app.decorate(
    'seasons',
    seasonCache(app.database.db, {
      market: app.market.current,
      prices: app.market.prices,
      version: () => tickVersion(app.database.db),
    }),
  );
  app.decorate('ticks', new EventEmitter<{ done: [TickReport] }>());
  app.decorate('tickNow', async (tick: number, extra: { signal?: AbortSignal } = {}) => {
    try {
      const report = await runTick(app.database.db, tick, {
        now: Date.now(),
        tickMs: opts.tickIntervalMs,
        batch: opts.tickBatch,
        ...databaseTickOptions(app.database.kind, opts.batchesInFlight),
        signal: extra.signal,
        onBatch: (factories) => {
          app.factoryCache.forgetAll();
          app.log.debug({ tick, factories }, 'tick batch committed');
        },
      });
      // A tick stopped by shutdown is run again at the next start, and told then.
      if (!extra.signal?.aborted) app.ticks.emit('done', report);
      return report;
    } finally {
      app.factoryCache.forgetAll();
      app.market.invalidate();
    }
  });
});
