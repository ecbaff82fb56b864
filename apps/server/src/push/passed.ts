import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { hourOf } from '../codecs/recent-ledger.js';

/**
 * Tells each player who asked for it (a device with `leaderboard` on) that their factory fell at the
 * hour tick `tick` closed: a `passed` event, from the rank at the hour before to this one. Only
 * those players: at every hour some factory falls for most others, which no one else wants told.
 * Called with the hour's standings, in the commit that finishes the tick (tick/market.ts).
 */
export async function tellPassed(db: Pick<Db, 'execute'>, tick: number): Promise<void> {
  const hour = hourOf(tick);
  await db.execute(sql`
    INSERT INTO player_events (factory_id, tick, by_tick, kind, data)
    SELECT h.factory_id, ${tick}, true, 'passed', jsonb_build_object('from', p.rank, 'to', h.rank)
    FROM factory_hours h
    JOIN factory_hours p ON p.factory_id = h.factory_id AND p.hour = ${hour - 1}
    JOIN factories f ON f.id = h.factory_id
    WHERE h.hour = ${hour} AND h.rank > p.rank
      AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = f.user_id AND 'leaderboard' = ANY(s.kinds))`);
}
