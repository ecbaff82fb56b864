import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { toneText, type Tone } from '@/shared/ui/Badge';

/** A statement's rows: a label and a right-aligned amount; `strong` rows are totals. */
export function FinanceLines({ children, label }: { children: ReactNode; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-line/40 text-sm">
      {children}
    </dl>
  );
}

export function FinanceLine({
  label,
  value,
  tone = 'neutral',
  strong,
  indent,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: Tone;
  strong?: boolean;
  indent?: boolean;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1.5', strong && 'border-t border-line')}>
      <dt className={cn(indent ? 'pl-3 text-ink-muted' : 'text-ink', strong && 'font-semibold')}>{label}</dt>
      <dd className={cn('tabular-nums', toneText[tone], strong && 'font-semibold')}>{value}</dd>
    </div>
  );
}

export function LinesHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-3 mb-1 text-xs font-medium tracking-wide text-ink-muted uppercase first:mt-0">{children}</h3>
  );
}

/** Positive money good, negative bad, zero neutral. */
export function signTone(amount: number): Tone {
  return amount > 0 ? 'good' : amount < 0 ? 'bad' : 'neutral';
}
