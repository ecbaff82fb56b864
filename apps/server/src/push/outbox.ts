import type { PushMessage } from '@forgeworks/contract';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jsonOf, num, rowsOf, when } from '../db/rows.js';
import { pushQuietHours } from '../db/schema.js';
import { NOTIFIED, notificationOf } from './messages.js';
import { quietUntil } from './quiet-hours.js';

/**
 * A player hears that cash is running out at most once in this many hours: a factory whose cash
 * hovers about the warning would cross it again and again.
 */
export const CASH_WARNING_HOURS = 6;
/** Messages claimed and sent at a time. */
const CLAIM_BATCH = 200;

/** Which events to look at: those a tick from `fromTick` on wrote, or rows `first` … `last`. */
export type Window = { fromTick: number } | { first: number; last: number };

const within = (w: Window): SQL =>
  'fromTick' in w ? sql`e.tick >= ${w.fromTick}` : sql`e.id BETWEEN ${w.first} AND ${w.last}`;

/**
 * Queues a notification for each event in the window that a device of its player wants: once per
 * event whichever process runs this, and however often (the row's id is the outbox's key).
 * Answers how many it queued.
 */
export async function queueNotifications(db: Pick<Db, 'execute'>, window: Window): Promise<number> {
  const found = rowsOf(
    z.object({ id: num, user_id: z.string(), kind: z.string(), data: z.record(z.string(), z.unknown()) }),
    await db.execute(sql`
      SELECT e.id, f.user_id, e.kind, e.data
      FROM player_events e
      JOIN factories f ON f.id = e.factory_id
      JOIN jsonb_each_text(${JSON.stringify(NOTIFIED)}::jsonb) AS k(event, wanted) ON k.event = e.kind
      WHERE ${within(window)}
        AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = f.user_id AND k.wanted = ANY(s.kinds))
        AND NOT EXISTS (SELECT 1 FROM push_outbox o WHERE o.event_id = e.id)
        AND (e.kind <> 'cash-low' OR NOT EXISTS (
          SELECT 1 FROM push_outbox o WHERE o.user_id = f.user_id AND o.kind = 'cash-low'
            AND o.created_at > now() - make_interval(hours => ${CASH_WARNING_HOURS}::int)))
      ORDER BY e.id`),
  );
  const queued = found.flatMap((e) => {
    const n = notificationOf(e.kind, e.data);
    if (!n) return [];
    const expires = n.expiresAt === undefined ? null : new Date(n.expiresAt).toISOString();
    const message: PushMessage = { id: String(e.id), ...n.message };
    return [{ event_id: e.id, user_id: e.user_id, kind: e.kind, message, expires_at: expires }];
  });
  if (queued.length === 0) return 0;
  const inserted = rowsOf(
    z.object({ event_id: num }),
    await db.execute(sql`
      INSERT INTO push_outbox (event_id, user_id, kind, message, expires_at)
      SELECT event_id, user_id, kind, message, expires_at
      FROM jsonb_to_recordset(${JSON.stringify(queued)}::jsonb)
        AS q(event_id bigint, user_id text, kind text, message jsonb, expires_at timestamptz)
      ON CONFLICT (event_id) DO NOTHING
      RETURNING event_id`),
  );
  return inserted.length;
}

export interface Claimed {
  eventId: number;
  userId: string;
  message: PushMessage;
}

/**
 * How long a claim holds its messages for the process that took them. One that has not marked them
 * sent by then (it died, or hangs) loses them to the next process that looks: they are sent again,
 * and a device shows one notification for both (its tag is the event's id). Sending a batch takes
 * far less, each push service having SEND_TIMEOUT_MS (push/sender.ts) to answer.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** Rows no process holds: never claimed, or their claim has run out. */
const unclaimed = (at: string) =>
  sql`sent_at IS NULL AND due_at <= ${at}::timestamptz AND (claimed_until IS NULL OR claimed_until <= ${at}::timestamptz)`;

/**
 * Claims the queued messages due at `now` for CLAIM_LEASE_MS, each for one process at a time (rows
 * another process holds are skipped): the caller sends them, then marks them sent (`markSent`).
 * Those whose player is in quiet hours are put off to the hours' end; those past their use are dropped.
 */
export async function claimDue(db: Db, now: number): Promise<Claimed[]> {
  const at = new Date(now).toISOString();
  // Most passes find nothing due: they take no lock and open no transaction.
  const due = rowsOf(
    z.object({ due: num }),
    await db.execute(sql`SELECT 1 AS due FROM push_outbox WHERE ${unclaimed(at)} LIMIT 1`),
  );
  if (due.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = rowsOf(
      z.object({ event_id: num, user_id: z.string(), message: jsonOf<PushMessage>(), expires_at: when.nullable() }),
      await tx.execute(sql`
        SELECT event_id, user_id, message, expires_at FROM push_outbox
        WHERE ${unclaimed(at)}
        ORDER BY event_id LIMIT ${CLAIM_BATCH}
        FOR UPDATE SKIP LOCKED`),
    );
    if (due.length === 0) return [];
    const quiet = new Map(
      (
        await tx
          .select()
          .from(pushQuietHours)
          .where(
            inArray(
              pushQuietHours.userId,
              due.map((d) => d.user_id),
            ),
          )
      ).map((q) => [q.userId, q]),
    );
    const held: { event_id: number; due_at: string }[] = [];
    const dropped: number[] = [];
    const send: Claimed[] = [];
    for (const d of due) {
      const eventId = d.event_id;
      const until = quietUntil(now, quiet.get(d.user_id) ?? null);
      if (d.expires_at !== null && d.expires_at.getTime() <= now) dropped.push(eventId);
      else if (until !== null) held.push({ event_id: eventId, due_at: new Date(until).toISOString() });
      else send.push({ eventId, userId: d.user_id, message: d.message });
    }
    if (held.length > 0)
      await tx.execute(sql`
        UPDATE push_outbox o SET due_at = h.due_at
        FROM jsonb_to_recordset(${JSON.stringify(held)}::jsonb) AS h(event_id bigint, due_at timestamptz)
        WHERE o.event_id = h.event_id`);
    await markSent(tx, dropped);
    if (send.length > 0)
      await tx.execute(sql`
        UPDATE push_outbox SET claimed_until = ${new Date(now + CLAIM_LEASE_MS).toISOString()}::timestamptz
        WHERE event_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(send.map((c) => c.eventId))}::jsonb)::bigint)`);
    return send;
  });
}

/** The messages were sent (or are of no more use): no process claims them again. */
export async function markSent(db: Pick<Db, 'execute'>, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.execute(sql`
    UPDATE push_outbox SET sent_at = now()
    WHERE event_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb)::bigint)`);
}
