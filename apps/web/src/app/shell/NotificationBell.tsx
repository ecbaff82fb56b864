import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { useAuthStore } from '@/shared/stores/auth';
import { useInbox, useInboxItems } from '@/shared/stores/inbox';
import { NOTIFICATION_STYLE } from '@/shared/stores/notifications';
import { focusRing } from '@/shared/ui/Button';
import { icons, NoticeTime, styles } from './Notifications';

/** What the bell says to a screen reader: its unread count is part of its name. */
export const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

/**
 * The header's bell: the player's recent events from the stream (shared/stores/inbox.ts), newest
 * first, the unread ones counted on it. Opening it shows the list in a popover (a dialog that takes
 * the focus, closed with Escape); "Mark all read" clears the count.
 */
export function NotificationBell() {
  const playerId = useAuthStore((s) => s.user?.id);
  const items = useInboxItems(playerId);
  const markAllRead = useInbox((s) => s.markAllRead);
  const unread = items.filter((i) => !i.read).length;

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className={cn(
          'relative grid size-9 place-items-center rounded-md text-slate-300 hover:bg-raised hover:text-ink',
          focusRing,
        )}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-rose-500 px-1 text-[10px] leading-none font-bold text-white tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(28rem,calc(100dvh-5rem))] w-[min(22rem,calc(100vw-1rem))] flex-col rounded-lg border border-line bg-panel shadow-xl shadow-black/40 data-[state=open]:animate-[pop-in_150ms_ease-out]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line/70 px-3 py-2">
            <h2 className="text-sm font-semibold text-ink">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0}
              onClick={() => playerId && markAllRead(playerId)}
              className={cn(
                'rounded-md px-2 py-1 text-xs text-accent hover:bg-raised disabled:cursor-default disabled:text-ink-muted disabled:hover:bg-transparent',
                focusRing,
              )}
            >
              Mark all read
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-ink-muted">
              Nothing yet: breakdowns, repairs and achievements show up here.
            </p>
          ) : (
            <ul className="min-h-0 flex-1 divide-y divide-line/50 overflow-y-auto">
              {items.map((item) => {
                const Icon = icons[item.type];
                const style = styles[NOTIFICATION_STYLE[item.type]];
                const body = (
                  <>
                    <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', style.icon)} />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block text-sm break-words', item.read ? 'text-ink-muted' : 'text-ink')}>
                        {!item.read && <span className="sr-only">Unread: </span>}
                        {item.message}
                      </span>
                      <NoticeTime timestamp={item.timestamp} />
                    </span>
                    {!item.read && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-sky-400" />}
                  </>
                );
                return (
                  <li key={item.id} data-read={item.read}>
                    {item.href ? (
                      <Popover.Close asChild>
                        <Link
                          to={item.href}
                          className={cn('flex items-start gap-3 px-3 py-2.5 hover:bg-raised', focusRing)}
                        >
                          {body}
                        </Link>
                      </Popover.Close>
                    ) : (
                      <div className="flex items-start gap-3 px-3 py-2.5">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
