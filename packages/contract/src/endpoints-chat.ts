import {
  BlockResponse,
  BlocksResponse,
  ChannelParams,
  ChannelsResponse,
  ChatReportsResponse,
  ChatSettingsBody,
  ChatSettingsResponse,
  ConversationResponse,
  ConversationsResponse,
  DeletedMessageResponse,
  FriendResponse,
  FriendsResponse,
  HistoryQuery,
  MessageIdParams,
  MessagePageResponse,
  MessageResponse,
  MuteBody,
  MuteResponse,
  OtherFactoryParams,
  PostMessageBody,
  RemovedResponse,
  ReportMessageBody,
  ReportMessageResponse,
} from './chat.js';
import { OperatorNoteBody } from './admin.js';
import { change, chatPost, onPlayer, operator, operatorChange, type Schemas, ownRead } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/** Players' talk (issue 34), and the operator's tools for it: their part of the endpoint table (endpoints.ts). */
export const chatEndpoints = {
  chatChannels: ownRead('chat', ChannelsResponse),
  channelMessages: {
    tag: 'chat',
    description:
      "A page of a channel's history, newest first: the caller's league's or Trade; blocked senders left out.",
    params: ChannelParams,
    query: HistoryQuery,
    response: MessagePageResponse,
    failures: [400, 401, 403],
  },
  postChannelMessage: {
    tag: 'chat',
    description:
      "Posts plain text (1–500 characters) to the caller's league's channel or Trade: 5 messages per 10 s a player, " +
      'channels and private together (429 with Retry-After); the same text twice in a row, a link from an account ' +
      'under a day old, and a muted player are refused.',
    params: ChannelParams,
    body: PostMessageBody,
    response: MessageResponse,
    failures: chatPost,
  },
  conversations: ownRead('chat', ConversationsResponse),
  conversation: {
    tag: 'chat',
    description: 'A page of the conversation with another factory, newest first; reading it marks it read.',
    params: OtherFactoryParams,
    query: HistoryQuery,
    response: ConversationResponse,
    failures: [400, 401, 404],
  },
  sendDirectMessage: {
    tag: 'chat',
    description:
      'A direct message to another factory, under the limits of a channel message; refused either way across a ' +
      'block, and beyond a few new conversations a day from an account under a day old.',
    params: OtherFactoryParams,
    body: PostMessageBody,
    response: MessageResponse,
    failures: chatPost,
  },
  friends: ownRead('chat', FriendsResponse),
  addFriend: { tag: 'chat', params: OtherFactoryParams, response: FriendResponse, failures: change },
  removeFriend: { tag: 'chat', params: OtherFactoryParams, response: RemovedResponse, failures: change },
  blocks: ownRead('chat', BlocksResponse),
  block: {
    tag: 'chat',
    description:
      'Blocks a factory: its messages never reach the caller, in channels or in private, and it can send the caller nothing.',
    params: OtherFactoryParams,
    response: BlockResponse,
    failures: change,
  },
  unblock: { tag: 'chat', params: OtherFactoryParams, response: RemovedResponse, failures: change },
  reportMessage: {
    tag: 'chat',
    description: 'Reports a message to the operator with a reason; the report keeps a copy of its words.',
    params: MessageIdParams,
    body: ReportMessageBody,
    response: ReportMessageResponse,
    failures: change,
  },
  chatReports: { tag: 'operator', response: ChatReportsResponse, failures: [404] },
  deleteMessage: {
    tag: 'operator',
    description: 'Deletes a message from every history and every open page; its reports keep their copy.',
    params: MessageIdParams,
    response: DeletedMessageResponse,
    failures: operator,
  },
  mutePlayer: {
    ...onPlayer(MuteBody, MuteResponse, operator),
    description: "Refuses the player's posts and messages until the time is up, telling them when; play is untouched.",
  },
  unmutePlayer: onPlayer(OperatorNoteBody, MuteResponse, operatorChange),
  chatSettings: { tag: 'operator', response: ChatSettingsResponse, failures: [404] },
  setChatSettings: {
    tag: 'operator',
    description:
      'Opens or closes the channels and sets the slow mode, on every process within a second; a field left out keeps its value. Direct messages go on either way.',
    body: ChatSettingsBody,
    response: ChatSettingsResponse,
    failures: operator,
  },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
