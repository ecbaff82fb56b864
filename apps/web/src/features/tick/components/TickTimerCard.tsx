import { Cog, Receipt, RefreshCw, Timer, Wrench, type LucideIcon } from 'lucide-react';
import { formatInteger } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { intervalText } from '../lib/countdown';
import { useTickInterval, useTickSchedule } from '../lib/use-tick-countdown';
import { useCountdownFace } from './countdown-face';
import { TickProgress } from './TickProgress';

/** What a tick does (docs/game-rules.md, 'The tick'), so the countdown means something. */
const EACH_TICK: [LucideIcon, string][] = [
  [Cog, 'Machines use power and inputs, and produce'],
  [Receipt, 'Running costs and wages are paid'],
  [Wrench, 'Machines wear a little'],
  [RefreshCw, 'This page updates by itself'],
];

/** What a tick does, the same every second: made once, so the countdown's redraw skips it. */
const EACH_TICK_LIST = (
  <ul className="mt-3 flex flex-col gap-1.5 border-t border-line/60 pt-3 text-xs text-ink-muted">
    {EACH_TICK.map(([Icon, text]) => (
      <li key={text} className="flex items-center gap-2">
        <Icon aria-hidden className="size-3.5 shrink-0 text-slate-500" />
        {text}
      </li>
    ))}
  </ul>
);
const TIMER_ICON = <Timer aria-hidden />;

/**
 * The Next Production Tick timer as a card (Factory Overview): big countdown, bar, and what a tick
 * does. The seconds are painted into the countdown and its bar, not rendered.
 */
export function TickTimerCard({ className }: { className?: string }) {
  const { intervalMs, usingFallback } = useTickInterval();
  return (
    <Card title="Next Production Tick" icon={TIMER_ICON} className={className}>
      <CardCountdown />
      <p className="mt-3 text-sm text-ink">{intervalText(intervalMs)}</p>
      {usingFallback ? (
        <p className="mt-1 text-xs text-amber-300">
          Could not reach the server: counting down from the default interval.
        </p>
      ) : (
        EACH_TICK_LIST
      )}
    </Card>
  );
}

function CardCountdown() {
  const schedule = useTickSchedule();
  const { currentTick, usingFallback, cycleKey } = schedule;
  const { clockRef, progressRef } = useCountdownFace<HTMLParagraphElement>(schedule);
  return (
    <>
      <div className="flex items-end justify-between gap-3">
        <p ref={clockRef} className="text-4xl font-semibold tracking-tight text-ink tabular-nums" aria-live="off" />
        {currentTick !== undefined && !usingFallback && (
          <p className="pb-1 text-xs text-ink-muted tabular-nums">Tick #{formatInteger(currentTick)}</p>
        )}
      </div>
      <TickProgress ref={progressRef} className="mt-3 h-2" cycleKey={cycleKey} />
    </>
  );
}
