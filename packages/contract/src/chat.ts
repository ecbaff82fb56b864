import { z } from 'zod';
import { success } from './envelope.js';
import { UNSAFE_CHARACTERS } from './fields.js';
import { CHAT, REPORT_REASON_MAX_LENGTH, TRADE_CHANNEL } from './chat-limits.js';
import { League } from './seasons.js';

export * from './chat-limits.js';

/**
 * Players' talk (docs/security.md, "Chat"): the league's channel and Trade, direct messages
 * between two factories, friends and blocks, reports, and the operator's tools. Every message is
 * plain text; the figures that bound it are here, for the server and the web client alike.
 */

export const ChannelId = z.enum([TRADE_CHANNEL, ...League.options]);
export type ChannelId = z.infer<typeof ChannelId>;

/** A message's text: trimmed, 1–500 characters, no control or text-direction characters. */
export const ChatText = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(CHAT.TEXT_MAX_LENGTH, `must be at most ${CHAT.TEXT_MAX_LENGTH} characters`)
  .refine(
    (text) => !UNSAFE_CHARACTERS.test(text.replace(/\n/g, '')),
    'must not contain control or text-direction characters',
  );

export const PostMessageBody = z.object({ text: ChatText }).strict();
export type PostMessageBody = z.infer<typeof PostMessageBody>;

/** Who sent a message: the factory (null once its account is deleted) and its name now. */
export const ChatSender = z.object({ factoryId: z.string().nullable(), name: z.string() });

export const ChatMessage = z.object({
  id: z.number().int(),
  sender: ChatSender,
  /** Whether the caller sent it. */
  mine: z.boolean(),
  text: z.string(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A page of history, newest first; `before` the id to ask the next (older) page with, null at the end. */
export const MessagePage = z.object({ messages: z.array(ChatMessage), before: z.number().int().nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

/** `?before=&limit=`: messages older than the id `before` (the newest when absent), at most `limit`. */
export const HistoryQuery = z
  .object({
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT.PAGE_MAX).default(CHAT.PAGE_SIZE),
  })
  .strict();
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const ChannelParams = z.object({ id: ChannelId });
export const MessageIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const OtherFactoryParams = z.object({ factoryId: z.uuid() });

export const Channel = z.object({
  id: ChannelId,
  name: z.string(),
  /** Messages since the caller last read it, from others and not blocked, up to CHAT.UNREAD_MAX. */
  unread: z.number().int(),
});
export type Channel = z.infer<typeof Channel>;
/** GET /api/chat/channels: the caller's league's and Trade; none when the operator turned channels off. */
export const ChannelsResponse = success(
  z.object({
    channels: z.array(Channel),
    /** Until when the caller may not post (an operator's mute), with why; null when they may. */
    mute: z.object({ until: z.string(), reason: z.string() }).nullable(),
  }),
);
export type Channels = z.infer<typeof ChannelsResponse>['data'];

export const MessageResponse = success(z.object({ message: ChatMessage }));
export const MessagePageResponse = success(MessagePage);

export const Conversation = z.object({
  factoryId: z.string(),
  name: z.string(),
  last: ChatMessage,
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;
/** GET /api/messages: the caller's conversations, the latest first. */
export const ConversationsResponse = success(z.object({ conversations: z.array(Conversation) }));
export type Conversations = z.infer<typeof ConversationsResponse>['data'];
/** GET /api/messages/:factoryId: a page of one conversation, and who the other factory is. */
export const ConversationResponse = success(
  MessagePage.extend({ factory: z.object({ factoryId: z.string(), name: z.string() }) }),
);
export type ConversationPage = z.infer<typeof ConversationResponse>['data'];

export const Friend = z.object({
  factoryId: z.string(),
  name: z.string(),
  /** Whether the other added the caller too: only then is `lastOnlineAt` told. */
  mutual: z.boolean(),
  lastOnlineAt: z.string().nullable(),
});
export type Friend = z.infer<typeof Friend>;
export const FriendsResponse = success(z.object({ friends: z.array(Friend) }));
export const FriendResponse = success(z.object({ friend: Friend }));

export const BlockedFactory = z.object({
  factoryId: z.string(),
  name: z.string(),
  /** Its last names, newest first: a rename is no disguise. */
  formerNames: z.array(z.string()),
  blockedAt: z.string(),
});
export type BlockedFactory = z.infer<typeof BlockedFactory>;
export const BlocksResponse = success(z.object({ blocks: z.array(BlockedFactory) }));
export const BlockResponse = success(z.object({ block: BlockedFactory }));
/** DELETE of a friend or a block: whether there was one to remove. */
export const RemovedResponse = success(z.object({ removed: z.boolean() }));

export const ReportMessageBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(REPORT_REASON_MAX_LENGTH, `must be at most ${REPORT_REASON_MAX_LENGTH} characters`),
  })
  .strict();
export type ReportMessageBody = z.infer<typeof ReportMessageBody>;
export const ReportMessageResponse = success(z.object({ reported: z.literal(true) }));

/** A reported message as the operator sees it: a copy of its words, kept after the message is deleted. */
export const ChatReport = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  /** `trade`, a league, or `direct` for a private message. */
  channel: z.string(),
  sender: ChatSender,
  /** The sender's factory as it is named now, with its last names (null once the account is gone). */
  senderNow: z.object({ name: z.string(), formerNames: z.array(z.string()) }).nullable(),
  text: z.string(),
  sentAt: z.string(),
  reporter: ChatSender,
  reason: z.string(),
  reportedAt: z.string(),
  /** Whether the message is gone: the operator deleted it (at `deletedAt`), or its sender's account went. */
  deleted: z.boolean(),
  deletedAt: z.string().nullable(),
});
export type ChatReport = z.infer<typeof ChatReport>;
export const CHAT_REPORTS_LIMIT = 100;
export const ChatReportsResponse = success(z.object({ reports: z.array(ChatReport) }));
export const DeletedMessageResponse = success(z.object({ deleted: z.literal(true) }));

/** POST /api/admin/players/:factoryId/mute: for how long, and why (the player is told both). */
export const MuteBody = z
  .object({
    minutes: z.number().int().min(1).max(CHAT.MUTE_MAX_MINUTES),
    reason: z.string().trim().min(1, 'is required').max(REPORT_REASON_MAX_LENGTH),
  })
  .strict();
export type MuteBody = z.infer<typeof MuteBody>;
export const MuteResponse = success(
  z.object({ factoryId: z.string(), name: z.string(), until: z.string().nullable(), reason: z.string() }),
);

/**
 * The operator's chat switch, at run time: whether the channels take posts (direct messages go on
 * either way), and the slow mode, the seconds a player waits between posts in one channel (0: none).
 */
export const ChatSettings = z.object({
  channelsOpen: z.boolean(),
  slowModeSeconds: z.number().int().min(0).max(CHAT.SLOW_MODE_MAX_S),
});
export type ChatSettings = z.infer<typeof ChatSettings>;
/** PUT /api/admin/chat/settings: either field left out keeps its value. */
export const ChatSettingsBody = ChatSettings.partial().strict();
export type ChatSettingsBody = z.infer<typeof ChatSettingsBody>;
export const ChatSettingsResponse = success(z.object({ settings: ChatSettings }));

/** The event stream's `chat`: a message in one of the caller's channels, or a direct message to or from them. */
export const ChatEvent = z.object({
  /** A channel's id, or `direct` with `with`, the other factory. */
  channel: z.union([ChannelId, z.literal('direct')]),
  with: z.string().optional(),
  message: ChatMessage,
});
export type ChatEvent = z.infer<typeof ChatEvent>;
/** The stream's `chat-deleted`: the operator deleted a message; every page drops it. */
export const ChatDeletedEvent = z.object({ id: z.number().int() });
export type ChatDeletedEvent = z.infer<typeof ChatDeletedEvent>;
