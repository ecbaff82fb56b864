import type { ChatReport, MuteBody } from '@forgeworks/contract';
import { CHANNEL_NAMES, CHAT_REPORTS_LIMIT } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { num, rowsOf, when } from '../db/rows.js';
import { formerNames } from '../names/names.js';
import { HttpError } from '../errors.js';
import { audited } from '../moderation/actions.js';
import { chatNotice } from './notice.js';
import type { Talker } from './factories.js';
import { isConversation, messageById } from './store.js';

/**
 * Reports and the operator's tools (routes/chat.ts, routes/admin-chat.ts): a report keeps a copy
 * of the words; the operator deletes a message everywhere, mutes and lifts; each in the audit.
 */

/** What a report shows of where the message was: its channel, or `direct`. */
const placeOf = (channel: string) => (isConversation(channel) ? 'direct' : channel);

/** How the audit quotes a deleted message: enough to know it again. */
const quoted = (text: string) => `"${text.length > 120 ? `${text.slice(0, 119)}…` : text}"`;

/**
 * `me` reports message `id`, which they can read (a channel of theirs or a conversation they are in),
 * with a reason. Reporting it again renews the report; a player cannot report their own.
 */
export async function reportMessage(
  db: Db,
  me: Talker,
  id: number,
  reason: string,
  readable: (channel: string) => Promise<boolean>,
): Promise<void> {
  const message = await messageById(db, id);
  const mine = message && (message.sender_id === me.factoryId || message.recipient_id === me.factoryId);
  if (!message || (isConversation(message.channel) ? !mine : !(await readable(message.channel))))
    throw new HttpError(404, 'message not found');
  if (message.sender_id === me.factoryId) throw new HttpError(400, 'You cannot report your own message');
  await db.execute(sql`
    INSERT INTO chat_reports (message_id, channel, sender_id, sender_name, text, sent_at, reporter_id, reason)
    VALUES (${id}, ${placeOf(message.channel)}, ${message.sender_id}, ${message.sender_name}, ${message.text},
            ${new Date(message.created_at).toISOString()}, ${me.factoryId}, ${reason})
    ON CONFLICT (message_id, reporter_id) DO UPDATE SET reason = excluded.reason, created_at = now()`);
}

const reportRow = z.object({
  id: num,
  message_id: num,
  channel: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  text: z.string(),
  sent_at: when,
  reporter_id: z.string(),
  reporter_name: z.string(),
  sender_now: z.string().nullable(),
  reason: z.string(),
  created_at: when,
  message_deleted_at: when.nullable(),
  standing: z.boolean(),
});

/** The latest reports, newest first, each with its copy of the words and whether the message is gone. */
export async function chatReports(db: Db): Promise<ChatReport[]> {
  const rows = rowsOf(
    reportRow,
    await db.execute(sql`
      SELECT r.*, f.name AS reporter_name, s.name AS sender_now,
        EXISTS (SELECT 1 FROM chat_messages m WHERE m.id = r.message_id) AS standing
      FROM chat_reports r JOIN factories f ON f.id = r.reporter_id LEFT JOIN factories s ON s.id = r.sender_id
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${CHAT_REPORTS_LIMIT}`),
  );
  const former = await formerNames(db, [...new Set(rows.map((r) => r.sender_id))]);
  return rows.map((r) => ({
    id: Number(r.id),
    messageId: Number(r.message_id),
    channel: r.channel,
    sender: { factoryId: r.sender_id, name: r.sender_name },
    senderNow: r.sender_now === null ? null : { name: r.sender_now, formerNames: former.get(r.sender_id) ?? [] },
    text: r.text,
    sentAt: new Date(r.sent_at).toISOString(),
    reporter: { factoryId: r.reporter_id, name: r.reporter_name },
    reason: r.reason,
    reportedAt: new Date(r.created_at).toISOString(),
    deleted: !r.standing,
    deletedAt: r.message_deleted_at === null ? null : new Date(r.message_deleted_at).toISOString(),
  }));
}

/**
 * Deletes a message from every history; every process drops it from the pages open on its streams
 * once the deletion commits. Its reports keep their copy, marked deleted.
 */
export async function deleteMessage(db: Db, operator: string, id: number): Promise<void> {
  const message = await messageById(db, id);
  if (!message) throw new HttpError(404, 'message not found');
  await audited(db, operator, message.sender_id, async (tx) => {
    const gone = rowsOf(
      z.object({ id: num }),
      await tx.execute(sql`DELETE FROM chat_messages WHERE id = ${id} RETURNING id`),
    );
    if (gone.length === 0) throw new HttpError(404, 'message not found');
    await tx.execute(sql`UPDATE chat_reports SET message_deleted_at = now() WHERE message_id = ${id}`);
    await tx.execute(chatNotice({ kind: 'deleted', id }));
    const place = placeOf(message.channel);
    const where = place === 'direct' ? 'a direct message' : `the ${CHANNEL_NAMES[place] ?? place} channel`;
    return { action: 'delete-message', detail: `${quoted(message.text)} in ${where}` };
  });
}

export interface Muted {
  factoryId: string;
  name: string;
  until: string | null;
  reason: string;
}

/** Mutes a player for `minutes` (a mute already running is replaced by this one). */
export async function mutePlayer(db: Db, operator: string, factoryId: string, body: MuteBody) {
  let until = '';
  const target = await audited(db, operator, factoryId, async (tx) => {
    const [row] = rowsOf(
      z.object({ until: when }),
      await tx.execute(sql`
        INSERT INTO chat_mutes (factory_id, until, reason)
        VALUES (${factoryId}, now() + make_interval(mins => ${body.minutes}), ${body.reason})
        ON CONFLICT (factory_id) DO UPDATE SET until = excluded.until, reason = excluded.reason, created_at = now()
        RETURNING until`),
    );
    until = new Date(row!.until).toISOString();
    return { action: 'mute', detail: `until ${until}`, reason: body.reason };
  });
  return { factoryId, name: target.name, until, reason: body.reason } satisfies Muted;
}

export async function unmutePlayer(db: Db, operator: string, factoryId: string, reason = '') {
  const target = await audited(db, operator, factoryId, async (tx) => {
    const lifted = rowsOf(
      z.object({ running: z.boolean() }),
      await tx.execute(sql`DELETE FROM chat_mutes WHERE factory_id = ${factoryId} RETURNING until > now() AS running`),
    );
    if (!lifted.some((m) => m.running)) throw new HttpError(409, 'This player is not muted');
    return { action: 'unmute', reason };
  });
  return { factoryId, name: target.name, until: null, reason } satisfies Muted;
}
