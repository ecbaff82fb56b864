import type { Contract } from '@forgeworks/contract';
import { CONTRACTS, holdsAndMakesNone, RESOURCE_NAMES, toDollars } from '@forgeworks/engine';
import { useState } from 'react';
import { useFactoryState } from '@/shared/api/factory-state';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { useSpendCheck } from '@/shared/ui/SpendCheck';
import { useContractAnswer } from '../api/contracts';
import { contractTerms, instalmentsLine, recordLine, ticksSpan } from '../lib/contracts';
import type { ContractRowProps } from './ContractRows';
import { ContractHead } from './ContractRows';
import { CounterForm } from './CounterForm';

/**
 * What the buyer reads of the seller before accepting its offer: its stock of the good, whether it
 * makes it, and its record; a seller with neither stock nor a machine is said plainly.
 */
function SellerStanding({ contract: c }: { contract: Contract }) {
  const s = c.sellerStanding;
  if (!s) return null;
  const good = RESOURCE_NAMES[c.resourceType];
  const none = s.stock === 0 && !s.makes;
  return (
    <p className={none ? 'text-xs font-medium text-warn' : 'text-xs text-ink-muted'}>
      {none
        ? `${c.seller.name} holds no ${good} and has no machine making it`
        : `${c.seller.name} holds ${formatInteger(s.stock)} ${good}${s.makes ? ' and makes it' : ', and has no machine making it'}`}
      {` · its record: ${recordLine(s.record)}`}
    </p>
  );
}

/** Said to a seller about to promise a good it neither holds nor makes. */
export const nothingToDeliver = (resource: Contract['resourceType']) =>
  `You hold no ${RESOURCE_NAMES[resource]} and have no machine making it: short at the due tick, you pay ${formatPercent(CONTRACTS.PENALTY_SHARE)} of what is undelivered.`;

/**
 * One offer awaiting an answer: accept, decline or counter it (received), or withdraw it (sent). Its
 * due tick counts from the acceptance; a buyer is asked before an escrow over a tenth of its cash.
 * `thread` says which offer it counters, if any.
 */
export function ContractLine({ contract: c, clock, thread = null }: ContractRowProps) {
  const [countering, setCountering] = useState(false);
  const accept = useContractAnswer('acceptContract');
  const decline = useContractAnswer('declineContract');
  const withdraw = useContractAnswer('withdrawContract');
  const own = useFactoryState().data?.state;
  const spend = useSpendCheck({ pending: accept.isPending, cash: own ? toDollars(own.cash) : undefined });
  const what = contractTerms(c);
  const total = c.quantity * c.unitPrice;
  const iSell = c.side === 'sell';
  const take = () =>
    iSell
      ? accept.mutate(c.id)
      : spend.check({
          what,
          cost: total,
          confirmLabel: 'Accept',
          detail: `Accepting holds ${formatMoney(total)} of your cash in escrow; each delivery is paid from it, and what is not delivered comes back.`,
          run: (done) => accept.mutate(c.id, { onSettled: done }),
        });
  return (
    <li className="space-y-2 rounded-lg border border-line/60 p-3 text-sm">
      <ContractHead contract={c} what={what} thread={thread} />
      {instalmentsLine(c) && <p className="text-xs text-ink-muted tabular-nums">{instalmentsLine(c)}</p>}
      <p className="text-xs text-ink-muted tabular-nums">
        {formatMoney(total)} in all · due {ticksSpan(c.dueInTicks, clock.tickIntervalMs)} after it is accepted
        {c.lapseTick !== null && ` · open until tick ${formatInteger(c.lapseTick)}`}
      </p>
      {!c.proposedByMe && <SellerStanding contract={c} />}
      {!c.proposedByMe && iSell && own && holdsAndMakesNone(own, c.resourceType) && (
        <p className="text-xs font-medium text-warn">{nothingToDeliver(c.resourceType)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {c.proposedByMe ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Withdraw the offer: ${what}`}
            pending={withdraw.isPending}
            onClick={() => withdraw.mutate(c.id)}
          >
            Withdraw
          </Button>
        ) : (
          <>
            <Button size="sm" aria-label={`Accept: ${what}`} pending={accept.isPending} onClick={take}>
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Decline: ${what}`}
              pending={decline.isPending}
              onClick={() => decline.mutate(c.id)}
            >
              Decline
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Counter: ${what}`}
              aria-expanded={countering}
              onClick={() => setCountering((open) => !open)}
            >
              Counter
            </Button>
          </>
        )}
      </div>
      {countering && !c.proposedByMe && <CounterForm contract={c} onDone={() => setCountering(false)} />}
      {spend.dialog}
    </li>
  );
}
