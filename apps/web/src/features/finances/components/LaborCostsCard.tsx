import type { LaborCosts } from '@forgeworks/contract';
import { WORKER_TITLES, WORKER_TYPES } from '@forgeworks/engine';
import { HardHat } from 'lucide-react';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { DataTable, Td, Th } from '@/shared/ui/Table';
import { useLaborCosts } from '../api/finances';

export const LABOR_COSTS_ERROR_TEXT = 'Failed to fetch labor costs';

/** What people cost a tick: wages by worker type, and the labor share of the machines' running costs. */
export function LaborCostsCard({ className }: { className?: string }) {
  const labor = useLaborCosts();
  return (
    <Card title="Labor Costs" icon={<HardHat aria-hidden />} className={className}>
      {labor.isPending ? (
        <CardLoading text="Loading labor costs..." />
      ) : labor.isError ? (
        <CardError message={LABOR_COSTS_ERROR_TEXT} onRetry={() => void labor.refetch()} />
      ) : labor.data.total === 0 ? (
        <CardEmpty text="No labor costs yet: hire workers on the Workforce page to run your machines." />
      ) : (
        <LaborTable labor={labor.data} />
      )}
    </Card>
  );
}

function LaborTable({ labor }: { labor: LaborCosts }) {
  return (
    <div className="space-y-3">
      <DataTable aria-label="Labor costs per tick">
        <thead>
          <tr>
            <Th>Cost</Th>
            <Th numeric>Per tick</Th>
            <Th numeric>Share</Th>
          </tr>
        </thead>
        <tbody>
          {WORKER_TYPES.map((type) => (
            <LaborRow
              key={type}
              label={`${WORKER_TITLES[type]} wages`}
              amount={labor.salariesByType[type]}
              total={labor.total}
            />
          ))}
          <LaborRow label="Machines' labor share" amount={labor.machineLabor} total={labor.total} />
        </tbody>
        <tfoot>
          <tr>
            <Td className="font-semibold">Total</Td>
            <Td numeric className="font-semibold">
              {formatMoney(labor.total)}
            </Td>
            <Td />
          </tr>
        </tfoot>
      </DataTable>
      <p className="text-xs text-ink-muted">
        Wages are paid to every worker you employ, assigned or not; the machines&apos; labor share is part of their
        running cost and falls with their capacity.
      </p>
    </div>
  );
}

function LaborRow({ label, amount, total }: { label: string; amount: number; total: number }) {
  return (
    <tr>
      <Td>{label}</Td>
      <Td numeric>{formatMoney(amount)}</Td>
      <Td numeric>{total > 0 ? formatPercent(amount / total) : '—'}</Td>
    </tr>
  );
}
