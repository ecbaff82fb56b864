import type { Inventory, MarketState, Prices } from '@forgeworks/engine';
import { advanceMarket, newMarket, STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { notifyStatement } from '../events/notice.js';
import { recordHourStandings } from '../leaderboard/standings.js';
import { tellPassed } from '../push/passed.js';
import { behind } from './claims.js';

const MARKET_SEED = 20261122;

/**
 * Once no factory is behind tick N, the market takes the tick's sales and purchases, once, whoever gets
 * there first; the prices are kept as history. Returns whether this call settled it. Settling
 * finishes the tick, so the same commit tells every server process (events/notice.ts), and writes
 * the hour's standings when the tick closes one (valued at `prices`, the tick's): a crash never
 * leaves a settled hour without them.
 */
export async function settleMarket(db: Db, tick: number, prices: Prices): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO market (id, tick, state) VALUES (1, 0, ${JSON.stringify(newMarket(MARKET_SEED))}::jsonb) ON CONFLICT DO NOTHING`,
    );
    const [row] = rowsOf<{ tick: number; state: MarketState }>(
      await tx.execute(sql`SELECT tick, state FROM market WHERE id = 1 FOR UPDATE`),
    );
    if (!row || row.tick >= tick) return false;
    if ((await behind(tx, tick)) > 0) return false; // another process is still on a batch; it settles the market
    const [run] = rowsOf<{ sold: Inventory; bought: Inventory; started_at: string | Date }>(
      await tx.execute(sql`SELECT sold, bought, started_at FROM tick_runs WHERE tick = ${tick}`),
    );
    const [count] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM factories`));
    const next = advanceMarket(row.state, {
      tick,
      sold: run?.sold ?? {},
      bought: run?.bought ?? {},
      activeFactories: Number(count?.n ?? 1),
    });
    await tx.execute(sql`UPDATE market SET tick = ${tick}, state = ${JSON.stringify(next)}::jsonb WHERE id = 1`);
    const settled = STORED_RESOURCES.map((r) => ({ resource: r, price: next.resources[r].sellPrice }));
    await tx.execute(sql`
      INSERT INTO market_prices (tick, resource, price)
      SELECT ${tick}, p.resource, p.price FROM jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) AS p(resource text, price bigint)
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`UPDATE tick_runs SET finished_at = now() WHERE tick = ${tick}`);
    if (await recordHourStandings(tx, tick, prices)) await tellPassed(tx, tick);
    const startedAt = run ? new Date(run.started_at).getTime() : Date.now();
    await tx.execute(notifyStatement({ kind: 'tick', tick, startedAt }));
    return true;
  });
}
