import type { CSSProperties, ReactNode } from 'react';
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

/** Width of a figure's character in em, with room to spare: wide system fonts take 0.64, phones' own less. */
const EM_PER_CHARACTER = 0.7;

/**
 * A figure's size: the stat's 1.5rem, less when its characters would not fit the stat's width (two
 * stats side by side on a phone hold a few million dollars each), so a figure is shrunk, never cut.
 */
export function fittedSize(value: ReactNode): CSSProperties | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const fit = 100 / (EM_PER_CHARACTER * Math.max(1, String(value).length));
  return { fontSize: `clamp(0.875rem, ${fit.toFixed(2)}cqi, 1.5rem)` };
}

/** A label over a big tabular number (its own `<dl>`, sized by its place: a container for its figure). */
export function Stat({ label, value, tone = 'neutral', hint, className }: StatProps) {
  return (
    <dl className={cn('@container min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        data-figure
        className={cn('mt-1 truncate text-2xl font-semibold tabular-nums', toneText[tone])}
        style={fittedSize(value)}
      >
        {value}
      </dd>
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
