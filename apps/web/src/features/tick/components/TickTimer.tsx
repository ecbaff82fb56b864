import { Timer } from 'lucide-react';
import { formatDuration } from '@/shared/lib/format';
import { Tooltip } from '@/shared/ui/Tooltip';
import { focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';
import { intervalText } from '../lib/countdown';
import { useTickCountdown } from '../lib/use-tick-countdown';
import { TickProgress } from './TickProgress';

/** 'Next tick in 4:12' for assistive technology; '—' before anything is known. */
export function countdownLabel(secondsRemaining: number | null): string {
  return secondsRemaining === null ? '—:—' : formatDuration(secondsRemaining);
}

/**
 * The header's Next Production Tick timer: the countdown as m:ss over a thin amber bar. The
 * interval sentence shows on wide screens and in a tooltip on narrow ones.
 */
export function TickTimer() {
  const { secondsRemaining, progress, intervalMs, cycleKey } = useTickCountdown();
  const clock = countdownLabel(secondsRemaining);
  const sentence = intervalText(intervalMs);
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <p aria-hidden className="hidden text-xs text-ink-muted xl:block">
        {sentence}
      </p>
      <Tooltip content={sentence} side="bottom">
        <div
          role="timer"
          tabIndex={0}
          aria-label={`Next production tick in ${clock}. ${sentence}`}
          className={cn('flex w-14 flex-col gap-1 rounded-md px-1 py-1 sm:w-40', focusRing)}
        >
          <div className="flex items-center justify-between gap-2 text-xs">
            <span className="flex items-center gap-1 text-ink-muted">
              <Timer aria-hidden className="size-3.5 text-accent" />
              <span className="hidden sm:inline">Next tick</span>
            </span>
            {/* On one line even as '—:—' (a line may break after a dash), so the header keeps its height. */}
            <span className="font-semibold whitespace-nowrap text-ink tabular-nums" aria-hidden>
              {clock}
            </span>
          </div>
          <TickProgress value={progress} cycleKey={cycleKey} valueText={`${clock} left`} />
        </div>
      </Tooltip>
    </div>
  );
}
