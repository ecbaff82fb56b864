import type {
  ChatMessage,
  ChatSettings,
  ChatSettingsBody,
  ChannelId,
  HistoryQuery,
  MuteBody,
} from '@forgeworks/contract';
import { CHANNEL_NAMES, CHAT, maskAbusiveWords, TRADE_CHANNEL } from '@forgeworks/contract';
import type { League } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { num, rowsOf, when } from '../db/rows.js';
import { HttpError } from '../errors.js';
import { recordOwnEvents } from '../events/own-events.js';
import { mayReadChannel } from './audience.js';
import { block, blocksOf, unblock } from './block-list.js';
import { blockersOf } from './blocks.js';
import type { Talker } from './factories.js';
import { otherFactory } from './factories.js';
import type { Standing } from './limits.js';
import { checkPost, checkSlowMode, countPost, isYoung } from './limits.js';
import { addFriend, friendsOf, removeFriend } from './friends.js';
import { chatReports, deleteMessage, mutePlayer, reportMessage, unmutePlayer } from './moderation.js';
import { markOnline } from './presence.js';
import { changeChatSettings, readChatSettings } from './settings.js';
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
  /** Whether the channels start open (CHAT_CHANNELS), until the operator's switch says (chat/settings.ts); direct messages are on either way. */
  channels: boolean;
  /** The league whose channel the factory reads now. */
  leagueOf: (factoryId: string) => Promise<League>;
}

/** The advisory lock (with the sender's factory id hashed) under which one sender's posts take turns. */
const SENDER_LOCK = 0x6368_6174; // 'chat'

/** A direct message is pushed, as the `message` event, to a player whose devices want it. */
export const DIRECT_MESSAGE_EVENT = 'message';

/**
 * The room's one way in (`app.chat`): what the chat, message, friend, block and operator routes do,
 * each check before its store call, and the blockers the live delivery leaves out.
 */
export function chatService(opts: ChatOptions) {
  const { db } = opts;

  const settings = () => readChatSettings(db, opts.channels);

  const channelsOf = async (me: Talker): Promise<ChannelId[]> =>
    (await settings()).channelsOpen ? [await opts.leagueOf(me.factoryId), TRADE_CHANNEL] : [];

  /** A channel `me` may read and write: their league's or Trade, while the channels are open. Answers the switch's settings. */
  const allowedChannel = async (me: Talker, channel: ChannelId): Promise<ChatSettings> => {
    const now = await settings();
    if (!now.channelsOpen) throw new HttpError(403, 'Channels are turned off on this server');
    // Trade asks no league: none is read for it.
    if (channel !== TRADE_CHANNEL && !mayReadChannel(await opts.leagueOf(me.factoryId), channel))
      throw new HttpError(403, "You can read and write your own league's channel only");
    return now;
  };

  /** `me`'s standing to post, read in the post's transaction; `channel` for a channel post's slow mode. */
  const standingOf = async (tx: Db | Tx, me: Talker, channel?: string): Promise<Standing> => {
    const [row] = rowsOf(
      z.object({
        created_at: when,
        until: when.nullable(),
        reason: z.string().nullable(),
        last_text: z.string().nullable(),
        since_last_here: num.nullable(),
      }),
      await tx.execute(sql`
        SELECT u.created_at, mu.until, mu.reason,
          (SELECT text FROM chat_messages WHERE sender_id = ${me.factoryId} ORDER BY id DESC LIMIT 1) AS last_text,
          (SELECT extract(epoch FROM now() - created_at) FROM chat_messages
           WHERE sender_id = ${me.factoryId} AND channel = ${channel ?? null} ORDER BY id DESC LIMIT 1) AS since_last_here
        FROM "user" u LEFT JOIN chat_mutes mu ON mu.factory_id = ${me.factoryId} AND mu.until > now()
        WHERE u.id = ${me.userId}`),
    );
    return {
      accountCreatedAt: new Date(row!.created_at),
      mute: row!.until === null ? null : { until: new Date(row!.until), reason: row!.reason ?? '' },
      lastText: row!.last_text ?? undefined,
      sinceLastHere: row!.since_last_here === null ? undefined : Number(row!.since_last_here),
    };
  };

  /**
   * Posts as `me`: the attempt counted first (refused or not, in the database, so every process
   * counts together), abusive words masked, then `post` in a transaction under the sender's lock,
   * where it reads the sender's standing and stores. A sender's posts therefore take turns across
   * processes: the repeat rule, the slow mode and the young account's conversation cap each see the
   * post before.
   */
  const asSender = async <T>(me: Talker, text: string, post: (tx: Tx, text: string) => Promise<T>): Promise<T> => {
    await countPost(db, me.factoryId);
    const masked = maskAbusiveWords(text);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${me.factoryId}))`);
      return post(tx, masked);
    });
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
      const [unread, standing] = await Promise.all([unreadIn(db, me.factoryId, ids), standingOf(db, me)]);
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
      const { slowModeSeconds } = await allowedChannel(me, channel);
      return asSender(me, body.text, async (tx, text) => {
        const standing = await standingOf(tx, me, channel);
        checkPost(standing, text);
        checkSlowMode(standing, slowModeSeconds);
        const stored = await insertMessage(
          tx,
          { channel, senderId: me.factoryId, recipientId: null, text },
          { kind: 'message', channel, sender: { factoryId: me.factoryId, userId: me.userId, name: me.name }, text },
        );
        return sent(me, stored.id, stored.createdAt, text);
      });
    },

    /** The operator's chat switch (chat/settings.ts). */
    settings,
    changeSettings: (operator: string, change: ChatSettingsBody) =>
      changeChatSettings(db, operator, change, opts.channels),

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
      return asSender(me, body.text, async (tx, text) => {
        const standing = await standingOf(tx, me);
        checkPost(standing, text);
        const between = await betweenTwo(tx, { me: me.factoryId, other: other.id, otherUserId: other.userId, key });
        if (between.iBlocked) throw new HttpError(403, `You have blocked ${other.name}: unblock them to write`);
        if (between.theyBlocked) throw new HttpError(403, `${other.name} does not accept your messages`);
        if (isYoung(standing) && !between.open && between.startedToday >= CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY)
          throw new HttpError(
            403,
            `A new account starts at most ${CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY} conversations a day: write in your league's channel meanwhile`,
          );
        const stored = await insertMessage(
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
        if (between.away)
          await recordOwnEvents(tx, { factoryId: other.id, userId: other.userId, tick: other.tick }, [
            {
              kind: DIRECT_MESSAGE_EVENT,
              data: { fromFactoryId: me.factoryId, fromName: me.name, messageId: stored.id },
            },
          ]);
        return sent(me, stored.id, stored.createdAt, text);
      });
    },

    /** `me`'s friends, by name (friends.ts); `me`, like every factory here, by its id. */
    friends: (me: string) => friendsOf(db, me),
    addFriend: (me: string, factoryId: string) => addFriend(db, me, factoryId),
    removeFriend: (me: string, factoryId: string) => removeFriend(db, me, factoryId),

    /** The factories `me` blocked, the latest first (block-list.ts). */
    blocks: (me: string) => blocksOf(db, me),
    block: (me: string, factoryId: string) => block(db, me, factoryId),
    unblock: (me: string, factoryId: string) => unblock(db, me, factoryId),
    /** The factories that blocked `sender` (blocks.ts), for the live delivery (audience.ts). */
    blockersOf: (sender: string) => blockersOf(db, sender),

    /** The operator's tools (moderation.ts), each in the audit under `operator`. */
    reports: () => chatReports(db),
    deleteMessage: (operator: string, id: number) => deleteMessage(db, operator, id),
    mute: (operator: string, factoryId: string, body: MuteBody) => mutePlayer(db, operator, factoryId, body),
    unmute: (operator: string, factoryId: string, reason?: string) => unmutePlayer(db, operator, factoryId, reason),
  };
}

export type ChatService = ReturnType<typeof chatService>;
