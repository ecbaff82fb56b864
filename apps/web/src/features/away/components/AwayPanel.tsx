import { Clock } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { toneText } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Dialog, DialogClose } from '@/shared/ui/Dialog';
import { useAwaySummary, useAwayToNow } from '../api/away-summary';
import { awayLength, changeTone } from '../lib/away';
import { useSeenWindows, windowKey } from '../lib/seen-windows';
import { AwaySummaryView } from './AwaySummaryView';

/**
 * "While you were away": opens by itself once per away window, and a line on the overview shows
 * the last one again.
 */
export function AwayPanel({ className }: { className?: string }) {
  const { data: summary } = useAwaySummary();
  const dismissed = useSeenWindows((s) => s.dismissed);
  const dismiss = useSeenWindows((s) => s.dismiss);
  const [reopened, setReopened] = useState(false);
  const toNow = useAwayToNow(reopened);
  if (!summary) return null;
  // Reopened by hand, the window runs on to now; until that answer comes, the kept one shows.
  const shown = reopened && toNow.data ? toNow.data : summary;
  const upToNow = shown !== summary;
  const key = windowKey(summary);
  const open = reopened || dismissed !== key;
  const change = summary.netWorth.now - summary.netWorth.then;
  const onOpenChange = (next: boolean) => {
    if (next) return setReopened(true);
    setReopened(false);
    dismiss(key);
  };
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted', className)}>
      <span className="flex items-center gap-2">
        <Clock aria-hidden className="size-4" />
        Last time away: {awayLength(summary.ticks)}, net worth{' '}
        <span className={cn('tabular-nums', toneText[changeTone(summary.netWorth.then, summary.netWorth.now)])}>
          {change > 0 ? '+' : ''}
          {formatMoney(change)}
        </span>
      </span>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={
          <Button variant="secondary" size="sm">
            While you were away
          </Button>
        }
        title="While you were away"
        description={`${awayLength(shown.ticks)} (ticks ${shown.from.tick + 1}–${shown.to.tick}${upToNow ? ', up to now' : ''}), since ${formatDateTime(shown.from.at)}`}
        className="max-w-2xl"
        footer={
          <DialogClose asChild>
            <Button>Back to the factory</Button>
          </DialogClose>
        }
      >
        <AwaySummaryView summary={shown} />
      </Dialog>
    </div>
  );
}
