import { useRef } from 'react';
import { formatDuration } from '@/shared/lib/format';
import { useEverySecond } from '../lib/second-clock';
import { countdownAt, type TickSchedule } from '../lib/use-tick-countdown';
import { paintTickProgress } from './TickProgress';

/** 'Next tick in 4:12' for assistive technology; '—' before anything is known. */
export function countdownLabel(secondsRemaining: number | null): string {
  return secondsRemaining === null ? '—:—' : formatDuration(secondsRemaining);
}

/**
 * A countdown's face painted each second: the digits into `clockRef`, the bar into `progressRef` (a
 * `TickProgress`), and whatever else says the time (`paintMore`, given the digits).
 */
export function useCountdownFace<Clock extends HTMLElement>(
  schedule: TickSchedule,
  paintMore?: (clock: string) => void,
) {
  const clockRef = useRef<Clock>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  useEverySecond((now) => {
    const { secondsRemaining, progress: value } = countdownAt(schedule, now);
    const text = countdownLabel(secondsRemaining);
    if (clockRef.current) clockRef.current.textContent = text;
    paintTickProgress(progressRef.current, value, `${text} left`);
    paintMore?.(text);
  });
  return { clockRef, progressRef };
}
