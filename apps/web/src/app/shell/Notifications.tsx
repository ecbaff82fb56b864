import {
  BadgeDollarSign,
  CircleAlert,
  CircleCheck,
  Factory,
  Info,
  ShoppingCart,
  TriangleAlert,
  Wrench,
  Hammer,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatClock } from '@/shared/lib/format';
import {
  NOTIFICATION_STYLE,
  useNotifications,
  type NotificationStyle,
  type NotificationType,
} from '@/shared/stores/notifications';

/** Each type's icon, in the toasts and the bell's list. */
export const icons: Record<NotificationType, LucideIcon> = {
  error: CircleAlert,
  breakdown: Hammer,
  sale: BadgeDollarSign,
  production: Factory,
  success: CircleCheck,
  maintenance: Wrench,
  warning: TriangleAlert,
  purchase: ShoppingCart,
  default: Info,
};

export const styles: Record<NotificationStyle, { box: string; icon: string }> = {
  error: { box: 'border-rose-500/50', icon: 'text-rose-400' },
  success: { box: 'border-emerald-500/50', icon: 'text-emerald-400' },
  warning: { box: 'border-amber-400/50', icon: 'text-amber-400' },
  info: { box: 'border-sky-400/50', icon: 'text-sky-400' },
};

/** When a notice came, as a clock time under its message (the toasts and the bell's list). */
export function NoticeTime({ timestamp }: { timestamp: number }) {
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="mt-0.5 block text-xs text-ink-muted tabular-nums">
      {formatClock(timestamp)}
    </time>
  );
}

/**
 * Top right, newest first: icon, message, time; a click dismisses. On a phone only the newest two
 * show (a newer one takes an older one's place) so they never cover the page's top; wider screens
 * show the spec's ten.
 */
export function Notifications() {
  const notifications = useNotifications((s) => s.notifications);
  const dismiss = useNotifications((s) => s.dismiss);

  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed top-16 right-3 z-50 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-2 sm:right-5',
        'max-sm:[&>*:nth-child(n+3)]:hidden',
      )}
    >
      {notifications.map((n) => {
        const Icon = icons[n.type];
        const style = styles[NOTIFICATION_STYLE[n.type]];
        return (
          <button
            key={n.id}
            type="button"
            onClick={() => dismiss(n.id)}
            title="Dismiss"
            data-type={n.type}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 bg-panel/95 p-3 text-left shadow-xl shadow-black/40 backdrop-blur',
              'animate-[slide-in-right_200ms_ease-out] outline-none hover:bg-raised focus-visible:ring-2 focus-visible:ring-accent',
              style.box,
            )}
          >
            <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', style.icon)} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm break-words text-ink">{n.message}</span>
              <NoticeTime timestamp={n.timestamp} />
            </span>
            <span className="sr-only">Dismiss</span>
          </button>
        );
      })}
    </section>
  );
}
