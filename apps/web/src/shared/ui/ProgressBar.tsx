import { cn } from '../lib/cn';
import type { Tone } from './Badge';

const fill: Record<Tone | 'accent', string> = {
  accent: 'bg-accent',
  good: 'bg-emerald-500',
  warning: 'bg-amber-400',
  bad: 'bg-rose-500',
  info: 'bg-sky-400',
  neutral: 'bg-slate-400',
};

export interface ProgressBarProps {
  /** 0 to 1 (clamped). */
  value: number;
  /** Names the bar for assistive technology. */
  label: string;
  tone?: Tone | 'accent';
  /** Overrides the announced value text (e.g. '3 of 5 machines'). */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ value, label, tone = 'accent', valueText, className }: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-800', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200 ease-out', fill[tone])}
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}
