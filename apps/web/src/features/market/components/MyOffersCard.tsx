import type { ExchangeOffer } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { ListChecks } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import type { Tone } from '@/shared/ui/Badge';
import { StatusPill } from '@/shared/ui/Badge';
import { MutationButton } from '@/shared/ui/MutationButton';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useCancelOffer, useMyOffers } from '../api/exchange';

const STATUS_TONE: Record<ExchangeOffer['status'], Tone> = {
  open: 'info',
  filled: 'good',
  cancelled: 'neutral',
  expired: 'warning',
};

const TEXTS: QueryTexts<readonly ExchangeOffer[]> = {
  loading: 'Loading your offers...',
  error: 'Unable to load your offers',
  empty: { text: 'You have no offers. List one above.', when: (offers) => offers.length === 0 },
};

/** The player's offers, open ones first: what has sold of each, its state, and Cancel while open. */
export function MyOffersCard(props: { className?: string }) {
  const cancel = useCancelOffer();
  return (
    <QueryCard {...props} title="My offers" icon={<ListChecks aria-hidden />} query={useMyOffers()} texts={TEXTS}>
      {(offers) => <OffersTable offers={offers} cancel={cancel} />}
    </QueryCard>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Offer' },
  { label: 'Sold', numeric: true },
  { label: 'Expires', numeric: true, className: 'hidden sm:table-cell' },
  { label: <span className="sr-only">Actions</span> },
];

function OffersTable({
  offers,
  cancel,
}: {
  offers: readonly ExchangeOffer[];
  cancel: ReturnType<typeof useCancelOffer>;
}) {
  const rows = [...offers].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  return (
    <FitTable label="My offers" columns={COLUMNS}>
      {rows.map((o) => {
        const name = RESOURCE_NAMES[o.resourceType];
        const left = o.status === 'open' ? `${formatInteger(o.quantityLeft)} left` : '';
        return (
          <Tr key={o.id}>
            <Td>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>
                  {name} <span className="text-ink-muted tabular-nums">at {formatMoney(o.unitPrice)}</span>
                </span>
                <StatusPill tone={STATUS_TONE[o.status]}>
                  {o.status === 'open' && o.quantityLeft < o.quantity ? 'partly filled' : o.status}
                </StatusPill>
              </span>
            </Td>
            <Td numeric className="whitespace-nowrap">
              {formatInteger(o.quantity - o.quantityLeft)} of {formatInteger(o.quantity)}
            </Td>
            <Td numeric className="hidden whitespace-nowrap sm:table-cell">
              {o.status === 'open' ? `tick ${formatInteger(o.expiresAtTick)}` : '—'}
            </Td>
            <Td className="text-right">
              {o.status === 'open' && (
                <MutationButton
                  mutation={cancel}
                  variables={o.id}
                  aria-label={`Cancel the offer of ${name} at ${formatMoney(o.unitPrice)} (${left})`}
                >
                  Cancel
                </MutationButton>
              )}
            </Td>
          </Tr>
        );
      })}
    </FitTable>
  );
}
