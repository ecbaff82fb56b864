import type { ChatMessage, Channels, Conversations } from '@forgeworks/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/shared/lib/query-client';
import { useChatUi } from './chat-ui';
import { dropMessage, showMessage } from './live';

const message = (id: number, mine = false): ChatMessage => ({
  id,
  sender: { factoryId: 'f-other', name: 'Acme' },
  mine,
  text: `message ${id}`,
  sentAt: '2026-11-28T10:00:00.000Z',
});

const page = (...messages: ChatMessage[]) => ({ pages: [{ messages, before: null }], pageParams: [undefined] });
const channels = (unread: number): Channels => ({
  channels: [
    { id: 'BRONZE', name: 'Bronze league', unread: 0 },
    { id: 'trade', name: 'Trade', unread },
  ],
  mute: null,
});

describe('live chat', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient();
    useChatUi.setState({ viewing: null });
  });

  it('puts a channel message first in its history once, and counts it unread unless it is being read', () => {
    client.setQueryData(queryKeys.channelMessages('trade'), page(message(1)));
    client.setQueryData(queryKeys.chatChannels, channels(0));
    showMessage(client, { channel: 'trade', message: message(2) });
    showMessage(client, { channel: 'trade', message: message(2) });
    expect(
      client
        .getQueryData<ReturnType<typeof page>>(queryKeys.channelMessages('trade'))!
        .pages[0]!.messages.map((m) => m.id),
    ).toEqual([2, 1]);
    expect(client.getQueryData<Channels>(queryKeys.chatChannels)!.channels[1]!.unread).toBe(2);
    useChatUi.setState({ viewing: 'trade' });
    showMessage(client, { channel: 'trade', message: message(3) });
    showMessage(client, { channel: 'trade', message: message(4, true) });
    expect(client.getQueryData<Channels>(queryKeys.chatChannels)!.channels[1]!.unread).toBe(2);
  });

  it('moves a conversation to the top with its last message and unread count', () => {
    const conversations: Conversations = {
      conversations: [
        { factoryId: 'f-a', name: 'A', last: message(1), unread: 0 },
        { factoryId: 'f-other', name: 'Acme', last: message(2), unread: 1 },
      ],
    };
    client.setQueryData(queryKeys.conversations, conversations);
    showMessage(client, { channel: 'direct', with: 'f-other', message: message(5) });
    const after = client.getQueryData<Conversations>(queryKeys.conversations)!.conversations;
    expect(after.map((c) => [c.factoryId, c.last.id, c.unread])).toEqual([
      ['f-other', 5, 2],
      ['f-a', 1, 0],
    ]);
  });

  it('drops a deleted message from every history held', () => {
    client.setQueryData(queryKeys.channelMessages('trade'), page(message(2), message(1)));
    client.setQueryData(queryKeys.conversation('f-other'), page(message(3)));
    dropMessage(client, { id: 2 });
    dropMessage(client, { id: 3 });
    expect(
      client
        .getQueryData<ReturnType<typeof page>>(queryKeys.channelMessages('trade'))!
        .pages[0]!.messages.map((m) => m.id),
    ).toEqual([1]);
    expect(client.getQueryData<ReturnType<typeof page>>(queryKeys.conversation('f-other'))!.pages[0]!.messages).toEqual(
      [],
    );
  });
});
