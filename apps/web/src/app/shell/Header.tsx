import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import type { RouteHandle } from '../pages';
import { NotificationBell } from './NotificationBell';
import { useIsOperator } from './OperatorOnly';

function useSectionTitle(): string {
  const matches = useMatches();
  const operator = useIsOperator();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.operatorOnly && operator === false) return 'Page not found';
    if (handle?.title) return handle.title;
  }
  return 'Forgeworks';
}

export interface HeaderProps {
  onOpenMenu: () => void;
  /** The tick timer goes here (features/tick builds it). */
  tickSlot?: ReactNode;
  /** The chat's button, before the bell (features/chat). */
  chatSlot?: ReactNode;
}

/** The current section's title, the tick timer slot, the notifications bell, and room at the right for the avatar menu. */
export function Header({ onOpenMenu, tickSlot, chatSlot }: HeaderProps) {
  const title = useSectionTitle();
  return (
    <header className="sticky top-0 z-30 flex min-h-14 items-center gap-1.5 border-b border-line/60 bg-page/85 py-1.5 pr-14 pl-3 backdrop-blur sm:gap-3 sm:pr-16 sm:pl-6">
      <title>{`${title} · Forgeworks`}</title>
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className={cn(
          'grid size-9 place-items-center rounded-md text-slate-300 hover:bg-raised hover:text-ink sm:hidden',
          focusRing,
        )}
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {/*
        A phone's header is narrow beside the timer, the chat and the bell: the title is smaller there and
        wraps between words rather than cut: at 390 px the longest one-word title, "Achievements", fits a line.
      */}
      <h1 className="min-w-0 flex-1 text-sm leading-tight font-semibold tracking-tight break-words sm:text-lg">
        {title}
      </h1>
      {tickSlot && <div className="flex shrink-0 items-center">{tickSlot}</div>}
      {chatSlot}
      <NotificationBell />
    </header>
  );
}
