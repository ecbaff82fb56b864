import { cn } from '@/shared/lib/cn';
import type { LinkStatus as Status } from '@/shared/stores/live-link';
import { useLiveLink } from '@/shared/stores/live-link';
import { focusRing } from '@/shared/ui/Button';
import { Tooltip } from '@/shared/ui/Tooltip';

const LOOK: Record<Status, { label: string; dot: string }> = {
  live: { label: 'Live', dot: 'bg-good' },
  connecting: { label: 'Connecting', dot: 'bg-ink-muted' },
  reconnecting: { label: 'Reconnecting', dot: 'bg-warn animate-pulse' },
  paused: { label: 'Live updates paused: the game is open on other pages', dot: 'bg-ink-muted' },
};

/** The header's dot: whether ticks arrive as they finish, or the page is polling meanwhile. */
export function LinkStatus() {
  const status = useLiveLink((s) => s.status);
  const { label, dot } = LOOK[status];
  return (
    <Tooltip content={label} side="bottom">
      {/* A live region: a change of state is read out (its text), and its name says the state. */}
      <span
        role="status"
        aria-label={label}
        tabIndex={0}
        className={cn('grid size-6 place-items-center rounded-full', focusRing)}
      >
        <span aria-hidden className={cn('size-2 rounded-full', dot)} />
        <span className="sr-only">{label}</span>
      </span>
    </Tooltip>
  );
}
