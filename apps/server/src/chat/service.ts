import type { ChatMessage, ChannelId, HistoryQuery } from '@forgeworks/contract';
import { CHANNEL_NAMES, CHAT, maskAbusiveWords, TRADE_CHANNEL } from '@forgeworks/contract';
import type { League } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { HttpError } from '../errors.js';
import { recordOwnEvents } from '../events/own-events.js';
import type { Talker } from './factories.js';
import { otherFactory } from './factories.js';
import type { Standing } from './limits.js';
import { checkPost, countPost, isYoung } from './limits.js';
import { reportMessage } from './moderation.js';
import { markOnline } from './presence.js';
import {
  betweenTwo,
  conversationKey,
  conversationsOf,
  insertMessage,
  joinChannels,
  markRead,
  pageOf,
  unreadIn,
} from './store.js';

export interface ChatOptions {
  db: Db;
  /** Whether the channels are on (CHAT_CHANNELS): direct messages are, whatever it says. */
  channels: boolean;
  /** The league whose channel the factory reads now. */
  leagueOf: (factoryId: string) => Promise<League>;
}

/** A direct message is pushed, as the `message` event, to a player whose devices want it. */
export const DIRECT_MESSAGE_EVENT = 'message';

/** What chat routes do (routes/chat.ts, routes/messages.ts): the checks, then the store. */
export function chatService(opts: ChatOptions) {
  const { db } = opts;

  const channelsOf = async (me: Talker): Promise<ChannelId[]> =>
    opts.channels ? [await opts.leagueOf(me.factoryId), TRADE_CHANNEL] : [];

  /** A channel `me` may read and write: their league's or Trade. */
  const allowedChannel = async (me: Talker, channel: ChannelId): Promise<void> => {
    if (!opts.channels) throw new HttpError(403, 'Channels are turned off on this server');
    if (channel !== TRADE_CHANNEL && channel !== (await opts.leagueOf(me.factoryId)))
      throw new HttpError(403, "You can read and write your own league's channel only");
  };

  const standingOf = async (me: Talker): Promise<Standing> => {
    const [row] = rowsOf<{
      created_at: string | Date;
      until: string | Date | null;
      reason: string | null;
      last_text: string | null;
    }>(
      await db.execute(sql`
        SELECT u.created_at, mu.until, mu.reason,
          (SELECT text FROM chat_messages WHERE sender_id = ${me.factoryId} ORDER BY id DESC LIMIT 1) AS last_text
        FROM "user" u LEFT JOIN chat_mutes mu ON mu.factory_id = ${me.factoryId} AND mu.until > now()
        WHERE u.id = ${me.userId}`),
    );
    return {
      accountCreatedAt: new Date(row!.created_at),
      mute: row!.until === null ? null : { until: new Date(row!.until), reason: row!.reason ?? '' },
      lastText: row!.last_text ?? undefined,
    };
  };

  /** The text to store: every post counted (the count and the player's standing read at once), then checked; abusive words masked. */
  const admit = async (me: Talker, text: string): Promise<{ text: string; standing: Standing }> => {
    const [counted, standing] = await Promise.allSettled([countPost(db, me.factoryId), standingOf(me)]);
    if (counted.status === 'rejected') throw counted.reason;
    if (standing.status === 'rejected') throw standing.reason;
    const masked = maskAbusiveWords(text);
    checkPost(standing.value, masked);
    return { text: masked, standing: standing.value };
  };

  const sent = (me: Talker, id: number, createdAt: Date, text: string): ChatMessage => ({
    id,
    sender: { factoryId: me.factoryId, name: me.name },
    mine: true,
    text,
    sentAt: createdAt.toISOString(),
  });

  return {
    /** The channels `me` reads, with unread counts, and their mute if any. */
    async channels(me: Talker) {
      const ids = await channelsOf(me);
      await joinChannels(db, me.factoryId, ids);
      const [unread, standing] = await Promise.all([unreadIn(db, me.factoryId, ids), standingOf(me)]);
      await markOnline(db, me.userId);
      return {
        channels: ids.map((id) => ({ id, name: CHANNEL_NAMES[id] ?? id, unread: unread.get(id) ?? 0 })),
        mute: standing.mute && { until: standing.mute.until.toISOString(), reason: standing.mute.reason },
      };
    },

    /** A page of a channel's history; the newest page marks the channel read. */
    async channelPage(me: Talker, channel: ChannelId, query: HistoryQuery) {
      await allowedChannel(me, channel);
      const page = await pageOf(db, channel, me.factoryId, query);
      if (query.before === undefined && page.messages[0])
        await markRead(db, me.factoryId, channel, page.messages[0].id);
      return page;
    },

    async postToChannel(me: Talker, channel: ChannelId, body: { text: string }): Promise<ChatMessage> {
      await allowedChannel(me, channel);
      const { text } = await admit(me, body.text);
      const stored = await insertMessage(
        db,
        { channel, senderId: me.factoryId, recipientId: null, text },
        { kind: 'message', channel, sender: { factoryId: me.factoryId, userId: me.userId, name: me.name }, text },
      );
      return sent(me, stored.id, stored.createdAt, text);
    },

    /** Reports a message `me` can read: a channel of theirs, or a conversation they are in. */
    async report(me: Talker, id: number, reason: string) {
      const readable = await channelsOf(me);
      await reportMessage(db, me, id, reason, async (channel) => (readable as string[]).includes(channel));
    },

    async conversations(me: Talker) {
      await markOnline(db, me.userId);
      return { conversations: await conversationsOf(db, me.factoryId) };
    },

    /** A page of the conversation with `factoryId`; the newest page marks it read. */
    async conversationPage(me: Talker, factoryId: string, query: HistoryQuery) {
      const other = await otherFactory(db, me.factoryId, factoryId);
      const key = conversationKey(me.factoryId, other.id);
      const page = await pageOf(db, key, me.factoryId, query);
      if (query.before === undefined && page.messages[0]) await markRead(db, me.factoryId, key, page.messages[0].id);
      return { ...page, factory: { factoryId: other.id, name: other.name } };
    },

    async sendDirect(me: Talker, factoryId: string, body: { text: string }): Promise<ChatMessage> {
      const other = await otherFactory(db, me.factoryId, factoryId, { listedOnly: true, people: true });
      const key = conversationKey(me.factoryId, other.id);
      const [{ text, standing }, between] = await Promise.all([
        admit(me, body.text),
        betweenTwo(db, { me: me.factoryId, other: other.id, otherUserId: other.userId, key }),
      ]);
      if (between.iBlocked) throw new HttpError(403, `You have blocked ${other.name}: unblock them to write`);
      if (between.theyBlocked) throw new HttpError(403, `${other.name} does not accept your messages`);
      if (isYoung(standing) && !between.open && between.startedToday >= CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY)
        throw new HttpError(
          403,
          `A new account starts at most ${CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY} conversations a day: write in your league's channel meanwhile`,
        );
      const { away } = between;
      const stored = await db.transaction(async (tx) => {
        const message = await insertMessage(
          tx,
          { channel: key, senderId: me.factoryId, recipientId: other.id, text },
          {
            kind: 'message',
            channel: key,
            sender: { factoryId: me.factoryId, userId: me.userId, name: me.name },
            recipient: { factoryId: other.id, userId: other.userId },
            text,
          },
        );
        // A player away is told on their devices (push/messages.ts), as their switches and quiet hours allow.
        if (away)
          await recordOwnEvents(tx, { factoryId: other.id, userId: other.userId, tick: other.tick }, [
            {
              kind: DIRECT_MESSAGE_EVENT,
              data: { fromFactoryId: me.factoryId, fromName: me.name, messageId: message.id },
            },
          ]);
        return message;
      });
      return sent(me, stored.id, stored.createdAt, text);
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
