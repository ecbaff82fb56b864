import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { chatBlocks } from '../db/schema.js';

/**
 * The block rule, the one place it is written: a factory that `blocker` has blocked reaches
 * nothing of `blocker`'s: its messages are left out of what the blocker reads or is told
 * (store.ts, audience.ts), and it can neither write to the blocker nor befriend them. Every room
 * where one player reaches another asks here (chat, contracts/propose.ts).
 */

/** Whether `blocker` has blocked `sender`, as SQL: each a value, or a column (sql`m.sender_id`). */
export const hasBlocked = (blocker: string | SQL, sender: string | SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_id = ${blocker} AND b.blocked_id = ${sender})`;

const answer = z.object({ yes: z.boolean() });

/** Whether `blocker` has blocked `sender`: then nothing of `sender`'s may reach `blocker`. */
export async function isBlockedBy(db: Db | Tx, pair: { blocker: string; sender: string }): Promise<boolean> {
  const [row] = rowsOf(answer, await db.execute(sql`SELECT ${hasBlocked(pair.blocker, pair.sender)} AS yes`));
  return row!.yes;
}

/** Whether either of the two factories has blocked the other (no conversation across a block). */
export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [row] = rowsOf(answer, await db.execute(sql`SELECT ${hasBlocked(a, b)} OR ${hasBlocked(b, a)} AS yes`));
  return row!.yes;
}

/** The factories that blocked `sender`: none of them hears of its messages (audience.ts). */
export async function blockersOf(db: Db | Tx, sender: string): Promise<Set<string>> {
  const rows = await db
    .select({ blocker: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(eq(chatBlocks.blockedId, sender));
  return new Set(rows.map((r) => r.blocker));
}
