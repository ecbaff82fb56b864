import type { Inventory, MarketState, Prices } from '@forgeworks/engine';
import { advanceMarket, completeMarket, newMarket, STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { closesHour } from '../codecs/recent-ledger.js';
import type { Db } from '../db/database.js';
import { noticeStatement } from '../db/peers.js';
import { jsonOf, num, rowsOf, when } from '../db/rows.js';
import { notifyStatement } from '../events/notice.js';
import { settleSeason } from '../leaderboard/seasons.js';

const MARKET_SEED = 20261122;

const marketRow = z.object({ tick: num, state: jsonOf<MarketState>() });
const behindRow = z.object({ n: num, behind: z.array(z.string()).nullable() });
const runRow = z.object({ sold: jsonOf<Inventory>(), bought: jsonOf<Inventory>(), started_at: when });

/** The most ids of factories still behind that one settle answers: the tick's last step claims them. */
const BEHIND_IDS = 10_000;

export interface Settlement {
  /** Whether this call settled the tick. */
  settled: boolean;
  /**
   * Factories still behind tick N (at most BEHIND_IDS; rows another transaction held when the tick's
   * walks passed them), when that kept it from settling; empty once settled here or elsewhere.
   */
  behind: string[];
  /** How many factories there were when this call settled it. */
  factories?: number;
}

/**
 * Once no factory is behind tick N, the market takes the tick's sales and purchases, once, whoever gets
 * there first; the prices are kept as history. Answers whether this call settled it, or the factories
 * that kept it from settling. Whether any is behind is read in one pass over the table, with the
 * factories' count, and only by the process that gets the market's row first. Settling
 * finishes the tick, so the same commit tells every server process (events/notice.ts), and writes
 * the season's entries and hall of fame (leaderboard/seasons.ts): a crash never leaves a settled tick
 * without them. When the tick closes an hour it marks the hour's record owed, valued at `prices` (the
 * tick's); that record is written right after, in a commit of its own (tick/hour-record.ts).
 */
export async function settleMarket(
  db: Db,
  tick: number,
  prices: Prices,
  opts: { tell?: boolean } = {},
): Promise<Settlement> {
  const done = (settled: boolean): Settlement => ({ settled, behind: [] });
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO market (id, tick, state) VALUES (1, 0, ${JSON.stringify(newMarket(MARKET_SEED))}::jsonb) ON CONFLICT DO NOTHING`,
    );
    const [row] = rowsOf(marketRow, await tx.execute(sql`SELECT tick, state FROM market WHERE id = 1 FOR UPDATE`));
    if (!row || row.tick >= tick) return done(false);
    // A sequential read of the table: the walks' claims leave nothing behind but rows that were held.
    const [count] = rowsOf(
      behindRow,
      await tx.execute(sql`
        SELECT count(*)::int AS n, (array_agg(id ORDER BY id) FILTER (WHERE tick < ${tick}))[1:${BEHIND_IDS}]::text[] AS behind
        FROM factories`),
    );
    if (count?.behind?.length) return { settled: false, behind: count.behind };
    const [run] = rowsOf(
      runRow,
      await tx.execute(sql`SELECT sold, bought, started_at FROM tick_runs WHERE tick = ${tick}`),
    );
    const next = advanceMarket(completeMarket(row.state), {
      tick,
      sold: run?.sold ?? {},
      bought: run?.bought ?? {},
      activeFactories: count?.n ?? 1,
    });
    await tx.execute(sql`UPDATE market SET tick = ${tick}, state = ${JSON.stringify(next)}::jsonb WHERE id = 1`);
    const settled = STORED_RESOURCES.map((r) => ({ resource: r, price: next.resources[r].sellPrice }));
    await tx.execute(sql`
      INSERT INTO market_prices (tick, resource, price)
      SELECT ${tick}, p.resource, p.price FROM jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) AS p(resource text, price bigint)
      ON CONFLICT DO NOTHING`);
    // The hour's record is written after this commit (tick/hour-record.ts): marked owed here.
    const owed = closesHour(tick) ? sql`, hour_prices = ${JSON.stringify(prices)}::jsonb` : sql``;
    await tx.execute(sql`UPDATE tick_runs SET finished_at = now() ${owed} WHERE tick = ${tick}`);
    await settleSeason(tx, tick, prices);
    const startedAt = run ? run.started_at.getTime() : Date.now();
    await tx.execute(notifyStatement({ kind: 'tick', tick, startedAt }));
    // The other processes' per-tick caches (db/peers.ts) load again.
    if (opts.tell) await tx.execute(noticeStatement('tick'));
    return { settled: true, behind: [], factories: count?.n ?? 0 };
  });
}
