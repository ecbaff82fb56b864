import { Timer } from 'lucide-react';
import { formatInteger } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { intervalText } from '../lib/countdown';
import { useTickCountdown } from '../lib/use-tick-countdown';
import { countdownLabel } from './TickTimer';
import { TickProgress } from './TickProgress';

/** The Next Production Tick timer as a card (Factory Overview): big countdown, bar, and what a tick does. */
export function TickTimerCard({ className }: { className?: string }) {
  const { secondsRemaining, progress, intervalMs, currentTick, usingFallback, cycleKey } = useTickCountdown();
  const clock = countdownLabel(secondsRemaining);
  return (
    <Card title="Next Production Tick" icon={<Timer aria-hidden />} className={className}>
      <div className="flex items-end justify-between gap-3">
        <p className="text-4xl font-semibold tracking-tight text-ink tabular-nums" aria-live="off">
          {clock}
        </p>
        {currentTick !== undefined && !usingFallback && (
          <p className="pb-1 text-xs text-ink-muted tabular-nums">Tick #{formatInteger(currentTick)}</p>
        )}
      </div>
      <TickProgress className="mt-3 h-2" value={progress} cycleKey={cycleKey} valueText={`${clock} left`} />
      <p className="mt-3 text-sm text-ink">{intervalText(intervalMs)}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {usingFallback
          ? 'Could not reach the server: counting down from the default interval.'
          : 'Each tick your machines run, your bills are paid and this page updates by itself.'}
      </p>
    </Card>
  );
}
