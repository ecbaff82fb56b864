import type { DataOf } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { History } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { StatusPill } from '@/shared/ui/Badge';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useMyTrades } from '../api/exchange';

const TEXTS: QueryTexts<DataOf<'myTrades'>> = {
  loading: 'Loading your trades...',
  error: 'Unable to load your trades',
  empty: { text: 'No trades in the last 7 days.', when: (trades) => trades.length === 0 },
};

const COLUMNS: readonly Column[] = [
  { label: 'Trade' },
  { label: 'Units', numeric: true },
  { label: 'Unit price', numeric: true, className: 'hidden sm:table-cell' },
  { label: 'Paid / received', numeric: true },
  { label: 'Tick', numeric: true, className: 'hidden 2xl:table-cell' },
];

/**
 * The player's trades on the exchange, newest first: bought or sold, and for a sale what was received.
 * The server keeps trades 7 days (docs/game-rules.md, Retention) and sends the latest 100 of them.
 */
export function MyTradesCard(props: { className?: string }) {
  return (
    <QueryCard {...props} title="My trades" icon={<History aria-hidden />} query={useMyTrades()} texts={TEXTS}>
      {(trades) => (
        <>
          <FitTable label="My trades" columns={COLUMNS}>
            {trades.map((t) => {
              const gross = t.quantity * t.unitPrice;
              return (
                <Tr key={t.id}>
                  <Td>
                    <span className="flex flex-wrap items-center gap-2">
                      <StatusPill tone={t.side === 'buy' ? 'info' : 'good'}>
                        {t.side === 'buy' ? 'bought' : 'sold'}
                      </StatusPill>
                      {RESOURCE_NAMES[t.resourceType]}
                    </span>
                  </Td>
                  <Td numeric>{formatInteger(t.quantity)}</Td>
                  <Td numeric className="hidden sm:table-cell">
                    {formatMoney(t.unitPrice)}
                  </Td>
                  <Td numeric>{formatMoney(t.side === 'buy' ? gross : gross - t.fee)}</Td>
                  <Td numeric className="hidden 2xl:table-cell">
                    {formatInteger(t.tick)}
                  </Td>
                </Tr>
              );
            })}
          </FitTable>
          <p className="mt-3 text-xs text-ink-muted">
            Your latest 100 trades of the last 7 days: older trades are not kept.
          </p>
        </>
      )}
    </QueryCard>
  );
}
