import type {
  ChatDeletedEvent,
  ChatEvent,
  ChatMessage,
  Channels,
  Conversations,
  MessagePage,
} from '@forgeworks/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/lib/query-client';
import { conversationView, useChatUi } from './chat-ui';

type Pages = InfiniteData<MessagePage, unknown>;

/** The history with `message` first, once however often it comes (the post's answer and the stream). */
function withMessage(pages: Pages | undefined, message: ChatMessage): Pages | undefined {
  if (!pages || pages.pages.some((p) => p.messages.some((m) => m.id === message.id))) return pages;
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
}

function withoutMessage(pages: Pages | undefined, id: number): Pages | undefined {
  if (!pages?.pages.some((p) => p.messages.some((m) => m.id === id))) return pages;
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, messages: p.messages.filter((m) => m.id !== id) })) };
}

/** Puts a message where it belongs in what the page holds: its history, the unread counts, the conversations. */
export function showMessage(client: QueryClient, event: ChatEvent): void {
  const { message } = event;
  const direct = event.channel === 'direct';
  const key = direct ? queryKeys.conversation(event.with ?? '') : queryKeys.channelMessages(event.channel);
  client.setQueryData<Pages>(key, (pages) => withMessage(pages, message));
  const seen =
    message.mine || useChatUi.getState().viewing === (direct ? conversationView(event.with ?? '') : event.channel);
  if (!direct) {
    if (!seen)
      client.setQueryData<Channels>(
        queryKeys.chatChannels,
        (data) =>
          data && {
            ...data,
            channels: data.channels.map((c) => (c.id === event.channel ? { ...c, unread: c.unread + 1 } : c)),
          },
      );
    return;
  }
  const conversations = client.getQueryData<Conversations>(queryKeys.conversations);
  const known = conversations?.conversations.find((c) => c.factoryId === event.with);
  if (!conversations || !known) {
    void client.invalidateQueries({ queryKey: queryKeys.conversations });
    return;
  }
  const updated = { ...known, last: message, unread: seen ? known.unread : known.unread + 1 };
  client.setQueryData<Conversations>(queryKeys.conversations, {
    conversations: [updated, ...conversations.conversations.filter((c) => c !== known)],
  });
}

/** Drops a message the operator deleted from every history the page holds. */
export function dropMessage(client: QueryClient, { id }: ChatDeletedEvent): void {
  for (const [key, pages] of client.getQueriesData<Pages>({ queryKey: queryKeys.chat })) {
    if (pages && 'pages' in pages) client.setQueryData(key, withoutMessage(pages, id));
  }
  const conversations = client.getQueryData<Conversations>(queryKeys.conversations);
  if (conversations?.conversations.some((c) => c.last.id === id))
    void client.invalidateQueries({ queryKey: queryKeys.conversations });
}
