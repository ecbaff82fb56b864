import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { hourOf } from '../codecs/recent-ledger.js';

/**
 * Tells each player who asked for it (a device with `leaderboard` on) that their factory fell at the
 * hour tick `tick` closed: a `passed` event, from the rank at the hour before to this one. Only
 * those players: at every hour some factory falls for most others, which no one else wants told.
 * Called with the hour's standings, in the commit that writes the hour's record (tick/hour-record.ts).
 */
export async function tellPassed(db: Pick<Db, 'execute'>, tick: number): Promise<void> {
  const hour = hourOf(tick);
  // From the few subscribed players to their two roll-ups by key, never a join of every factory's hours.
  await db.execute(sql`
    INSERT INTO player_events (factory_id, tick, by_tick, kind, data)
    SELECT f.id, ${tick}, true, 'passed', jsonb_build_object('from', p.rank, 'to', h.rank)
    FROM (SELECT DISTINCT user_id FROM push_subscriptions WHERE 'leaderboard' = ANY(kinds)) s
    JOIN factories f ON f.user_id = s.user_id
    JOIN factory_hours h ON h.factory_id = f.id AND h.hour = ${hour}
    JOIN factory_hours p ON p.factory_id = f.id AND p.hour = ${hour - 1}
    WHERE h.rank > p.rank`);
}
