import type { ExchangeBid } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { ListTodo } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import type { Tone } from '@/shared/ui/Badge';
import { StatusPill } from '@/shared/ui/Badge';
import { MutationButton } from '@/shared/ui/MutationButton';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useCancelBid, useMyBids } from '../api/bids';

const STATUS_TONE: Record<ExchangeBid['status'], Tone> = {
  open: 'info',
  filled: 'good',
  cancelled: 'neutral',
  lapsed: 'warning',
};

const TEXTS: QueryTexts<readonly ExchangeBid[]> = {
  loading: 'Loading your bids...',
  error: 'Unable to load your bids',
  empty: { text: 'You have no bids. Place one above.', when: (bids) => bids.length === 0 },
};

const COLUMNS: readonly Column[] = [
  { label: 'Bid' },
  { label: 'Bought', numeric: true },
  { label: 'Holds', numeric: true, className: 'hidden sm:table-cell' },
  { label: <span className="sr-only">Actions</span> },
];

/** The player's bids, open ones first: what has been bought, the cash still held, and Cancel while open. */
export function MyBidsCard(props: { className?: string }) {
  const cancel = useCancelBid();
  return (
    <QueryCard {...props} title="My bids" icon={<ListTodo aria-hidden />} query={useMyBids()} texts={TEXTS}>
      {(bids) => (
        <FitTable label="My bids" columns={COLUMNS}>
          {[...bids]
            .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'))
            .map((b) => {
              const name = RESOURCE_NAMES[b.resourceType];
              const open = b.status === 'open';
              return (
                <Tr key={b.id}>
                  <Td>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span>
                        {name} <span className="text-ink-muted tabular-nums">at {formatMoney(b.unitPrice)}</span>
                      </span>
                      <StatusPill tone={STATUS_TONE[b.status]}>
                        {open && b.quantityLeft < b.quantity ? 'partly filled' : b.status}
                      </StatusPill>
                    </span>
                  </Td>
                  <Td numeric className="whitespace-nowrap">
                    {formatInteger(b.quantity - b.quantityLeft)} of {formatInteger(b.quantity)}
                  </Td>
                  <Td numeric className="hidden whitespace-nowrap sm:table-cell">
                    {open ? formatMoney(b.quantityLeft * b.unitPrice) : '—'}
                  </Td>
                  <Td className="text-right">
                    {open && (
                      <MutationButton
                        mutation={cancel}
                        variables={b.id}
                        aria-label={`Cancel the bid for ${name} at ${formatMoney(b.unitPrice)} (${formatInteger(b.quantityLeft)} still wanted)`}
                      >
                        Cancel
                      </MutationButton>
                    )}
                  </Td>
                </Tr>
              );
            })}
        </FitTable>
      )}
    </QueryCard>
  );
}
