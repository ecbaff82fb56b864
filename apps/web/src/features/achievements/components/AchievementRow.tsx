import type { Achievement } from '@forgeworks/contract';
import { Lock, Trophy } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { achievementProgress, formatAchievementValue, formatUnlockDate } from '../lib/achievements';

/** One achievement: name, goal, progress bar with current / target, and its unlock date once earned. */
export function AchievementRow({ achievement: a, compact = false }: { achievement: Achievement; compact?: boolean }) {
  const current = formatAchievementValue(Math.min(a.current, a.target), a.unit);
  const target = formatAchievementValue(a.target, a.unit);
  const unlocked = formatUnlockDate(a.completedAt);
  return (
    <li className={cn('flex gap-3', compact ? 'py-2' : 'rounded-lg border border-line/70 bg-raised/40 p-3')}>
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full',
          a.completed ? 'bg-amber-500/20 text-accent' : 'bg-slate-800 text-slate-500',
        )}
      >
        {a.completed ? <Trophy aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="text-sm font-semibold text-ink">{a.name}</h3>
          <span className="text-xs text-ink-muted tabular-nums">
            {current} / {target}
          </span>
        </div>
        <p className="text-xs text-ink-muted">{a.description}</p>
        <ProgressBar
          className="mt-2 h-1.5"
          value={achievementProgress(a)}
          tone={a.completed ? 'good' : 'accent'}
          label={`${a.name} progress`}
          valueText={`${current} of ${target}`}
        />
        {a.completed && unlocked && (
          <p className="mt-1.5 text-xs text-emerald-300">
            Unlocked <time dateTime={a.completedAt ?? undefined}>{unlocked}</time>
          </p>
        )}
      </div>
    </li>
  );
}
