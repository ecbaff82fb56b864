import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';

/** The players card's id: the fair-play report's links bring it into view. */
export const PLAYERS_CARD_ID = 'operator-players';
/** The address's parameter holding the players list's search, so a link can set it. */
export const SEARCH_PARAM = 'search';

/** Brings the players card into view and gives it the keyboard's focus, once a link has set its search. */
function showPlayers() {
  const card = document.getElementById(PLAYERS_CARD_ID);
  card?.scrollIntoView({ block: 'start' });
  card?.focus({ preventScroll: true });
}

/**
 * A link finding one factory's player in the players list: it searches the factory's id, which
 * names exactly one, where names may be shared.
 */
export function FindPlayerLink({ factoryId, children }: { factoryId: string; children: ReactNode }) {
  return (
    <Link
      to={{ search: `?${new URLSearchParams({ [SEARCH_PARAM]: factoryId }).toString()}` }}
      onClick={showPlayers}
      className={cn('rounded font-medium break-words text-accent underline-offset-2 hover:underline', focusRing)}
    >
      {children} <span className="sr-only">(find in Players)</span>
    </Link>
  );
}
