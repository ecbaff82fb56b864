import type { OperatingCosts } from '@forgeworks/contract';
import { ChevronDown, ChevronUp, Receipt, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useOperatingCosts } from '../api/finances';
import { MachineCostsTable } from './MachineCostsTable';

export const OPERATING_COSTS_ERROR_TEXT = 'Failed to fetch operating costs';

const TEXTS: QueryTexts<OperatingCosts> = {
  loading: 'Loading operating costs...',
  error: OPERATING_COSTS_ERROR_TEXT,
  empty: {
    text: 'No machines found. Build some machines first!',
    when: (costs) => costs.machineCosts.length === 0 && costs.salaries === 0,
  },
};

const COST_KINDS = [
  { key: 'powerCost', label: 'Power' },
  { key: 'maintenanceCost', label: 'Maintenance' },
  { key: 'laborCost', label: 'Labor' },
  { key: 'materialCost', label: 'Materials' },
] as const;

/** What the next tick charges: the four machine cost kinds, wages apart, and per machine on demand. */
export function OperatingCostsCard({ className }: { className?: string }) {
  const costs = useOperatingCosts();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  return (
    <QueryCard
      title="Operating Costs Breakdown"
      icon={<Receipt aria-hidden />}
      className={className}
      actions={
        costs.data &&
        costs.data.machineCosts.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            icon={
              showDetails ? (
                <ChevronUp aria-hidden className="size-4" />
              ) : (
                <ChevronDown aria-hidden className="size-4" />
              )
            }
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? 'Hide Details' : 'Show Details'}
          </Button>
        )
      }
      query={costs}
      texts={TEXTS}
    >
      {(data) => (
        <>
          <CostTotals costs={data} />
          <div id={detailsId} hidden={!showDetails} className="mt-5 border-t border-line/60 pt-4">
            <h3 className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">Per machine, per tick</h3>
            {showDetails && <MachineCostsTable machines={data.machineCosts} />}
          </div>
        </>
      )}
    </QueryCard>
  );
}

function CostTotals({ costs }: { costs: OperatingCosts }) {
  const total = costs.totalCosts.total;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COST_KINDS.map(({ key, label }) => {
          const amount = costs.totalCosts[key];
          return (
            <div key={key} className="rounded-lg bg-raised/50 px-3 py-2.5">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">{formatMoney(amount)}</dd>
              <dd className="text-xs text-ink-muted tabular-nums">
                {total > 0 ? `${formatPercent(amount / total)} of machine costs` : 'per tick'}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 text-sm">
        <p className="text-ink-muted">
          Machine costs <span className="font-semibold text-ink tabular-nums">{formatMoney(total)}</span> /tick
        </p>
        <p className="flex items-center gap-1.5 text-ink-muted">
          <Users aria-hidden className="size-4" />
          Wages <span className="font-semibold text-ink tabular-nums">{formatMoney(costs.salaries)}</span> /tick
        </p>
        <p className="text-ink-muted">
          All in <span className="font-semibold text-ink tabular-nums">{formatMoney(total + costs.salaries)}</span>{' '}
          /tick
        </p>
      </div>
      <p className="text-xs text-ink-muted">
        Wages are paid to every worker you employ, assigned or not, so they are counted apart from the machines. Lower a
        machine&apos;s capacity to cut its running costs along with its output.
      </p>
    </div>
  );
}
