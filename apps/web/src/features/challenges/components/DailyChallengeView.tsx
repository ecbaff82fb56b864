import type { DailyChallenge } from '@forgeworks/contract';
import { CircleCheck, Gift, Lightbulb } from 'lucide-react';
import { formatClock, formatMoney } from '@/shared/lib/format';
import { Badge, StatusPill } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { CHALLENGE_TYPE_LABELS, challengeProgress, challengeState, formatChallengeAmount } from '../lib/challenge';

export interface DailyChallengeViewProps {
  daily: DailyChallenge;
  onClaim: () => void;
  claiming: boolean;
}

/** Today's challenge: what to do, the reward, how far along, and the claim. */
export function DailyChallengeView({ daily, onClaim, claiming }: DailyChallengeViewProps) {
  const { challenge, progress } = daily;
  const state = challengeState(daily);
  const current = formatChallengeAmount(challenge.type, progress.current);
  const target = formatChallengeAmount(challenge.type, challenge.target);
  const completedAt = progress.completedAt ? new Date(progress.completedAt) : null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <div className="flex items-center justify-between gap-3">
          <Badge>{CHALLENGE_TYPE_LABELS[challenge.type]}</Badge>
          <p className="text-sm text-ink-muted">
            Reward{' '}
            <span className="text-base font-semibold text-emerald-400 tabular-nums">
              {formatMoney(challenge.reward)}
            </span>
          </p>
        </div>
        <p className="mt-2 text-lg leading-snug font-semibold text-ink">{challenge.description}</p>
      </div>

      <div>
        <div className="mb-1.5 flex items-center justify-between gap-2 text-sm">
          <span className="text-ink-muted">Progress</span>
          <span className="font-medium text-ink tabular-nums">
            {current} / {target}
          </span>
        </div>
        <ProgressBar
          value={challengeProgress(daily)}
          tone={state === 'in-progress' ? 'accent' : 'good'}
          label="Daily challenge progress"
          valueText={`${current} of ${target}`}
        />
      </div>

      {state !== 'in-progress' && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <StatusPill tone="good">Completed</StatusPill>
          {completedAt && (
            <span className="text-ink-muted tabular-nums">
              at <time dateTime={progress.completedAt ?? undefined}>{formatClock(completedAt)}</time>
            </span>
          )}
        </div>
      )}

      {state === 'completed' && (
        <Button onClick={onClaim} pending={claiming} icon={<Gift aria-hidden className="size-4" />}>
          Claim {formatMoney(challenge.reward)}
        </Button>
      )}
      {state === 'claimed' && (
        <p className="flex items-center gap-2 rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          Reward claimed. A new challenge arrives tomorrow.
        </p>
      )}
      {state === 'in-progress' && (
        <p className="flex gap-2 rounded-lg bg-raised/60 px-3 py-2 text-sm text-slate-300">
          <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <span className="sr-only">Tip: </span>
            {challenge.tip}
          </span>
        </p>
      )}
    </div>
  );
}
