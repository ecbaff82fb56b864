import type { PreviewAction } from '@forgeworks/engine';
import { TrendingDown, TrendingUp, TriangleAlert } from 'lucide-react';
import { usePreview } from '../api/factory-state';
import { cn } from '../lib/cn';
import { formatQuantity } from '../lib/format';
import { formatProfitPerTick, STALL_WARNINGS } from '../lib/preview';

export interface SpendPreviewProps {
  action: PreviewAction;
  /** The same action with the new machine crewed: the figures then read "once crewed". */
  crewed?: PreviewAction;
  className?: string;
}

/**
 * What a spend does to the next tick, from the engine's projection of the player's factory:
 * "+$84.00/tick once crewed; power left 3", and a warning when it would stall production.
 * Nothing while the factory is loading or the engine refuses the action (the button says why).
 */
export function SpendPreview({ action, crewed, className }: SpendPreviewProps) {
  const main = usePreview(crewed ?? action);
  const plain = usePreview(crewed ? action : null);
  if (!main?.ok) return null;
  const hires = plain?.ok ? plain.after.crewMissing - plain.before.crewMissing : 0;
  const parts = [
    `${formatProfitPerTick(main.delta.profitPerTick)}${crewed ? ' once crewed' : ''}`,
    `power left ${formatQuantity(main.after.spareCapacity)}`,
  ];
  if (hires > 0) parts.push(`needs ${hires} crew`);
  else if (!crewed && main.after.crewMissing > 0)
    parts.push(`${main.after.crewMissing} crew post${main.after.crewMissing === 1 ? '' : 's'} empty`);
  const Trend = main.delta.profitPerTick < 0 ? TrendingDown : TrendingUp;
  return (
    <div className={cn('space-y-1 text-xs', className)} aria-live="polite" data-testid="spend-preview">
      <p className="flex items-start gap-1.5 text-ink tabular-nums">
        <Trend aria-hidden className="mt-px size-3.5 shrink-0 text-accent" />
        <span>
          {parts.join('; ')} <span className="text-ink-muted">(advice at current prices, which may move)</span>
        </span>
      </p>
      {main.newStalls.map((stall) => (
        <p key={stall} className="flex items-start gap-1.5 text-amber-300">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          Warning: {STALL_WARNINGS[stall]}
        </p>
      ))}
    </div>
  );
}
