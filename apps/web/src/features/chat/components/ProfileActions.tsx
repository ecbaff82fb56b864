import { Ban, Mail, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { Button, focusRing } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useAddFriend, useBlock, useBlocks, useFriends, useRemoveFriend, useUnblock } from '../api/chat';

/** On another factory's profile: Message, Add friend (or Remove), Block (or Unblock). */
export function ProfileActions({ factoryId, name }: { factoryId: string; name: string }) {
  const friend = useFriends().data?.friends.some((f) => f.factoryId === factoryId) ?? false;
  const blocked = useBlocks().data?.blocks.some((b) => b.factoryId === factoryId) ?? false;
  const add = useAddFriend();
  const remove = useRemoveFriend();
  const block = useBlock();
  const unblock = useUnblock();
  const [confirm, setConfirm] = useState(false);
  // One button, its action flipping once the factory is a friend.
  const friendship = friend
    ? { label: 'Remove friend', Icon: UserMinus, change: remove }
    : { label: 'Add friend', Icon: UserPlus, change: add };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {!blocked && (
        <Link
          to={`/game/messages/${factoryId}`}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md bg-accent px-3 text-sm font-medium text-slate-950 hover:bg-amber-400',
            focusRing,
          )}
        >
          <Mail aria-hidden className="size-4" />
          Message
        </Link>
      )}
      {!blocked && (
        <Button
          size="sm"
          variant="secondary"
          icon={<friendship.Icon aria-hidden className="size-4" />}
          pending={friendship.change.isPending}
          onClick={() => friendship.change.mutate(factoryId)}
        >
          {friendship.label}
        </Button>
      )}
      {blocked ? (
        <Button size="sm" variant="secondary" pending={unblock.isPending} onClick={() => unblock.mutate(factoryId)}>
          Unblock
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          icon={<Ban aria-hidden className="size-4" />}
          onClick={() => setConfirm(true)}
        >
          Block
        </Button>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Block ${name}?`}
        description="Its messages will never reach you, in channels or in private, and it can send you nothing. A friendship between you ends. You can unblock it later."
        confirmLabel="Block"
        pending={block.isPending}
        onConfirm={() => block.mutate(factoryId, { onSuccess: () => setConfirm(false) })}
      />
    </div>
  );
}
