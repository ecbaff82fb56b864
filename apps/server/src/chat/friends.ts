import type { Friend } from '@forgeworks/contract';
import { CHAT } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { counted, num, rowsOf, when } from '../db/rows.js';
import { HttpError } from '../errors.js';
import { blockedEitherWay } from './blocks.js';
import { otherFactory } from './factories.js';

/**
 * Friends: one row per direction, so each player's list is theirs to keep. When both have added
 * each other, each sees when the other was last online; nobody else ever does.
 */

const friendRow = z.object({
  factory_id: z.string(),
  name: z.string(),
  mutual: z.boolean(),
  online_at: when.nullable(),
});
type FriendRow = z.infer<typeof friendRow>;

const friendOf = (r: FriendRow): Friend => ({
  factoryId: r.factory_id,
  name: r.name,
  mutual: r.mutual,
  lastOnlineAt: r.mutual && r.online_at !== null ? new Date(r.online_at).toISOString() : null,
});

/** `me`'s friends (or the one of them `only` names), by name. */
export async function friendsOf(db: Db | Tx, me: string, only?: string): Promise<Friend[]> {
  const rows = rowsOf(
    friendRow,
    await db.execute(sql`
      SELECT f.id AS factory_id, f.name,
        EXISTS (SELECT 1 FROM chat_friends back WHERE back.factory_id = f.id AND back.friend_id = ${me}) AS mutual,
        p.online_at
      FROM chat_friends mine
      JOIN factories f ON f.id = mine.friend_id
      LEFT JOIN chat_presence p ON p.user_id = f.user_id
      WHERE mine.factory_id = ${me} ${only === undefined ? sql`` : sql`AND mine.friend_id = ${only}`}
      ORDER BY lower(f.name), f.id`),
  );
  return rows.map(friendOf);
}

/** `me` adds `factoryId` as a friend (again: nothing changes); never across a block. */
export async function addFriend(db: Db, me: string, factoryId: string): Promise<Friend> {
  return db.transaction(async (tx) => {
    const other = await otherFactory(tx, me, factoryId, { listedOnly: true, people: true });
    if (await blockedEitherWay(tx, me, other.id))
      throw new HttpError(403, `You cannot add ${other.name}: one of you has blocked the other`);
    await tx.execute(sql`
      INSERT INTO chat_friends (factory_id, friend_id) VALUES (${me}, ${other.id}) ON CONFLICT DO NOTHING`);
    const [row] = rowsOf(
      counted,
      await tx.execute(sql`SELECT count(*)::int AS n FROM chat_friends WHERE factory_id = ${me}`),
    );
    // Counted after the insert, which the refusal rolls back: adding a friend again at the limit still answers.
    if (row!.n > CHAT.FRIENDS_MAX) throw new HttpError(409, `You can have at most ${CHAT.FRIENDS_MAX} friends`);
    return (await friendsOf(tx, me, other.id))[0]!;
  });
}

export async function removeFriend(db: Db | Tx, me: string, factoryId: string): Promise<boolean> {
  const removed = rowsOf(
    z.object({ one: num }),
    await db.execute(
      sql`DELETE FROM chat_friends WHERE factory_id = ${me} AND friend_id = ${factoryId} RETURNING 1 AS one`,
    ),
  );
  return removed.length > 0;
}
