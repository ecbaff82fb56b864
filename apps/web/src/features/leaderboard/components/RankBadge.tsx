import { Medal as MedalIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { medalFor, type Medal } from '../lib/leaderboard';

const MEDAL_STYLE: Record<Medal, string> = {
  gold: 'bg-amber-400/15 text-amber-300 ring-amber-400/40',
  silver: 'bg-slate-300/10 text-slate-200 ring-slate-300/30',
  bronze: 'bg-orange-700/20 text-orange-300 ring-orange-600/40',
};

/** The rank number; the top three carry a medal. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  if (!medal) return <span className="inline-block w-12 pl-2 text-ink-muted tabular-nums">#{rank}</span>;
  return (
    <span
      className={cn(
        'inline-flex w-12 items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset',
        MEDAL_STYLE[medal],
      )}
    >
      <MedalIcon aria-hidden className="size-3.5" />
      <span>
        <span className="sr-only">{medal} medal, rank </span>
        {rank}
      </span>
    </span>
  );
}
