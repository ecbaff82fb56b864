/** Players' talk (chat/): messages, conversations, read marks, friends, blocks, reports, mutes, presence. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, userRef } from './columns.js';
import { factoryRef } from './factory-ref.js';
import { factories } from './game.js';

/**
 * A factory's block of another (chat/blocks.ts): the blocked factory's messages never reach the
 * blocker, and it can send the blocker nothing. Keyed by factory ids, so every room that lets one
 * player reach another (messages now, contracts later) asks the same table.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: factoryRef('blocker_id'),
    blockedId: factoryRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Every message (chat/store.ts): in a channel (`trade`, or a league's id) or between two factories
 * (`channel` is then the conversation's key, `dm:<lower id>:<higher id>`, and `recipient_id` set).
 * A deleted account's messages go with its factory (docs/security.md, "Chat"); the retention
 * deletes old ones (history/retention.ts).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    channel: text('channel').notNull(),
    senderId: factoryRef('sender_id'),
    recipientId: uuid('recipient_id').references(() => factories.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channel, t.id),
    index('chat_messages_sender_idx').on(t.senderId, t.id),
    index('chat_messages_created_idx').on(t.createdAt),
  ],
);

/** Each conversation between two factories: who started it and when, and its latest message. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    key: text('key').primaryKey(),
    lowId: factoryRef('low_id'),
    highId: factoryRef('high_id'),
    startedBy: uuid('started_by').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('chat_conversations_low_idx').on(t.lowId, t.lastMessageId),
    index('chat_conversations_high_idx').on(t.highId, t.lastMessageId),
    index('chat_conversations_started_idx').on(t.startedBy, t.startedAt),
  ],
);

/** How far each factory has read each channel or conversation: the unread counts start after it. */
export const chatReads = pgTable(
  'chat_reads',
  {
    factoryId: factoryRef('factory_id'),
    channel: text('channel').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.factoryId, t.channel] })],
);

/** A factory's friends: one row per direction, so a friendship is mutual when both rows exist. */
export const chatFriends = pgTable(
  'chat_friends',
  {
    factoryId: factoryRef('factory_id'),
    friendId: factoryRef('friend_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.factoryId, t.friendId] }), index('chat_friends_friend_idx').on(t.friendId)],
);

/**
 * A player's report of a message, with a copy of its words and sender: no key ties it to the message
 * or the sender, so it outlives a deletion of either. One per reporter and message.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serialId(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    senderId: uuid('sender_id').notNull(),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    reporterId: factoryRef('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** When the operator deleted the message. */
    messageDeletedAt: timestamptz('message_deleted_at'),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    index('chat_reports_created_idx').on(t.createdAt),
  ],
);

/** A player the operator muted: no posts and no messages until `until`; playing is untouched. */
export const chatMutes = pgTable('chat_mutes', {
  factoryId: factoryRef('factory_id').primaryKey(),
  until: timestamptz('until').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * When each player was last online: written every PRESENCE_MS by the process holding their event
 * stream, and when they read their messages. Mutual friends see it; a direct message to a player
 * not seen lately is pushed to their devices.
 */
export const chatPresence = pgTable('chat_presence', {
  userId: userRef('user_id').primaryKey(),
  onlineAt: timestamptz('online_at').notNull(),
});

/**
 * The operator's chat switch (chat/settings.ts): one row once the operator has set it; until then
 * the channels are as CHAT_CHANNELS says, without a slow mode.
 */
export const chatSettings = pgTable(
  'chat_settings',
  {
    id: smallint('id').primaryKey(),
    channelsOpen: boolean('channels_open').notNull(),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('chat_settings_one_row', sql`${t.id} = 1`)],
);
