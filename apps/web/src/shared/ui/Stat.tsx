import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { toneText, type Tone } from './Badge';

export interface StatProps {
  label: ReactNode;
  /** Already formatted (see lib/format). */
  value: ReactNode;
  tone?: Tone;
  /** A small line under the value (a rate, a comparison). */
  hint?: ReactNode;
  className?: string;
}

/** A label over a big tabular number (its own `<dl>`). */
export function Stat({ label, value, tone = 'neutral', hint, className }: StatProps) {
  return (
    <dl className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className={cn('mt-1 truncate text-2xl font-semibold tabular-nums', toneText[tone])}>{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-muted tabular-nums">{hint}</dd>}
    </dl>
  );
}

/** A grid of stats: one column on narrow phones, two, then four. */
export function StatGrid({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4', className)}>{children}</div>
  );
}
