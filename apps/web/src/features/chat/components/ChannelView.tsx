import type { ChannelId } from '@forgeworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/shared/lib/query-client';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Segmented } from '@/shared/ui/Tabs';
import { useChannelMessages, useChannels, usePost } from '../api/chat';
import { useChatUi } from '../lib/chat-ui';
import { useViewing } from '../lib/use-viewing';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

const unreadLabel = (name: string, unread: number) =>
  unread === 0 ? name : `${name} (${unread >= 100 ? '99+' : unread} unread)`;

/** The player's channels: their league's and Trade, one at a time, with the field to write in. */
export function ChannelView() {
  const channels = useChannels();
  const picked = useChatUi((s) => s.channel);
  const setChannel = useChatUi((s) => s.setChannel);
  if (channels.isPending) return <CardLoading text="Loading channels..." />;
  if (channels.isError)
    return <CardError message="Failed to load the channels" onRetry={() => void channels.refetch()} />;
  const list = channels.data.channels;
  if (list.length === 0)
    return <CardEmpty text="Channels are turned off on this server. Direct messages still work." />;
  const channel = list.find((c) => c.id === picked) ?? list[0]!;
  const mute = channels.data.mute;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <Segmented
        label="Channel"
        value={channel.id}
        onValueChange={setChannel}
        options={list.map((c) => ({ value: c.id, label: unreadLabel(c.name, c.unread) }))}
      />
      <Channel
        key={channel.id}
        id={channel.id}
        name={channel.name}
        closed={mute && `You are muted until ${new Date(mute.until).toLocaleString()}: ${mute.reason}`}
      />
    </div>
  );
}

function Channel({ id, name, closed }: { id: ChannelId; name: string; closed: string | null }) {
  const client = useQueryClient();
  const history = useChannelMessages(id);
  const post = usePost({ channel: id });
  const readNewest = useCallback(
    () => client.refetchQueries({ queryKey: queryKeys.channelMessages(id), exact: true }),
    [client, id],
  );
  useViewing(id, history.data?.pages[0]?.messages[0]?.id, readNewest);
  return (
    <>
      <MessageList history={history} label={`Messages in ${name}`} empty={`Nothing said in ${name} yet: say hello.`} />
      <Composer
        label={`Message to ${name}`}
        pending={post.isPending}
        send={(text) => post.mutateAsync(text)}
        closed={closed}
      />
    </>
  );
}
