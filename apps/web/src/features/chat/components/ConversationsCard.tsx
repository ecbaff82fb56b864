import { Inbox } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useConversations } from '../api/chat';
import { CountBadge } from './UnreadBadge';

/** The player's conversations, the latest first, each with its last words and unread count. */
export function ConversationsCard({ className }: { className?: string }) {
  const conversations = useConversations();
  return (
    <QueryCard
      title="Conversations"
      icon={<Inbox aria-hidden />}
      className={className}
      query={conversations}
      texts={{
        loading: 'Loading conversations...',
        error: 'Failed to load your conversations',
        empty: {
          text: "No conversations yet: open a factory's profile and press Message.",
          when: (data) => data.conversations.length === 0,
        },
      }}
    >
      {(data) => (
        <ul className="-mx-2 space-y-0.5">
          {data.conversations.map((c) => (
            <li key={c.factoryId}>
              <NavLink
                to={`/game/messages/${c.factoryId}`}
                className={({ isActive }) =>
                  cn('block rounded-md px-2 py-1.5 hover:bg-raised/60', isActive && 'bg-raised', focusRing)
                }
              >
                <span className="flex items-center gap-2">
                  <span
                    className={cn(
                      'flex-1 truncate text-sm',
                      c.unread > 0 ? 'font-semibold text-ink' : 'text-slate-200',
                    )}
                  >
                    {c.name}
                    {c.unread > 0 && <span className="sr-only">, {c.unread} unread</span>}
                  </span>
                  <CountBadge count={c.unread} />
                </span>
                <span className="block truncate text-xs text-ink-muted">
                  {c.last.mine ? 'You: ' : ''}
                  {c.last.text}
                </span>
                <time dateTime={c.last.sentAt} className="block text-xs text-ink-muted">
                  {formatDateTime(c.last.sentAt)}
                </time>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
