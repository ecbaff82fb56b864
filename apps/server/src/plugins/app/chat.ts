import type { ChatEvent } from '@forgeworks/contract';
import { TRADE_CHANNEL } from '@forgeworks/contract';
import { LEAGUES } from '@forgeworks/engine';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatNotice } from '../../chat/notice.js';
import { CHAT_NOTICES, parseChatNotice } from '../../chat/notice.js';
import { markOnline, PRESENCE_MS } from '../../chat/presence.js';
import type { ChatService } from '../../chat/service.js';
import { chatService } from '../../chat/service.js';
import { noticesInOrder } from '../../db/notices-in-order.js';
import { rowsOf } from '../../db/rows.js';
import { factories } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' talk (chat/service.ts). */
    chat: ChatService;
  }
}

/**
 * Players' talk, live. A process that stores or deletes a message NOTIFYs it on CHAT_NOTICES in the
 * same transaction; every process (this one too) LISTENs and sends it on the event streams it holds
 * to the readers of its channel or conversation: once each, whichever process they are connected
 * to, never to a player who blocked its sender. Every PRESENCE_MS it says which players hold a
 * stream here (chat/presence.ts).
 */
export default fp(async function chatPlugin(app: FastifyInstance, opts: { channels: boolean }) {
  const db = app.database.db;
  const leagueOf = async (factoryId: string) =>
    (await app.seasons.board()).byFactory.get(factoryId)?.league ?? LEAGUES[0]!;
  app.decorate('chat', chatService({ db, channels: opts.channels, leagueOf }));

  /** The factory of each player with a stream here: a player's factory never changes. */
  const factoryOf = new Map<string, string>();
  const factoriesOf = async (userIds: string[]) => {
    const missing = userIds.filter((id) => !factoryOf.has(id));
    if (missing.length > 0)
      for (const row of await db
        .select({ id: factories.id, userId: factories.userId })
        .from(factories)
        .where(inArray(factories.userId, missing)))
        factoryOf.set(row.userId, row.id);
    return userIds.filter((id) => factoryOf.has(id)).map((id) => ({ userId: id, factoryId: factoryOf.get(id)! }));
  };

  const deliver = async (notice: ChatNotice) => {
    // A session ended before this message was stored is heard of first (another process may have
    // ended it), so its stream is closed before the message could reach it (plugins/app/events.ts).
    await app.peers?.caughtUp();
    const hub = app.events;
    if (notice.kind === 'deleted') {
      hub.send('chat-deleted', { id: notice.id }, hub.players());
      return;
    }
    const message = {
      id: notice.id,
      sender: { factoryId: notice.sender.factoryId, name: notice.sender.name },
      text: notice.text,
      // As the API writes a time (the database wrote this one).
      sentAt: new Date(notice.sentAt).toISOString(),
    };
    const tell = (userIds: string[], event: Omit<ChatEvent, 'message'>) => {
      const senders = userIds.filter((id) => id === notice.sender.userId);
      const others = userIds.filter((id) => id !== notice.sender.userId);
      if (senders.length > 0) hub.send('chat', { ...event, message: { ...message, mine: true } }, senders);
      if (others.length > 0) hub.send('chat', { ...event, message: { ...message, mine: false } }, others);
    };
    const { recipient } = notice;
    if (recipient) {
      tell(
        [notice.sender.userId].filter((id) => hub.has(id)),
        { channel: 'direct', with: recipient.factoryId },
      );
      if (hub.has(recipient.userId)) tell([recipient.userId], { channel: 'direct', with: notice.sender.factoryId });
      return;
    }
    const channel = notice.channel as ChatEvent['channel'];
    let readers = await factoriesOf(hub.players());
    if (readers.length === 0) return;
    if (channel !== TRADE_CHANNEL) {
      const board = await app.seasons.board();
      readers = readers.filter((r) => (board.byFactory.get(r.factoryId)?.league ?? LEAGUES[0]) === channel);
    }
    const blockers = new Set(
      rowsOf(
        z.object({ blocker_id: z.string() }),
        await db.execute(sql`SELECT blocker_id FROM chat_blocks WHERE blocked_id = ${notice.sender.factoryId}`),
      ).map((r) => r.blocker_id),
    );
    tell(
      readers.filter((r) => !blockers.has(r.factoryId)).map((r) => r.userId),
      { channel },
    );
  };

  const stopNotices = await noticesInOrder(app.database, CHAT_NOTICES, parseChatNotice, deliver, (error, notice) =>
    app.log.error({ err: error, id: notice.id }, 'chat message not sent'),
  );

  const presence = setInterval(() => {
    void markOnline(db, ...app.events.players()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'presence not kept'),
    );
  }, PRESENCE_MS);
  presence.unref();

  app.addHook('onClose', async () => {
    clearInterval(presence);
    await stopNotices();
  });
});
