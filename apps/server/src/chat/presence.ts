import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** How often the process holding a player's event stream says they are online. */
export const PRESENCE_MS = 20_000;
/** A player not seen online for this long is away: a direct message to them is pushed to their devices. */
export const AWAY_AFTER_S = 60;

/** The players `userIds` are online now. */
export async function markOnline(db: Pick<Db, 'execute'>, ...userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO chat_presence (user_id, online_at)
    SELECT u.id, now() FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) AS u(id)
    WHERE EXISTS (SELECT 1 FROM "user" WHERE "user".id = u.id)
    ON CONFLICT (user_id) DO UPDATE SET online_at = excluded.online_at`);
}

/** Whether the player of `userId` was seen online within AWAY_AFTER_S (a condition for a query). */
export const onlineNow = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM chat_presence
              WHERE user_id = ${userId} AND online_at > now() - make_interval(secs => ${AWAY_AFTER_S}))`;
