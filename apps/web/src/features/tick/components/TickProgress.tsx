import { cn } from '@/shared/lib/cn';

export interface TickProgressProps {
  /** 0 to 1 of the interval gone by. */
  value: number;
  /** A new key restarts the bar from its place without sliding back. */
  cycleKey: string;
  valueText: string;
  className?: string;
}

/**
 * The tick's progress bar in the accent colour, moved once a second with the countdown. It is
 * full width and slid in from the left by a transform, which changes no layout; it does not glide
 * between seconds (a second is half a pixel of a five-minute bar, and a glide is work in every
 * frame of a page at rest).
 */
export function TickProgress({ value, cycleKey, valueText, className }: TickProgressProps) {
  const fraction = Math.min(1, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label="Time until the next production tick"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-valuetext={valueText}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-slate-800', className)}
    >
      <div
        key={cycleKey}
        className="h-full w-full rounded-full bg-accent shadow-[0_0_8px] shadow-amber-500/40"
        style={{ transform: `translateX(${(fraction - 1) * 100}%)` }}
      />
    </div>
  );
}
