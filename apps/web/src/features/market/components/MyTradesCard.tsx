import { RESOURCE_NAMES } from '@forgeworks/engine';
import { History } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { StatusPill } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Td, Th, Tr } from '@/shared/ui/Table';
import { useMyTrades } from '../api/exchange';

/** The player's trades on the exchange, newest first: bought or sold, and for a sale what was received. */
export function MyTradesCard({ className }: { className?: string }) {
  const trades = useMyTrades();
  return (
    <Card title="My trades" icon={<History aria-hidden />} className={className}>
      {trades.isPending ? (
        <CardLoading text="Loading your trades..." />
      ) : trades.isError ? (
        <CardError message="Unable to load your trades" onRetry={() => void trades.refetch()} />
      ) : trades.data.length === 0 ? (
        <CardEmpty text="No trades yet." />
      ) : (
        // Not DataTable: its max-content width would scroll on phones; here names may wrap.
        <table aria-label="My trades" className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <Th>Trade</Th>
              <Th numeric>Units</Th>
              <Th numeric className="hidden sm:table-cell">
                Unit price
              </Th>
              <Th numeric>Paid / received</Th>
              <Th numeric className="hidden 2xl:table-cell">
                Tick
              </Th>
            </tr>
          </thead>
          <tbody>
            {trades.data.map((t) => {
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
          </tbody>
        </table>
      )}
    </Card>
  );
}
