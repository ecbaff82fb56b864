import type { Channels, Conversations } from '@forgeworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/shared/lib/query-client';
import { useChatUi } from './chat-ui';

/** After a message arrives where the player is looking, this long before the server is told it is read. */
const READ_AFTER_MS = 3_000;

/**
 * While a channel or conversation is on screen: it is what the player is `viewing` (a message
 * arriving there is not counted unread), its count shows 0, and the server, which marks a channel
 * read when its newest page is fetched, hears of the messages read a moment after they come.
 */
export function useViewing(view: string, newest: number | undefined, readNewest: () => unknown): void {
  const client = useQueryClient();
  const setViewing = useChatUi((s) => s.setViewing);
  useEffect(() => {
    setViewing(view);
    return () => setViewing(null);
  }, [view, setViewing]);

  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (newest === undefined) return;
    const channel = view.startsWith('direct:') ? null : view;
    const factoryId = channel === null ? view.slice('direct:'.length) : null;
    client.setQueryData<Channels>(
      queryKeys.chatChannels,
      (data) => data && { ...data, channels: data.channels.map((c) => (c.id === channel ? { ...c, unread: 0 } : c)) },
    );
    client.setQueryData<Conversations>(
      queryKeys.conversations,
      (data) =>
        data && { conversations: data.conversations.map((c) => (c.factoryId === factoryId ? { ...c, unread: 0 } : c)) },
    );
    // The first page fetched on opening marked it read already; later arrivals are marked after a pause.
    if (seen.current === undefined) {
      seen.current = newest;
      return;
    }
    if (newest <= seen.current) return;
    seen.current = newest;
    const timer = setTimeout(() => void readNewest(), READ_AFTER_MS);
    return () => clearTimeout(timer);
  }, [view, newest, client, readNewest]);
}
