import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * The PostgreSQL channel on which a process that stores or deletes a message tells every process
 * (itself too), each of which sends it on the event streams it holds (plugins/app/chat.ts).
 */
export const CHAT_NOTICES = 'forgeworks_chat';

interface Party {
  factoryId: string;
  userId: string;
}

/**
 * What crosses the channel: the whole message (at most 500 characters, well inside a NOTIFY's
 * 8,000 bytes), so no process reads it back; or the id of a message the operator deleted.
 */
export type ChatNotice =
  | {
      kind: 'message';
      id: number;
      /** A channel's id, or a conversation's key with `recipient` set. */
      channel: string;
      sender: Party & { name: string };
      recipient?: Party;
      text: string;
      sentAt: string;
    }
  | { kind: 'deleted'; id: number };

/** The statement that sends a notice; inside a transaction, it goes when that commits. */
export const chatNotice = (notice: ChatNotice): SQL =>
  sql`SELECT pg_notify(${CHAT_NOTICES}, ${JSON.stringify(notice)})`;

const isParty = (value: unknown): value is Party =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Party).factoryId === 'string' &&
  typeof (value as Party).userId === 'string';

/** A notice as received, or null for anything else on the channel. */
export function parseChatNotice(payload: string): ChatNotice | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (value.kind === 'deleted' && Number.isSafeInteger(value.id)) return { kind: 'deleted', id: value.id as number };
    if (
      value.kind === 'message' &&
      Number.isSafeInteger(value.id) &&
      typeof value.channel === 'string' &&
      isParty(value.sender) &&
      typeof (value.sender as { name?: unknown }).name === 'string' &&
      (value.recipient === undefined || isParty(value.recipient)) &&
      typeof value.text === 'string' &&
      typeof value.sentAt === 'string'
    )
      return value as unknown as ChatNotice;
  } catch {
    // Not ours: ignored below.
  }
  return null;
}
