import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/lib/api';
import { cn } from '@/shared/lib/cn';
import { queryKeys } from '@/shared/lib/query-client';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { useConversation, usePost } from '../api/chat';
import { conversationView } from '../lib/chat-ui';
import { useViewing } from '../lib/use-viewing';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

/** One conversation with another factory: its messages and the field to answer in. */
export function ConversationView({ factoryId, className }: { factoryId: string; className?: string }) {
  const client = useQueryClient();
  const history = useConversation(factoryId);
  const post = usePost({ factoryId });
  const readNewest = useCallback(
    () => client.refetchQueries({ queryKey: queryKeys.conversation(factoryId), exact: true }),
    [client, factoryId],
  );
  useViewing(conversationView(factoryId), history.data?.pages[0]?.messages[0]?.id, readNewest);
  const name = history.data?.pages[0]?.factory.name;
  const missing = isApiError(history.error, 404) || isApiError(history.error, 400);
  return (
    <Card
      title={name ? <ProfileLink factoryId={factoryId}>{name}</ProfileLink> : 'Conversation'}
      icon={<Mail aria-hidden />}
      actions={
        <Link
          to="/game/messages"
          className={cn('flex items-center gap-1 rounded text-sm text-accent lg:hidden', focusRing)}
        >
          <ArrowLeft aria-hidden className="size-4" />
          All conversations
        </Link>
      }
      className={cn(
        'flex h-[calc(100dvh-9rem)] flex-col [&>div]:flex [&>div]:min-h-0 [&>div]:flex-1 [&>div]:flex-col [&>div]:gap-3',
        className,
      )}
    >
      {missing ? (
        <CardEmpty text="There is no such factory: it may have been closed with its account." />
      ) : (
        <>
          <MessageList
            history={history}
            label={`Messages with ${name ?? 'this factory'}`}
            empty="No messages yet: write the first."
          />
          <Composer
            label={`Message to ${name ?? 'this factory'}`}
            pending={post.isPending}
            send={(text) => post.mutateAsync(text)}
          />
        </>
      )}
    </Card>
  );
}
