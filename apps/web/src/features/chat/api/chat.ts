import type { ChannelId, Conversations, MessagePage } from '@forgeworks/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery, useSignedIn } from '@/shared/lib/use-authed-query';
import { useToldChange } from '@/shared/lib/use-told-change';
import { notify } from '@/shared/stores/notifications';
import { showMessage } from '../lib/live';

/** The player's channels with their unread counts, and their mute if any; refreshed now and then besides the stream. */
export const channelsQueryOptions = endpointQuery('chatChannels', queryKeys.chatChannels, { refetchInterval: 60_000 });
export const useChannels = () => useAuthedQuery(channelsQueryOptions);

/** A channel's or conversation's history: pages of messages, newest first, each asking for older ones. */
const pages = <T extends MessagePage>(
  queryKey: readonly unknown[],
  load: (before: number | undefined, signal: AbortSignal) => Promise<T>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: T) => last.before ?? undefined,
  });

export const channelPages = (channel: ChannelId) =>
  pages(queryKeys.channelMessages(channel), (before, signal) =>
    dataOf('channelMessages', { params: { id: channel }, query: { before }, signal }),
  );

export const conversationPages = (factoryId: string) =>
  pages(queryKeys.conversation(factoryId), (before, signal) =>
    dataOf('conversation', { params: { factoryId }, query: { before }, signal }),
  );

/** Fetched afresh each time it is opened: the newest page marks the channel read on the server. */
export function useChannelMessages(channel: ChannelId) {
  return useInfiniteQuery({ ...channelPages(channel), enabled: useSignedIn(), refetchOnMount: 'always' });
}

export function useConversation(factoryId: string) {
  return useInfiniteQuery({
    ...conversationPages(factoryId),
    enabled: useSignedIn() && factoryId !== '',
    refetchOnMount: 'always',
  });
}

export const conversationsQueryOptions = endpointQuery('conversations', queryKeys.conversations, {
  refetchInterval: 60_000,
});
export const useConversations = () => useAuthedQuery(conversationsQueryOptions);

export const useFriends = () => useAuthedQuery(endpointQuery('friends', queryKeys.friends));

export const useBlocks = () => useAuthedQuery(endpointQuery('blocks', queryKeys.blocks));

/**
 * Posts to a channel or sends to a factory. The message comes back on the stream like everyone's
 * (features/chat/lib/live.ts); the answer puts it in place at once in case the stream is down.
 */
export function usePost(to: { channel: ChannelId } | { factoryId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      'channel' in to
        ? dataOf('postChannelMessage', { params: { id: to.channel }, body: { text } })
        : dataOf('sendDirectMessage', { params: { factoryId: to.factoryId }, body: { text } }),
    meta: { invalidatesFactory: false },
    onSuccess: ({ message }) => {
      if ('channel' in to) showMessage(client, { channel: to.channel, message });
      else showMessage(client, { channel: 'direct', with: to.factoryId, message });
    },
  });
}

/** A change to the player's friends or blocks: both lists and what they filter refetch. */
const useSocialChange = <T>(change: (factoryId: string) => Promise<{ message: string | undefined; data: T }>) =>
  useToldChange(change, { refreshes: queryKeys.chat, invalidatesFactory: false });

export const useAddFriend = () => useSocialChange((factoryId) => call('addFriend', { params: { factoryId } }));
export const useRemoveFriend = () => useSocialChange((factoryId) => call('removeFriend', { params: { factoryId } }));
/**
 * Blocks a factory: the server drops its conversation from the player's list, read (no badge
 * stays); the page drops it at once, not only when the list is read again.
 */
export function useBlock() {
  const client = useQueryClient();
  return useSocialChange(async (factoryId) => {
    const blocked = await call('block', { params: { factoryId } });
    client.setQueryData<Conversations>(
      queryKeys.conversations,
      (data) => data && { conversations: data.conversations.filter((c) => c.factoryId !== factoryId) },
    );
    return blocked;
  });
}
export const useUnblock = () => useSocialChange((factoryId) => call('unblock', { params: { factoryId } }));

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call('reportMessage', { params: { id }, body: { reason } }),
    meta: { invalidatesFactory: false },
    onSuccess: ({ message }) => notify('success', message ?? 'Reported'),
  });
}
