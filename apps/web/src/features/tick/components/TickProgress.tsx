import type { Ref } from 'react';
import { cn } from '@/shared/lib/cn';

export interface TickProgressProps {
  /** A new key restarts the bar from its place without sliding back. */
  cycleKey: string;
  className?: string;
  /** The progress bar, for `paintTickProgress`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The tick's progress bar in the accent colour. Its value is painted by `paintTickProgress` each
 * second, not rendered: React draws the bar once and never writes its value. It is full width and
 * slid in from the left by a transform, which changes no layout; it does not glide between seconds
 * (a second is half a pixel of a five-minute bar, and a glide is work in every frame of a page at rest).
 */
export function TickProgress({ cycleKey, className, ref }: TickProgressProps) {
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label="Time until the next production tick"
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-slate-800', className)}
    >
      <div key={cycleKey} className="h-full w-full rounded-full bg-accent shadow-[0_0_8px] shadow-amber-500/40" />
    </div>
  );
}

/** Moves a bar drawn by `TickProgress` to `value` (0 to 1 of the interval gone by), saying `valueText`. */
export function paintTickProgress(progressbar: HTMLElement | null, value: number, valueText: string): void {
  if (!progressbar) return;
  const fraction = Math.min(1, Math.max(0, value));
  progressbar.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
  progressbar.setAttribute('aria-valuetext', valueText);
  const bar = progressbar.firstElementChild;
  if (bar instanceof HTMLElement) bar.style.transform = `translateX(${(fraction - 1) * 100}%)`;
}
