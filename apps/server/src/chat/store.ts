import type { ChatMessage, MessagePage } from '@forgeworks/contract';
import { CHAT } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { num, rowsOf, when } from '../db/rows.js';
import { hasBlocked } from './blocks.js';
import type { ChatNotice } from './notice.js';
import { CHAT_NOTICES } from './notice.js';
import { onlineNow } from './presence.js';

/**
 * The messages' reads and writes (tables of schema/chat.ts). A channel's messages carry its id
 * (`trade`, a league); a conversation's, its key (`conversationKey`).
 */

/** The key of the conversation between two factories, the same whichever of them writes. */
export const conversationKey = (a: string, b: string) => (a < b ? `dm:${a}:${b}` : `dm:${b}:${a}`);

export const isConversation = (channel: string) => channel.startsWith('dm:');

export interface MessageRow {
  id: number | string;
  channel: string;
  sender_id: string;
  sender_name: string;
  recipient_id: string | null;
  text: string;
  created_at: string | Date;
}

const messageRow = z.object({
  id: num,
  channel: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  recipient_id: z.string().nullable(),
  text: z.string(),
  created_at: when,
});

/** A stored message as `reader` is shown it. */
export function presentMessage(row: MessageRow, reader: string): ChatMessage {
  return {
    id: Number(row.id),
    sender: { factoryId: row.sender_id, name: row.sender_name },
    mine: row.sender_id === reader,
    text: row.text,
    sentAt: new Date(row.created_at).toISOString(),
  };
}

/** Leaves out what factories `reader` blocked wrote (blocks.ts). */
const notBlockedBy = (reader: string) => sql`NOT ${hasBlocked(reader, sql`m.sender_id`)}`;

/** A page of a channel or conversation for `reader`, newest first, older than `before` when given. */
export async function pageOf(
  db: Db | Tx,
  channel: string,
  reader: string,
  query: { before?: number; limit: number },
): Promise<MessagePage> {
  const rows = rowsOf(
    messageRow,
    await db.execute(sql`
      SELECT m.id, m.channel, m.sender_id, f.name AS sender_name, m.recipient_id, m.text, m.created_at
      FROM chat_messages m JOIN factories f ON f.id = m.sender_id
      WHERE m.channel = ${channel} ${query.before === undefined ? sql`` : sql`AND m.id < ${query.before}`}
        AND ${notBlockedBy(reader)}
      ORDER BY m.id DESC LIMIT ${query.limit + 1}`),
  );
  const more = rows.length > query.limit;
  const messages = rows.slice(0, query.limit).map((r) => presentMessage(r, reader));
  return { messages, before: more ? messages.at(-1)!.id : null };
}

/** One message with its sender's name now, or undefined. */
export async function messageById(db: Db | Tx, id: number): Promise<MessageRow | undefined> {
  const [row] = rowsOf(
    messageRow,
    await db.execute(sql`
      SELECT m.id, m.channel, m.sender_id, f.name AS sender_name, m.recipient_id, m.text, m.created_at
      FROM chat_messages m JOIN factories f ON f.id = m.sender_id WHERE m.id = ${id}`),
  );
  return row;
}

/** `reader` has read `channel` up to message `lastId` (never back). */
export async function markRead(db: Db | Tx, reader: string, channel: string, lastId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO chat_reads (factory_id, channel, last_read_id) VALUES (${reader}, ${channel}, ${lastId})
    ON CONFLICT (factory_id, channel) DO UPDATE SET last_read_id = greatest(chat_reads.last_read_id, excluded.last_read_id)`);
}

/** `reader` has read all of `channel` there is now (a conversation closed by a block). */
export async function markAllRead(db: Db | Tx, reader: string, channel: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO chat_reads (factory_id, channel, last_read_id)
    SELECT ${reader}, ${channel}, max(id) FROM chat_messages WHERE channel = ${channel} HAVING max(id) IS NOT NULL
    ON CONFLICT (factory_id, channel) DO UPDATE SET last_read_id = greatest(chat_reads.last_read_id, excluded.last_read_id)`);
}

/**
 * A reader new to a channel starts with it read: its history is there to scroll, not to count.
 * Answers nothing; a mark already kept stays.
 */
export async function joinChannels(db: Db | Tx, reader: string, channels: string[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO chat_reads (factory_id, channel, last_read_id)
    SELECT ${reader}, c.channel, coalesce((SELECT max(id) FROM chat_messages m WHERE m.channel = c.channel), 0)
    FROM jsonb_array_elements_text(${JSON.stringify(channels)}::jsonb) AS c(channel)
    ON CONFLICT (factory_id, channel) DO NOTHING`);
}

/** Unread messages from others (not blocked) after the reader's mark, in each channel, up to CHAT.UNREAD_MAX. */
export async function unreadIn(db: Db | Tx, reader: string, channels: string[]): Promise<Map<string, number>> {
  const rows = rowsOf(
    z.object({ channel: z.string(), unread: num }),
    await db.execute(sql`
      SELECT c.channel, (
        SELECT count(*)::int FROM (
          SELECT 1 FROM chat_messages m
          WHERE m.channel = c.channel AND m.sender_id <> ${reader}
            AND m.id > coalesce((SELECT r.last_read_id FROM chat_reads r
                                 WHERE r.factory_id = ${reader} AND r.channel = c.channel), 0)
            AND ${notBlockedBy(reader)}
          LIMIT ${CHAT.UNREAD_MAX}) unread) AS unread
      FROM jsonb_array_elements_text(${JSON.stringify(channels)}::jsonb) AS c(channel)`),
  );
  return new Map(rows.map((r) => [r.channel, r.unread]));
}

/**
 * The reader's conversations, the latest first (at most CHAT.PAGE_MAX), each with its last message
 * and unread count; none with a factory the reader blocked (chat/blocks.ts).
 */
export async function conversationsOf(db: Db | Tx, reader: string) {
  const rows = rowsOf(
    messageRow.extend({ other_id: z.string(), other_name: z.string(), unread: num, key: z.string() }),
    await db.execute(sql`
      WITH mine AS (
        SELECT key, other_id, last_message_id FROM (
          SELECT key, high_id AS other_id, last_message_id FROM chat_conversations WHERE low_id = ${reader}
          UNION ALL
          SELECT key, low_id AS other_id, last_message_id FROM chat_conversations WHERE high_id = ${reader}) c
        WHERE NOT ${hasBlocked(reader, sql`c.other_id`)}
        ORDER BY last_message_id DESC LIMIT ${CHAT.PAGE_MAX})
      SELECT c.key, c.other_id, o.name AS other_name, m.*, (
        SELECT count(*)::int FROM (
          SELECT 1 FROM chat_messages u
          WHERE u.channel = c.key AND u.sender_id <> ${reader}
            AND u.id > coalesce((SELECT r.last_read_id FROM chat_reads r
                                 WHERE r.factory_id = ${reader} AND r.channel = c.key), 0)
          LIMIT ${CHAT.UNREAD_MAX}) unread) AS unread
      FROM mine c
      JOIN factories o ON o.id = c.other_id
      JOIN LATERAL (
        SELECT m.id, m.channel, m.sender_id, f.name AS sender_name, m.recipient_id, m.text, m.created_at
        FROM chat_messages m JOIN factories f ON f.id = m.sender_id
        WHERE m.channel = c.key ORDER BY m.id DESC LIMIT 1) m ON true
      ORDER BY m.id DESC`),
  );
  return rows.map((r) => ({
    factoryId: r.other_id,
    name: r.other_name,
    last: presentMessage(r, reader),
    unread: r.unread,
  }));
}

/**
 * What a direct message from `me` to `other` depends on, in one query: a block either way (blocks.ts), whether
 * their conversation is open already, how many `me` started in the last day, and whether `other`
 * has been away (chat/presence.ts).
 */
export async function betweenTwo(
  db: Db | Tx,
  pair: { me: string; other: string; otherUserId: string; key: string },
): Promise<{ iBlocked: boolean; theyBlocked: boolean; open: boolean; startedToday: number; away: boolean }> {
  const [row] = rowsOf(
    z.object({ i_blocked: z.boolean(), they_blocked: z.boolean(), open: z.boolean(), started: num, away: z.boolean() }),
    await db.execute(sql`
      SELECT
        ${hasBlocked(pair.me, pair.other)} AS i_blocked,
        ${hasBlocked(pair.other, pair.me)} AS they_blocked,
        EXISTS (SELECT 1 FROM chat_conversations WHERE key = ${pair.key}) AS open,
        (SELECT count(*)::int FROM chat_conversations
         WHERE started_by = ${pair.me} AND started_at > now() - interval '1 day') AS started,
        NOT ${onlineNow(pair.otherUserId)} AS away`),
  );
  return {
    iBlocked: row!.i_blocked,
    theyBlocked: row!.they_blocked,
    open: row!.open,
    startedToday: row!.started,
    away: row!.away,
  };
}

/**
 * Stores a message, read by its sender (and its conversation's latest), and tells every process
 * (chat/notice.ts) once it commits: one statement, so a post costs one round trip to the database.
 * Answers the message's id and time as stored.
 */
export async function insertMessage(
  db: Db | Tx,
  message: { channel: string; senderId: string; recipientId: string | null; text: string },
  notice: Omit<Extract<ChatNotice, { kind: 'message' }>, 'id' | 'sentAt'>,
): Promise<{ id: number; createdAt: Date }> {
  const [low, high] = [message.senderId, message.recipientId ?? ''].sort();
  const [row] = rowsOf(
    z.object({ id: num, created_at: when, told: num }),
    await db.execute(sql`
      WITH m AS (
        INSERT INTO chat_messages (channel, sender_id, recipient_id, text)
        VALUES (${message.channel}, ${message.senderId}, ${message.recipientId}, ${message.text})
        RETURNING id, created_at),
      read AS (
        INSERT INTO chat_reads (factory_id, channel, last_read_id)
        SELECT ${message.senderId}, ${message.channel}, m.id FROM m
        ON CONFLICT (factory_id, channel)
          DO UPDATE SET last_read_id = greatest(chat_reads.last_read_id, excluded.last_read_id)),
      conversation AS (
        INSERT INTO chat_conversations (key, low_id, high_id, started_by, last_message_id)
        SELECT ${message.channel}, nullif(${low}, '')::uuid, nullif(${high}, '')::uuid, ${message.senderId}, m.id FROM m
        WHERE ${message.recipientId}::uuid IS NOT NULL
        ON CONFLICT (key) DO UPDATE
          SET last_message_id = greatest(chat_conversations.last_message_id, excluded.last_message_id)),
      told AS (
        SELECT pg_notify(${CHAT_NOTICES}, (${JSON.stringify(notice)}::jsonb || jsonb_build_object(
          'id', m.id,
          'sentAt', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text)
        FROM m)
      SELECT m.id, m.created_at, (SELECT count(*)::int FROM told) AS told FROM m`),
  );
  return { id: row!.id, createdAt: row!.created_at };
}
