import { Timer } from 'lucide-react';
import { useCallback, useRef, type HTMLAttributes, type Ref } from 'react';
import { Tooltip } from '@/shared/ui/Tooltip';
import { focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';
import { intervalText } from '../lib/countdown';
import { useTickInterval, useTickSchedule } from '../lib/use-tick-countdown';
import { useCountdownFace } from './countdown-face';
import { TickProgress } from './TickProgress';

/**
 * The header's Next Production Tick timer: the countdown as m:ss over a thin amber bar. The
 * interval sentence shows on wide screens and in a tooltip on narrow ones. The seconds are painted
 * into the timer's face; the tooltip around it changes with the interval.
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
  ref,
  ...trigger
}: { sentence: string; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  const schedule = useTickSchedule();
  const timer = useRef<HTMLDivElement | null>(null);
  const { clockRef, progressRef } = useCountdownFace<HTMLSpanElement>(schedule, (clock) =>
    timer.current?.setAttribute('aria-label', `Next production tick in ${clock}. ${sentence}`),
  );
  // The tooltip's trigger ref and the timer's own, on one element.
  const setTimer = useCallback(
    (element: HTMLDivElement | null) => {
      timer.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <div
      {...trigger}
      ref={setTimer}
      role="timer"
      tabIndex={0}
      className={cn('flex w-14 flex-col gap-1 rounded-md px-1 py-1 sm:w-40', focusRing, className)}
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-1 text-ink-muted">
          {TIMER_ICON}
          <span className="hidden sm:inline">Next tick</span>
        </span>
        {/* On one line even as '—:—' (a line may break after a dash), so the header keeps its height. */}
        <span ref={clockRef} className="font-semibold whitespace-nowrap text-ink tabular-nums" aria-hidden />
      </div>
      <TickProgress ref={progressRef} cycleKey={schedule.cycleKey} />
    </div>
  );
}
