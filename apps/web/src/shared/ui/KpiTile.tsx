import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import type { Tone } from '@/shared/lib/tones';
import { toneText } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';

export interface KpiTileProps {
  label: string;
  icon: ReactNode;
  state: 'pending' | 'error' | 'ready';
  value?: ReactNode;
  tone?: Tone;
  hint?: ReactNode;
  /** Shown instead of the value when its data failed to load. */
  errorText: string;
  onRetry: () => void;
}

/** One headline figure in a small card, with its own loading and error state. */
export function KpiTile({ label, icon, state, value, tone = 'neutral', hint, errorText, onRetry }: KpiTileProps) {
  return (
    <section
      aria-label={label}
      className="rounded-xl border border-line/70 bg-panel px-4 py-3.5 shadow-sm shadow-black/20"
    >
      <h2 className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span className="text-accent [&>svg]:size-4">{icon}</span>
        {label}
      </h2>
      {state === 'pending' ? (
        <div role="status" className="mt-2 flex h-12 items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading...
        </div>
      ) : state === 'error' ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-rose-300">
          {errorText}
          <Button variant="ghost" size="sm" icon={<RotateCw aria-hidden className="size-4" />} onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <div className={cn('mt-1 text-3xl font-semibold tabular-nums', toneText[tone])}>{value}</div>
          {hint && <p className="mt-0.5 text-xs text-ink-muted tabular-nums">{hint}</p>}
        </>
      )}
    </section>
  );
}
