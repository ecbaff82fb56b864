import { EventEmitter } from 'node:events';
import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FactoryCache } from '../../factories/cache.js';
import type { StandingsCache } from '../../leaderboard/cached.js';
import { standingsCache } from '../../leaderboard/cached.js';
import type { SeasonCache } from '../../leaderboard/season-cache.js';
import { seasonCache } from '../../leaderboard/season-cache.js';
import type { MarketCache } from '../../market/state.js';
import { marketCache } from '../../market/state.js';
import type { TickNow, TickReport } from '../../tick/run-tick.js';
import { tickClock } from '../../tick/clock.js';
import { tickNowFor } from '../../tick/run-tick.js';
import { lastTick } from '../../tick/runs.js';

/** A factory's new name, as the boards show it by the player's and the factory's ids. */
export interface Renamed {
  userId: string;
  factoryId: string;
  name: string;
}

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
    /**
     * Call once a factory's rename is committed: every process forgets the factory and names it anew
     * on the boards it holds, before it serves a request that comes after the answer.
     */
    factoryRenamed: (renamed: Renamed) => Promise<void>;
    /**
     * Call once a factory has left or rejoined the public boards (deleted, suspended or lifted,
     * committed): every standing over all factories is loaded again, on every process, for any request after the answer.
     */
    listingChanged: (userId: string) => Promise<void>;
    /** Runs tick N to the end here (logging each batch), so what this process caches follows it (tick/run-tick.ts). */
    tickNow: TickNow;
    /** Tells the report of each tick this process ran to the end, to whoever watches (the metrics). */
    ticks: EventEmitter<{ done: [TickReport] }>;
    /**
     * Work after each tick this process ran to the end, awaited before it is told done (the rivals'
     * contract offers, rivals/offers.ts): one that fails is logged and leaves the tick done.
     */
    afterTick: ((tick: number) => Promise<unknown>)[];
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
  const factoryCache = new FactoryCache(app.database.kind === 'pglite');
  const { peers } = app;
  // What this process forgets when another (or this one) tells it a factory was renamed or its listing changed.
  const renamed = ({ userId, factoryId, name }: Renamed) => {
    factoryCache.forget(userId);
    const shown = [...name].slice(0, NAME_MAX_LENGTH).join('');
    void app.standings.renamed(userId, shown);
    void app.seasons.renamed(factoryId, shown);
  };
  const listingChanged = (userId: string) => {
    factoryCache.forget(userId);
    app.standings.forget();
    app.seasons.forget();
  };
  if (peers) {
    peers.subscribe(
      (notice) => {
        if (notice === 'factories') factoryCache.forgetAll();
        else if (notice.startsWith('factory ')) factoryCache.forget(notice.slice('factory '.length));
        else if (notice.startsWith('renamed ')) renamed(JSON.parse(notice.slice('renamed '.length)) as Renamed);
        else if (notice.startsWith('listing ')) listingChanged(notice.slice('listing '.length));
      },
      (live) => (live ? factoryCache.enable() : factoryCache.disable()),
    );
    if (peers.live) factoryCache.enable();
  }
  app.decorate('factoryCache', factoryCache);
  const clock = tickClock(app.database.db, peers);
  app.decorate(
    'standings',
    standingsCache(app.database.db, {
      prices: app.market.prices,
      version: clock.version,
    }),
  );
  app.decorate(
    'seasons',
    seasonCache(app.database.db, { market: app.market.current, prices: app.market.prices, version: clock.version }),
  );
  factoryCache.onChange = app.standings.unlocksMayHaveChanged;
  app.decorate('factoryRenamed', async (change: Renamed) => {
    renamed(change);
    await peers?.tell(`renamed ${JSON.stringify(change)}`);
  });
  app.decorate('listingChanged', async (userId: string) => {
    listingChanged(userId);
    await peers?.tell(`listing ${userId}`);
  });
  app.decorate('ticks', new EventEmitter<{ done: [TickReport] }>());
  app.decorate('afterTick', []);
  app.decorate(
    'tickNow',
    tickNowFor({
      db: app.database.db,
      kind: app.database.kind,
      log: app.log,
      tickMs: opts.tickIntervalMs,
      batch: opts.tickBatch,
      batchesInFlight: opts.batchesInFlight,
      peers: peers !== null,
      moved: clock.moved,
      forgetFactories: () => factoryCache.forgetAll(),
      forgetMarket: () => app.market.invalidate(),
      afterTick: app.afterTick,
      done: (report) => app.ticks.emit('done', report),
    }),
  );
});
