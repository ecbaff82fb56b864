import type { PowerGridStatus } from '@forgeworks/contract';
import { Zap } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatQuantity } from '@/shared/lib/format';
import { machineLabels } from '@/shared/lib/machine-labels';
import { GRID_STATUS_TONE, netPowerTone } from '@/shared/lib/tones';
import { StatusPill, toneText } from '@/shared/ui/Badge';
import { CardEmpty } from '@/shared/ui/CardState';
import { QueryCard } from '@/shared/ui/QueryCard';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { usePowerGrid } from '@/shared/api/power-grid';
import { gridLoad, netPowerHint, netPowerLabel } from '../lib/operations';
import { GridMachineList } from './GridMachineList';

export const GRID_ERROR_TEXT = 'Failed to fetch power grid status';

/** The grid at a glance: its status, and every plant and consumer with what it makes or draws. */
export function PowerGridStatusCard({ className }: { className?: string }) {
  const grid = usePowerGrid();
  const status = grid.data ? GRID_STATUS_TONE[grid.data.status] : null;
  return (
    <QueryCard
      title="Power Grid Status"
      icon={<Zap aria-hidden />}
      className={className}
      actions={status && <StatusPill tone={status}>{grid.data?.status}</StatusPill>}
      query={grid}
      texts={{ loading: 'Loading power grid...', error: GRID_ERROR_TEXT }}
    >
      {(data) => <GridBody grid={data} />}
    </QueryCard>
  );
}

function GridBody({ grid }: { grid: PowerGridStatus }) {
  if (grid.powerPlants.length === 0 && grid.consumers.length === 0) {
    return <CardEmpty text="No power plants yet. Build a Power Plant first: every other machine runs on its power." />;
  }
  const labels = machineLabels([
    ...grid.powerPlants.map((p) => ({ machineId: p.machineId, type: p.type })),
    ...grid.consumers.map((c) => ({ machineId: c.machineId, type: c.type })),
  ]);
  const load = gridLoad(grid.totalGeneration, grid.totalConsumption);
  return (
    <div className="space-y-5">
      <div>
        <p className={cn('text-sm font-medium', toneText[GRID_STATUS_TONE[grid.status]])}>{grid.headline.text}</p>
        <div className="mt-3 grid grid-cols-3 gap-3 text-sm">
          <Figure label="Generated" value={formatQuantity(grid.totalGeneration)} />
          <Figure label="Drawn" value={formatQuantity(grid.totalConsumption)} />
          <Figure
            label={`Net (${netPowerLabel(grid.netPower).toLowerCase()})`}
            value={`${grid.netPower > 0 ? '+' : ''}${formatQuantity(grid.netPower)}`}
            className={toneText[netPowerTone(grid.netPower)]}
          />
        </div>
        {netPowerLabel(grid.netPower) === 'Low' && grid.status !== 'SHORTAGE' && grid.status !== 'CRITICAL' && (
          <p className="mt-2 text-xs text-ink-muted">{netPowerHint(grid.netPower, grid.status)}.</p>
        )}
        <ProgressBar
          className="mt-3"
          value={load}
          tone={GRID_STATUS_TONE[grid.status]}
          label="Grid load"
          valueText={`${Math.round(load * 100)}% of generation drawn`}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <GridMachineList
          title="Power plants"
          empty="No power plants: nothing generates power."
          entries={grid.powerPlants.map((p) => ({ ...p, amount: p.generation }))}
          labels={labels}
          sign="+"
        />
        <GridMachineList
          title="Consumers"
          empty="No machines draw power yet."
          entries={grid.consumers.map((c) => ({ ...c, amount: c.consumption }))}
          labels={labels}
          sign="−"
        />
      </div>
    </div>
  );
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="rounded-lg bg-raised/50 px-3 py-2">
      <div className="text-xs text-ink-muted">{label}</div>
      <div className={cn('text-lg font-semibold tabular-nums', className)}>{value}</div>
    </div>
  );
}
