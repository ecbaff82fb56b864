import { RESOURCE_NAMES } from '@forgeworks/engine';
import { History } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { StatusPill } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { DataTable, Td, Th, Tr } from '@/shared/ui/Table';
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
        <DataTable aria-label="My trades">
          <thead>
            <tr>
              <Th>Side</Th>
              <Th>Resource</Th>
              <Th numeric>Units</Th>
              <Th numeric>Unit price</Th>
              <Th numeric>Paid / received</Th>
              <Th numeric>Tick</Th>
            </tr>
          </thead>
          <tbody>
            {trades.data.map((t) => {
              const gross = t.quantity * t.unitPrice;
              return (
                <Tr key={t.id}>
                  <Td>
                    <StatusPill tone={t.side === 'buy' ? 'info' : 'good'}>
                      {t.side === 'buy' ? 'bought' : 'sold'}
                    </StatusPill>
                  </Td>
                  <Td>{RESOURCE_NAMES[t.resourceType]}</Td>
                  <Td numeric>{formatInteger(t.quantity)}</Td>
                  <Td numeric>{formatMoney(t.unitPrice)}</Td>
                  <Td numeric>{formatMoney(t.side === 'buy' ? gross : gross - t.fee)}</Td>
                  <Td numeric>{formatInteger(t.tick)}</Td>
                </Tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}
