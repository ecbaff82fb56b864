import { badgeCount, useUnread } from '../lib/unread';

/** A count on a control, for the eye only: the control's name says it to a screen reader. */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      className={`grid h-4 min-w-4 place-items-center rounded-full bg-rose-500 px-1 text-[10px] leading-none font-bold text-white tabular-nums ${className}`}
    >
      {badgeCount(count)}
    </span>
  );
}

/** The sidebar's count beside Chat: unread channel messages. */
export function ChannelsUnread() {
  return <CountBadge count={useUnread().channels} />;
}

/** The sidebar's count beside Messages: unread direct messages. */
export function ConversationsUnread() {
  return <CountBadge count={useUnread().conversations} />;
}
