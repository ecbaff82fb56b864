import { isLargeSpend, WORKER_TITLES } from '@forgeworks/engine';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useHireMissingCrews } from '@/shared/api/crews';
import { fillText, workersText, type CrewQuote } from '@/shared/lib/crew-quote';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { WorkerTypeIcon } from '@/shared/ui/WorkerTypeIcon';

/**
 * 'Hire all missing crew': one click hires them all, or, when that is a large spend (`isLargeSpend`,
 * the rule every spend follows), shows who will be hired and what it costs now and every tick first. Off, with `blocker` said elsewhere on the card, when there is no one to
 * hire or the cash falls short.
 */
export function HireAllCrewButton({
  quote,
  cash,
  blocker,
  describedBy,
}: {
  quote: CrewQuote;
  cash: number | undefined;
  blocker: string | null;
  /** The id of the text that gives the reason it is off. */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const hire = useHireMissingCrews();

  const onClick = () => {
    if (cash === undefined || isLargeSpend(quote.hiringCost, cash)) setOpen(true);
    else hire.mutate(undefined);
  };
  return (
    <>
      <Button
        size="sm"
        variant={blocker ? 'secondary' : 'primary'}
        disabled={blocker !== null}
        title={blocker ?? undefined}
        aria-describedby={blocker ? describedBy : undefined}
        icon={<Users aria-hidden className="size-4" />}
        pending={hire.isPending && !open}
        onClick={onClick}
      >
        Hire all missing crew
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Hire all missing crew?"
        description="Each machine gets the workers its level asks for, at the skill it asks for, assigned to it at once: workers on no machine first, then new hires."
        confirmLabel={fillText(quote)}
        pending={hire.isPending}
        onConfirm={() => hire.mutate(undefined, { onSettled: () => setOpen(false) })}
      >
        <ul aria-label="Workers to hire" className="divide-y divide-line/50 rounded-lg bg-raised/50 text-sm">
          {quote.lines.map((line) => (
            <li key={`${line.type}-${line.skillLevel}`} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex items-center gap-2 text-ink">
                <WorkerTypeIcon type={line.type} className="text-ink-muted" />
                {formatInteger(line.count)} × {WORKER_TITLES[line.type]}
                <span className="text-ink-muted">skill {line.skillLevel}</span>
              </span>
              <span className="tabular-nums text-ink-muted">{formatMoney(line.hiringCost)}</span>
            </li>
          ))}
        </ul>
        {quote.posted > 0 && (
          <p className="mt-3 text-sm text-ink-muted" data-testid="hire-all-posted">
            {workersText(quote.posted)} on no machine {quote.posted === 1 ? 'is' : 'are'} put to work first, at no
            hiring cost.
          </p>
        )}
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-muted">Hiring cost, paid now</dt>
          <dd className="text-right font-semibold tabular-nums text-accent" data-testid="hire-all-cost">
            {formatMoney(quote.hiringCost)}
          </dd>
          <dt className="text-ink-muted">Salaries added, every tick</dt>
          <dd className="text-right tabular-nums text-ink" data-testid="hire-all-salaries">
            +{formatMoney(quote.salaries)}
          </dd>
          {cash !== undefined && (
            <>
              <dt className="text-ink-muted">Cash after hiring</dt>
              <dd className="text-right tabular-nums text-ink">{formatMoney(cash - quote.hiringCost)}</dd>
            </>
          )}
        </dl>
      </ConfirmDialog>
    </>
  );
}
