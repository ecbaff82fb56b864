import type { Contract } from '@forgeworks/contract';
import { instalmentDueTick } from '@forgeworks/engine';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { StatusPill } from '@/shared/ui/Badge';
import { Button, focusRing } from '@/shared/ui/Button';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useContractAnswer } from '../api/contracts';
import {
  contractTerms,
  counterpartyOf,
  directionOf,
  dueIn,
  instalmentsLine,
  STATUS_TONE,
  threadLine,
} from '../lib/contracts';

export interface Clock {
  tick: number;
  tickIntervalMs: number;
}

/** A contract in one of the page's lists; `thread` names the offer it counters, if any. */
export interface ContractRowProps {
  contract: Contract;
  clock: Clock;
  thread?: string | null;
}

/** A contract's first lines in a list: who it is with and what it asks, then the offer it counters. */
export function ContractHead({ contract, what, thread }: { contract: Contract; what: string; thread: string | null }) {
  return (
    <>
      <p>
        {directionOf(contract)} <Party contract={contract} />: <span className="tabular-nums">{what}</span>
      </p>
      {thread && <p className="text-xs text-ink-muted tabular-nums">{thread}</p>}
    </>
  );
}

/** The other factory, a link to its profile. */
export function Party({ contract }: { contract: Contract }) {
  const other = counterpartyOf(contract);
  return (
    <Link
      to={`/game/factories/${other.factoryId}`}
      className={cn('rounded font-medium text-accent underline-offset-4 hover:underline', focusRing)}
    >
      {other.name}
    </Link>
  );
}

/**
 * "3 instalments of 10, every 12 ticks: 2 kept, 1 missed" for a contract of more than one (an offer
 * never accepted kept or missed none: only its terms); null for one.
 */
function instalmentsKept(c: Contract): string | null {
  const line = instalmentsLine(c);
  if (line === null || c.acceptedTick === null) return line;
  return `${line}: ${formatInteger(c.instalmentsKept)} kept, ${formatInteger(c.instalmentsMissed)} missed`;
}

/**
 * An active contract: delivered so far, the escrow held, the due time, and asking to end it; `thread`
 * says which offer it countered, if any.
 */
export function ActiveContract({ contract: c, clock, thread = null }: ContractRowProps) {
  const end = useContractAnswer('endContract');
  const what = contractTerms(c);
  const mine = c.side === 'buy' ? c.endAskedBy.buyer : c.endAskedBy.seller;
  const theirs = c.side === 'buy' ? c.endAskedBy.seller : c.endAskedBy.buyer;
  const last = c.deliveries.at(-1);
  // The instalment being delivered: the first until one is kept or missed.
  const due =
    c.dueTick === null
      ? null
      : instalmentDueTick({ dueTick: c.dueTick, everyTicks: c.everyTicks }, c.instalmentsKept + c.instalmentsMissed);
  return (
    <li className="space-y-2 rounded-lg border border-line/60 p-3 text-sm">
      <ContractHead contract={c} what={what} thread={thread} />
      <ProgressBar
        value={c.delivered / c.quantity}
        label={`Delivered of ${what}`}
        valueText={`${formatInteger(c.delivered)} of ${formatInteger(c.quantity)} delivered`}
        tone="info"
      />
      <p className="text-xs text-ink-muted tabular-nums">
        {formatInteger(c.delivered)} of {formatInteger(c.quantity)} delivered
        {last ? ` (last: ${formatInteger(last.quantity)} at tick ${formatInteger(last.tick)})` : ''} ·{' '}
        {formatMoney(c.escrow)} in escrow
        {due !== null && (
          <>
            {' '}
            · {c.instalments > 1 ? 'next ' : ''}due at tick {formatInteger(due)},{' '}
            {dueIn(due, clock.tick, clock.tickIntervalMs)}
          </>
        )}
      </p>
      {instalmentsKept(c) && <p className="text-xs text-ink-muted tabular-nums">{instalmentsKept(c)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Ask to end: ${what}`}
          disabled={mine}
          pending={end.isPending}
          onClick={() => end.mutate(c.id)}
        >
          {mine ? 'End asked' : theirs ? 'Agree to end' : 'Ask to end'}
        </Button>
        {(mine || theirs) && (
          <span className="text-xs text-ink-muted">
            {mine ? 'Ends when the other side asks too.' : 'The other side asked to end it.'}
          </span>
        )}
      </div>
    </li>
  );
}

const HISTORY_COLUMNS: readonly Column[] = [
  { label: 'Contract' },
  { label: 'Delivered', numeric: true },
  { label: 'Closed', numeric: true, className: 'hidden sm:table-cell' },
];

/**
 * Closed contracts: their outcome, what was delivered (each delivery under it), the penalty, the
 * instalments kept and the offer each countered; `all` is every contract listed, for the thread.
 */
export function HistoryTable({ contracts, all }: { contracts: readonly Contract[]; all: readonly Contract[] }) {
  return (
    <FitTable label="Contract history" columns={HISTORY_COLUMNS}>
      {contracts.map((c) => (
        <Tr key={c.id}>
          <Td>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {directionOf(c)} <Party contract={c} />: <span className="tabular-nums">{contractTerms(c)}</span>
              </span>
              <StatusPill tone={STATUS_TONE[c.status]}>{c.status}</StatusPill>
              {c.penalty > 0 && (
                <span className="text-xs text-ink-muted">
                  {c.side === 'buy' ? 'penalty received' : 'penalty paid'} {formatMoney(c.penalty)}
                </span>
              )}
            </span>
            {[threadLine(c, all), instalmentsKept(c)].map(
              (line) =>
                line && (
                  <span key={line} className="mt-1 block text-xs text-ink-muted tabular-nums">
                    {line}
                  </span>
                ),
            )}
            {c.deliveries.length > 0 && (
              <span className="mt-1 block text-xs text-ink-muted tabular-nums">
                {c.deliveries.map((d) => `${formatInteger(d.quantity)} at tick ${formatInteger(d.tick)}`).join(', ')}
              </span>
            )}
          </Td>
          <Td numeric className="whitespace-nowrap">
            {formatInteger(c.delivered)} of {formatInteger(c.quantity)}
          </Td>
          <Td numeric className="hidden whitespace-nowrap sm:table-cell">
            {c.closedTick === null ? '—' : `tick ${formatInteger(c.closedTick)}`}
          </Td>
        </Tr>
      ))}
    </FitTable>
  );
}
