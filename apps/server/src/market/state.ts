import type { MarketState, Prices } from '@forgeworks/engine';
import { completeMarket, newMarket, sellPrices } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { jsonOf, rowsOf } from '../db/rows.js';

/** The market as of the last tick; before the first tick, a fresh market at base prices. */
export async function currentMarket(db: Pick<Db, 'execute'>): Promise<MarketState> {
  const result = await db.execute(sql`SELECT state FROM market WHERE id = 1`);
  const [row] = rowsOf(z.object({ state: jsonOf<MarketState>() }), result);
  return row ? completeMarket(row.state) : newMarket(0);
}

/** How long a process may show prices it read before re-reading them; they change only at ticks. */
export const MARKET_CACHE_MS = 1_000;

/**
 * Live prices for net worth and the leaderboard, read at most once a second per process.
 * Sales do not use it: a sale quotes the market it reads itself.
 */
export function marketCache(db: Db, now: () => number = Date.now) {
  let cached: { at: number; market: Promise<MarketState> } | null = null;
  const current = () => {
    if (!cached || now() - cached.at > MARKET_CACHE_MS) {
      const market = currentMarket(db);
      cached = { at: now(), market };
      market.catch(() => {
        cached = null;
      });
    }
    return cached.market;
  };
  return {
    current,
    prices: async (): Promise<Prices> => sellPrices(await current()),
    invalidate: () => {
      cached = null;
    },
  };
}

export type MarketCache = ReturnType<typeof marketCache>;
