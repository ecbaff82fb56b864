import type { ChatDeletedEvent, ChatEvent } from '@forgeworks/contract';
import { TRADE_CHANNEL } from '@forgeworks/contract';
import type { League } from '@forgeworks/engine';
import type { ChatNotice } from './notice.js';

/**
 * Who hears of a chat notice, decided here without I/O: the same league rule that lets a player
 * post to a channel (service.ts `allowedChannel`) picks the readers of what is posted there, and a
 * player who blocked the sender hears nothing of it, in a channel or a conversation.
 */

/** Whether a player of `league` reads and writes `channel`: Trade is everyone's, a league's channel its players'. */
export const mayReadChannel = (league: League, channel: string) => channel === TRADE_CHANNEL || channel === league;

/**
 * Whether the readers' leagues decide who hears of `notice` (a message in a league's channel): the
 * caller loads the leagues only then.
 */
export const leaguesMatter = (notice: ChatNotice) =>
  notice.kind === 'message' && !notice.recipient && notice.channel !== TRADE_CHANNEL;

/**
 * A player with a stream open: their account, factory (none for an account without one, as an
 * operator's may be: it reads no channel) and, when `leaguesMatter`, league.
 */
export interface Reader {
  userId: string;
  factoryId?: string;
  league?: League;
}

/** One frame to send, and the players it goes to. */
export type Told =
  | { event: 'chat'; data: ChatEvent; userIds: string[] }
  | { event: 'chat-deleted'; data: ChatDeletedEvent; userIds: string[] };

/**
 * The frames `notice` becomes for `readers`, of whom `blockers` (the factories that blocked its
 * sender) hear nothing: a deletion goes to every reader; a direct message to its two players, each
 * told the other's factory; a channel's message to the channel's readers. The sender's own frame
 * says `mine`. A reader whose league is not known reads no league's channel.
 */
export function audienceOf(notice: ChatNotice, readers: readonly Reader[], blockers: ReadonlySet<string>): Told[] {
  if (notice.kind === 'deleted') {
    const userIds = readers.map((r) => r.userId);
    return userIds.length > 0 ? [{ event: 'chat-deleted', data: { id: notice.id }, userIds }] : [];
  }
  const { sender, recipient } = notice;
  const message = {
    id: notice.id,
    sender: { factoryId: sender.factoryId, name: sender.name },
    text: notice.text,
    // As the API writes a time (the database wrote this one).
    sentAt: new Date(notice.sentAt).toISOString(),
  };
  const told: Told[] = [];
  const tell = (among: readonly Reader[], event: Omit<ChatEvent, 'message'>) => {
    for (const mine of [true, false]) {
      const userIds = among.filter((r) => (r.userId === sender.userId) === mine).map((r) => r.userId);
      if (userIds.length > 0) told.push({ event: 'chat', data: { ...event, message: { ...message, mine } }, userIds });
    }
  };
  const hearing = readers.filter((r) => r.factoryId === undefined || !blockers.has(r.factoryId));
  if (recipient) {
    tell(
      hearing.filter((r) => r.userId === sender.userId),
      { channel: 'direct', with: recipient.factoryId },
    );
    tell(
      hearing.filter((r) => r.userId === recipient.userId && r.userId !== sender.userId),
      { channel: 'direct', with: sender.factoryId },
    );
    return told;
  }
  const channel = notice.channel as ChatEvent['channel'];
  tell(
    hearing.filter(
      (r) =>
        r.factoryId !== undefined &&
        (channel === TRADE_CHANNEL || (r.league !== undefined && mayReadChannel(r.league, channel))),
    ),
    { channel },
  );
  return told;
}
