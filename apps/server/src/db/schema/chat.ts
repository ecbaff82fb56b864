/** Players' talk (chat/): blocks between factories. */
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { factories } from './game.js';

/**
 * A factory's block of another (chat/blocks.ts): the blocked factory's messages never reach the
 * blocker, and it can send the blocker nothing. Keyed by factory ids, so every room that lets one
 * player reach another (messages now, contracts later) asks the same table.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
);
