import { LEAGUES } from '@forgeworks/engine';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Reader } from '../../chat/audience.js';
import { audienceOf, leaguesMatter } from '../../chat/audience.js';
import type { ChatNotice } from '../../chat/notice.js';
import { CHAT_NOTICES, parseChatNotice } from '../../chat/notice.js';
import { markOnline, PRESENCE_MS } from '../../chat/presence.js';
import type { ChatService } from '../../chat/service.js';
import { chatService } from '../../chat/service.js';
import { noticesInOrder } from '../../db/notices-in-order.js';
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
 * to those chat/audience.ts names: once each, whichever process they are connected to. Every
 * PRESENCE_MS it says which players hold a stream here (chat/presence.ts).
 */
export default fp(async function chatPlugin(app: FastifyInstance, opts: { channels: boolean }) {
  const db = app.database.db;
  const leagueOf = async (factoryId: string) =>
    (await app.seasons.board()).byFactory.get(factoryId)?.league ?? LEAGUES[0]!;
  app.decorate('chat', chatService({ db, channels: opts.channels, leagueOf }));

  /** The factory of each player with a stream here: a player's factory never changes. */
  const factoryOf = new Map<string, string>();
  const factoriesOf = async (userIds: string[]): Promise<Reader[]> => {
    const missing = userIds.filter((id) => !factoryOf.has(id));
    if (missing.length > 0)
      for (const row of await db
        .select({ id: factories.id, userId: factories.userId })
        .from(factories)
        .where(inArray(factories.userId, missing)))
        factoryOf.set(row.userId, row.id);
    return userIds.map((id) => ({ userId: id, factoryId: factoryOf.get(id) }));
  };

  /** The players with a stream here, with their leagues when `withLeagues`. */
  const readersHere = async (withLeagues: boolean): Promise<Reader[]> => {
    const readers = await factoriesOf(app.events.players());
    if (!withLeagues || readers.length === 0) return readers;
    const board = await app.seasons.board();
    return readers.map((r) => ({
      ...r,
      league: r.factoryId === undefined ? undefined : (board.byFactory.get(r.factoryId)?.league ?? LEAGUES[0]),
    }));
  };

  /** Sends a notice on the streams held here to those `audienceOf` (chat/audience.ts) names. */
  const deliver = async (notice: ChatNotice) => {
    // A session ended before this message was stored is heard of first (another process may have
    // ended it), so its stream is closed before the message could reach it (plugins/app/events.ts).
    await app.peers?.caughtUp();
    const readers = await readersHere(leaguesMatter(notice));
    if (readers.length === 0) return;
    const blockers = notice.kind === 'message' ? await app.chat.blockersOf(notice.sender.factoryId) : new Set<string>();
    for (const told of audienceOf(notice, readers, blockers)) app.events.send(told.event, told.data, told.userIds);
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
