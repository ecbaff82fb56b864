/** Web Push (push/): the devices, quiet hours, the queue of messages sent at least once, the VAPID key pair. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, userRef } from './columns.js';

/**
 * The devices a player turned notifications on for (Web Push, push/): each browser's push service
 * address and keys, and the kinds it wants. An address belongs to one player: the last to subscribe
 * on that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret, base64url: messages are encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A player's quiet hours: minutes after midnight in their time zone, `from` to `until` (may span midnight). */
export const pushQuietHours = pgTable('push_quiet_hours', {
  userId: userRef('user_id').primaryKey(),
  fromMinute: smallint('from_minute').notNull(),
  untilMinute: smallint('until_minute').notNull(),
  timeZone: text('time_zone').notNull(),
});

/**
 * Each player_events row a player is to be notified of, once: the row's id is the key, so however
 * many processes find the event, one row is queued, and one claim sends it (push/outbox.ts). Kept
 * after it is sent for as long as its event is, so it is never queued again.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    /** The event's kind (player_events.kind); the message names the kind the player picked. */
    kind: text('kind').notNull(),
    /** The notification as the device shows it (the contract's PushMessage). */
    message: jsonb('message').notNull(),
    /** Not sent before this: the end of the player's quiet hours. */
    dueAt: timestamptz('due_at').notNull().defaultNow(),
    /** Not sent after this (a challenge about to end, once the day is over). */
    expiresAt: timestamptz('expires_at'),
    /**
     * Until when the process that claimed it holds it to send (push/outbox.ts): a process that dies
     * before it has sent leaves it to be claimed again once this has passed.
     */
    claimedUntil: timestamptz('claimed_until'),
    /** When it was sent (or dropped: past its use); never claimed again. */
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('push_outbox_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * The server's VAPID key pair, made by the first process to start without VAPID_* set: every
 * process signs with the same one, and the browsers' subscriptions stay valid across restarts.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);
