import { Timer } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { formatDuration } from '@/shared/lib/format';
import { Tooltip } from '@/shared/ui/Tooltip';
import { focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';
import { intervalText } from '../lib/countdown';
import { useTickCountdown, useTickInterval } from '../lib/use-tick-countdown';
import { TickProgress } from './TickProgress';

/** 'Next tick in 4:12' for assistive technology; '—' before anything is known. */
export function countdownLabel(secondsRemaining: number | null): string {
  return secondsRemaining === null ? '—:—' : formatDuration(secondsRemaining);
}

/**
 * The header's Next Production Tick timer: the countdown as m:ss over a thin amber bar. The
 * interval sentence shows on wide screens and in a tooltip on narrow ones. Only the timer's face
 * is drawn again each second; the tooltip around it changes with the interval.
 */
export function TickTimer() {
  const sentence = intervalText(useTickInterval().intervalMs);
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <p aria-hidden className="hidden text-xs text-ink-muted xl:block">
        {sentence}
      </p>
      <Tooltip content={sentence} side="bottom">
        <TimerFace sentence={sentence} />
      </Tooltip>
    </div>
  );
}

const TIMER_ICON = <Timer aria-hidden className="size-3.5 text-accent" />;

/** The countdown and its bar: the tooltip's trigger, which passes its props and ref on to the timer. */
function TimerFace({
  sentence,
  className,
  ...trigger
}: { sentence: string; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  const { secondsRemaining, progress, cycleKey } = useTickCountdown();
  const clock = countdownLabel(secondsRemaining);
  return (
    <div
      {...trigger}
      role="timer"
      tabIndex={0}
      aria-label={`Next production tick in ${clock}. ${sentence}`}
      className={cn('flex w-14 flex-col gap-1 rounded-md px-1 py-1 sm:w-40', focusRing, className)}
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-1 text-ink-muted">
          {TIMER_ICON}
          <span className="hidden sm:inline">Next tick</span>
        </span>
        {/* On one line even as '—:—' (a line may break after a dash), so the header keeps its height. */}
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums" aria-hidden>
          {clock}
        </span>
      </div>
      <TickProgress value={progress} cycleKey={cycleKey} valueText={`${clock} left`} />
    </div>
  );
}
