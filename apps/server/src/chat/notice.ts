import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The PostgreSQL channel on which a process that stores or deletes a message tells every process
 * (itself too), each of which sends it on the event streams it holds (plugins/app/chat.ts).
 */
export const CHAT_NOTICES = 'forgeworks_chat';

const Party = z.object({ factoryId: z.string(), userId: z.string() });

/**
 * What crosses the channel: the whole message (at most 500 characters, well inside a NOTIFY's
 * 8,000 bytes), so no process reads it back; or the id of a message the operator deleted.
 */
const ChatNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.int(),
    /** A channel's id, or a conversation's key with `recipient` set. */
    channel: z.string(),
    sender: Party.extend({ name: z.string() }),
    recipient: Party.optional(),
    text: z.string(),
    sentAt: z.string(),
  }),
  z.object({ kind: z.literal('deleted'), id: z.int() }),
]);
export type ChatNotice = z.infer<typeof ChatNoticeSchema>;

/** The statement that sends a notice; inside a transaction, it goes when that commits. */
export const chatNotice = (notice: ChatNotice): SQL =>
  sql`SELECT pg_notify(${CHAT_NOTICES}, ${JSON.stringify(notice)})`;

/** A notice as received, or null for anything else on the channel. */
export function parseChatNotice(payload: string): ChatNotice | null {
  try {
    const notice = ChatNoticeSchema.safeParse(JSON.parse(payload));
    return notice.success ? notice.data : null;
  } catch {
    // Not JSON: not ours.
    return null;
  }
}
