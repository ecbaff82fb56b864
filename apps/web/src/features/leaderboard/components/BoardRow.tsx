import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { Td, Tr } from '@/shared/ui/Table';
import { medalFor } from '../lib/leaderboard';
import { RankBadge } from './RankBadge';

/**
 * A row of a top-ten board: the rank, the factory (its profile a click away, the podium in bold,
 * the player's own marked '(You)'), then what the board ranks it by.
 */
export function BoardRow({
  entry,
  mine,
  mark,
  detail,
  valueClassName,
  children,
}: {
  entry: { rank: number; factoryId: string; factoryName: string };
  mine: boolean;
  /** Beside the name (a rival's icon). */
  mark?: ReactNode;
  /** Under the name. */
  detail?: ReactNode;
  /** The value's colour where it says more than its place (a loss); else the podium's bold. */
  valueClassName?: string;
  /** The value the board ranks by. */
  children: ReactNode;
}) {
  const podium = medalFor(entry.rank) !== null;
  return (
    <Tr highlight={mine} aria-current={mine ? 'true' : undefined}>
      <Td>
        <RankBadge rank={entry.rank} />
      </Td>
      <Td className={cn(podium && 'font-semibold', mine && 'text-amber-100')}>
        <ProfileLink factoryId={entry.factoryId}>{entry.factoryName}</ProfileLink>
        {mark}
        {mine && <span className="ml-2 text-sm font-medium text-accent">(You)</span>}
        {detail}
      </Td>
      <Td numeric className={valueClassName ?? (podium ? 'font-semibold text-ink' : 'text-slate-300')}>
        {children}
      </Td>
    </Tr>
  );
}
