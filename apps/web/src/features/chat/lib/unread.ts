import { useChannels, useConversations } from '../api/chat';

/** Unread messages in the player's channels, and in their conversations. */
export function useUnread(): { channels: number; conversations: number } {
  const channels = useChannels().data?.channels ?? [];
  const conversations = useConversations().data?.conversations ?? [];
  return {
    channels: channels.reduce((n, c) => n + c.unread, 0),
    conversations: conversations.reduce((n, c) => n + c.unread, 0),
  };
}

/** A count as a badge shows it. */
export const badgeCount = (n: number) => (n > 99 ? '99+' : String(n));
