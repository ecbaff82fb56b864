import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Status tones: each means one thing everywhere (UI guide). */
export type Tone = 'good' | 'warning' | 'bad' | 'info' | 'neutral';

export const toneText: Record<Tone, string> = {
  good: 'text-emerald-400',
  warning: 'text-amber-400',
  bad: 'text-rose-400',
  info: 'text-sky-400',
  neutral: 'text-ink',
};

const toneBadge: Record<Tone, string> = {
  good: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  warning: 'bg-amber-400/15 text-amber-300 ring-amber-400/30',
  bad: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
  info: 'bg-sky-400/15 text-sky-300 ring-sky-400/30',
  neutral: 'bg-slate-700/50 text-slate-200 ring-slate-600',
};

const toneDot: Record<Tone, string> = {
  good: 'bg-emerald-500',
  warning: 'bg-amber-400',
  bad: 'bg-rose-500',
  info: 'bg-sky-400',
  neutral: 'bg-slate-400',
};

interface BadgeProps {
  tone?: Tone;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        toneBadge[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A badge with a status dot: 'SURPLUS', 'Excellent', 'Understaffed'... */
export function StatusPill({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <Badge tone={tone} className={className}>
      <span aria-hidden className={cn('size-1.5 rounded-full', toneDot[tone])} />
      {children}
    </Badge>
  );
}
