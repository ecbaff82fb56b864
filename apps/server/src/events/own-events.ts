import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

/** A machine of the player's that broke down in a tick, as the maintenance history tells it. */
export interface Breakdown {
  userId: string;
  machineId: string;
  description: string;
}

/**
 * The breakdowns of tick N in the factories of `userIds` (the players with a stream open here),
 * in the order they were logged: each process reads only what its own players need.
 */
export async function breakdownsAt(db: Pick<Db, 'execute'>, tick: number, userIds: string[]): Promise<Breakdown[]> {
  if (userIds.length === 0) return [];
  return rowsOf<{ user_id: string; machine_id: string; description: string }>(
    await db.execute(sql`
      SELECT f.user_id, m.machine_id, m.description
      FROM maintenance_log m JOIN factories f ON f.id = m.factory_id
      WHERE m.tick = ${tick} AND m.type = 'BREAKDOWN'
        AND f.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      ORDER BY m.id`),
  ).map((r) => ({ userId: r.user_id, machineId: r.machine_id, description: r.description }));
}
