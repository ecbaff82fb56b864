import type { LaborCosts } from '@forgeworks/contract';
import { WORKER_TITLES, WORKER_TYPES } from '@forgeworks/engine';
import { HardHat } from 'lucide-react';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, DataTable, Td } from '@/shared/ui/Table';
import { useLaborCosts } from '../api/finances';

export const LABOR_COSTS_ERROR_TEXT = 'Failed to fetch labor costs';

const TEXTS: QueryTexts<LaborCosts> = {
  loading: 'Loading labor costs...',
  error: LABOR_COSTS_ERROR_TEXT,
  empty: {
    text: 'No labor costs yet: hire workers on the Workforce page to run your machines.',
    when: (l) => l.total === 0,
  },
};

/** What people cost a tick: wages by worker type, and the labor share of the machines' running costs. */
export function LaborCostsCard(props: { className?: string }) {
  return (
    <QueryCard {...props} title="Labor Costs" icon={<HardHat aria-hidden />} query={useLaborCosts()} texts={TEXTS}>
      {(labor) => <LaborTable labor={labor} />}
    </QueryCard>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Cost' },
  { label: 'Per tick', numeric: true },
  { label: 'Share', numeric: true },
];

function LaborTable({ labor }: { labor: LaborCosts }) {
  return (
    <div className="space-y-3">
      <DataTable
        label="Labor costs per tick"
        columns={COLUMNS}
        footer={
          <tr>
            <Td className="font-semibold">Total</Td>
            <Td numeric className="font-semibold">
              {formatMoney(labor.total)}
            </Td>
            <Td />
          </tr>
        }
      >
        {WORKER_TYPES.map((type) => (
          <LaborRow
            key={type}
            label={`${WORKER_TITLES[type]} wages`}
            amount={labor.salariesByType[type]}
            total={labor.total}
          />
        ))}
        <LaborRow label="Machines' labor share" amount={labor.machineLabor} total={labor.total} />
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
