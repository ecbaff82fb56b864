import type { BlockedFactory } from '@forgeworks/contract';
import { CHAT } from '@forgeworks/contract';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { chatBlocks, chatFriends, factories } from '../db/schema.js';
import { formerNames } from '../names/names.js';
import { HttpError } from '../errors.js';
import { otherFactory } from './factories.js';
import { conversationKey, markAllRead } from './store.js';

/**
 * A player's blocks (routes/blocks.ts through `app.chat`): making one, lifting it, the list. What a
 * block does to who reads what is the rule of blocks.ts.
 */

/** The factories `blocker` has blocked, the latest first. */
export async function blocksOf(db: Db | Tx, blocker: string): Promise<BlockedFactory[]> {
  const rows = await db
    .select({ factoryId: chatBlocks.blockedId, name: factories.name, blockedAt: chatBlocks.createdAt })
    .from(chatBlocks)
    .innerJoin(factories, eq(factories.id, chatBlocks.blockedId))
    .where(eq(chatBlocks.blockerId, blocker))
    .orderBy(desc(chatBlocks.createdAt), chatBlocks.blockedId);
  const former = await formerNames(
    db,
    rows.map((r) => r.factoryId),
  );
  return rows.map((r) => ({
    factoryId: r.factoryId,
    name: r.name,
    formerNames: former.get(r.factoryId) ?? [],
    blockedAt: r.blockedAt.toISOString(),
  }));
}

/**
 * `blocker` blocks `factoryId` (again: nothing changes); a friendship between them ends, both ways,
 * and their conversation leaves the blocker's list, read (conversationsOf), so no badge stays behind.
 */
export async function block(db: Db, blocker: string, factoryId: string): Promise<BlockedFactory> {
  return db.transaction(async (tx) => {
    const other = await otherFactory(tx, blocker, factoryId);
    await tx.insert(chatBlocks).values({ blockerId: blocker, blockedId: other.id }).onConflictDoNothing();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(chatBlocks)
      .where(eq(chatBlocks.blockerId, blocker));
    // Counted after the insert, which the refusal rolls back: blocking again at the limit still answers.
    if (n > CHAT.BLOCKS_MAX) throw new HttpError(409, `You can block at most ${CHAT.BLOCKS_MAX} factories`);
    await tx
      .delete(chatFriends)
      .where(
        or(
          and(eq(chatFriends.factoryId, blocker), eq(chatFriends.friendId, other.id)),
          and(eq(chatFriends.factoryId, other.id), eq(chatFriends.friendId, blocker)),
        ),
      );
    await markAllRead(tx, blocker, conversationKey(blocker, other.id));
    const [row] = await tx
      .select({ createdAt: chatBlocks.createdAt })
      .from(chatBlocks)
      .where(and(eq(chatBlocks.blockerId, blocker), eq(chatBlocks.blockedId, other.id)));
    const former = (await formerNames(tx, [other.id])).get(other.id) ?? [];
    return { factoryId: other.id, name: other.name, formerNames: former, blockedAt: row!.createdAt.toISOString() };
  });
}

/** Lifts `blocker`'s block of `factoryId`; answers whether there was one. */
export async function unblock(db: Db, blocker: string, factoryId: string): Promise<boolean> {
  const removed = await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blocker), eq(chatBlocks.blockedId, factoryId)))
    .returning({ id: chatBlocks.blockedId });
  return removed.length > 0;
}
