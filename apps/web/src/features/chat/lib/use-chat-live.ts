import type { ChatDeletedEvent, ChatEvent } from '@forgeworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hearStreamEvent } from '@/shared/lib/stream-events';
import { dropMessage, showMessage } from './live';

/** Mounted once in the shell: messages and deletions from the event stream go where the page shows them. */
export function useChatLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stops = [
      hearStreamEvent('chat', ({ data }) => showMessage(client, JSON.parse(data) as ChatEvent)),
      hearStreamEvent('chat-deleted', ({ data }) => dropMessage(client, JSON.parse(data) as ChatDeletedEvent)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
