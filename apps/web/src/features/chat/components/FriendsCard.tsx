import { Ban, Mail, UserMinus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { MutationButton } from '@/shared/ui/MutationButton';
import { QueryCard } from '@/shared/ui/QueryCard';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { useBlocks, useFriends, useRemoveFriend, useUnblock } from '../api/chat';
import { FormerNames } from '@/shared/ui/FormerNames';

/** The player's friends: a conversation opens in one click; mutual friends show when they were last online. */
export function FriendsCard({ className }: { className?: string }) {
  const friends = useFriends();
  const remove = useRemoveFriend();
  return (
    <QueryCard
      title="Friends"
      icon={<Users aria-hidden />}
      className={className}
      query={friends}
      texts={{
        loading: 'Loading friends...',
        error: 'Failed to load your friends',
        empty: { text: "No friends yet: add one from a factory's profile.", when: (data) => data.friends.length === 0 },
      }}
    >
      {(data) => (
        <ul className="space-y-2">
          {data.friends.map((f) => (
            <li key={f.factoryId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">
                <ProfileLink factoryId={f.factoryId} className="block truncate text-sm text-ink">
                  {f.name}
                </ProfileLink>
                <span className="block text-xs text-ink-muted">
                  {!f.mutual
                    ? 'Has not added you back'
                    : f.lastOnlineAt
                      ? `Last online ${formatDateTime(f.lastOnlineAt)}`
                      : 'Not online yet'}
                </span>
              </span>
              <Link
                to={`/game/messages/${f.factoryId}`}
                aria-label={`Message ${f.name}`}
                className={cn('rounded-md p-1.5 text-accent hover:bg-raised', focusRing)}
              >
                <Mail aria-hidden className="size-4" />
              </Link>
              <MutationButton
                mutation={remove}
                variables={f.factoryId}
                variant="ghost"
                aria-label={`Remove ${f.name} from your friends`}
                icon={<UserMinus aria-hidden className="size-4" />}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

/** The factories the player blocked, each with Unblock. */
export function BlockedCard({ className }: { className?: string }) {
  const blocks = useBlocks();
  const unblock = useUnblock();
  return (
    <QueryCard
      title="Blocked"
      icon={<Ban aria-hidden />}
      className={className}
      query={blocks}
      texts={{
        loading: 'Loading...',
        error: 'Failed to load the factories you blocked',
        empty: {
          text: "You have blocked no one. A blocked factory's messages never reach you.",
          when: (data) => data.blocks.length === 0,
        },
      }}
    >
      {(data) => (
        <ul className="space-y-2">
          {data.blocks.map((b) => (
            <li key={b.factoryId} className="flex items-center gap-2">
              <ProfileLink factoryId={b.factoryId} className="min-w-0 flex-1 truncate text-sm text-ink">
                {b.name} <FormerNames names={b.formerNames} />
              </ProfileLink>
              <MutationButton mutation={unblock} variables={b.factoryId} aria-label={`Unblock ${b.name}`}>
                Unblock
              </MutationButton>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
