import type { MarketState } from '@forgeworks/engine';
import { newMarket } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** The market as of the last tick; before the first tick, a fresh market at base prices. */
export async function currentMarket(db: Db): Promise<MarketState> {
  const result = await db.execute(sql`SELECT state FROM market WHERE id = 1`);
  const [row] = (result as unknown as { rows: { state: MarketState }[] }).rows;
  return row?.state ?? newMarket(0);
}
