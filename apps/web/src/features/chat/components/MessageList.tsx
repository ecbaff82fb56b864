import type { ChatMessage, MessagePage } from '@forgeworks/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { MessageText } from './MessageText';
import { ReportButton } from './ReportButton';

interface History {
  data: InfiniteData<MessagePage, unknown> | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** Oldest first, as a conversation reads; the pages come newest first. */
const inOrder = (data: History['data']): ChatMessage[] =>
  (data?.pages ?? []).flatMap((page) => page.messages).reverse();

/**
 * A channel's or conversation's messages, oldest at the top and the newest at the bottom (kept in
 * view as messages arrive unless the player has scrolled up), older pages on request. A log: a
 * screen reader reads each new message as it comes.
 */
export function MessageList({ history, label, empty }: { history: History; label: string; empty: string }) {
  const messages = inOrder(history.data);
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [newest]);

  if (history.isPending) return <CardLoading text="Loading messages..." />;
  if (history.isError)
    return <CardError message="Failed to load the messages" onRetry={() => void history.refetch()} />;
  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      className="min-h-0 flex-1 overflow-y-auto pr-1"
    >
      {history.hasNextPage && (
        <div className="mb-2 text-center">
          <Button
            size="sm"
            variant="ghost"
            pending={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Load older messages
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <CardEmpty text={empty} />
      ) : (
        <div role="log" aria-label={label}>
          <ol className="space-y-2">
            {messages.map((m) => (
              <li key={m.id} className={m.mine ? 'rounded-md bg-raised/60 px-2 py-1.5' : 'px-2 py-1.5'}>
                <div className="flex items-baseline gap-2 text-xs">
                  {m.mine || m.sender.factoryId === null ? (
                    <span className="font-semibold text-ink">{m.mine ? 'You' : m.sender.name}</span>
                  ) : (
                    <ProfileLink factoryId={m.sender.factoryId} className="font-semibold text-ink">
                      {m.sender.name}
                    </ProfileLink>
                  )}
                  <time dateTime={m.sentAt} className="text-ink-muted">
                    {formatDateTime(m.sentAt)}
                  </time>
                  {!m.mine && (
                    <span className="ml-auto">
                      <ReportButton message={m} />
                    </span>
                  )}
                </div>
                <MessageText text={m.text} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
