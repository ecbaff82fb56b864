import type { MachineType } from '@forgeworks/contract';
import { Zap } from 'lucide-react';
import type { MachineInfo } from '@/shared/lib/catalog';
import { formatMoney, formatQuantity } from '@/shared/lib/format';
import { currentPowerDraw, runningCosts } from '../lib/machine-rules';

export interface MachineUpkeepProps {
  type: MachineType;
  info: MachineInfo;
  capacity: number;
  condition: number;
  running: boolean;
}

/** Power use (or generation) and what one tick of running costs, split as the tick charges it. */
export function MachineUpkeep({ type, info, capacity, condition, running }: MachineUpkeepProps) {
  const costs = runningCosts(type, info.level, capacity, condition);
  const isPlant = info.powerOutput > 0;
  const draw = currentPowerDraw(type, info.level, capacity, condition);
  const lines = [
    { label: 'Labor (40%)', value: costs.labor },
    { label: 'Materials (30%)', value: costs.materials },
    { label: 'Maintenance (30%)', value: costs.maintenance },
    ...(isPlant ? [] : [{ label: 'Grid fee', value: costs.power }]),
  ];

  return (
    <div className="space-y-2.5 text-sm">
      <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">Power and running cost</h3>
      <p className="flex items-start gap-2">
        <Zap aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        {isPlant ? (
          <span>
            Generates up to <strong className="tabular-nums">{formatQuantity(info.powerOutput * capacity)}</strong>{' '}
            power <span className="text-ink-muted">(burns coal)</span>
          </span>
        ) : (
          <span>
            Uses <strong className="tabular-nums">{info.powerConsumption}</strong> power{' '}
            <span className="text-ink-muted tabular-nums">
              ({running ? `draws ${formatQuantity(draw)} now` : 'none while stopped'})
            </span>
          </span>
        )}
      </p>
      {running ? (
        <dl className="space-y-1">
          {lines.map((l) => (
            <div key={l.label} className="flex justify-between gap-3 text-xs">
              <dt className="text-ink-muted">{l.label}</dt>
              <dd className="tabular-nums">{formatMoney(l.value)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-line/60 pt-1 font-medium">
            <dt>Per tick</dt>
            <dd className="tabular-nums">{formatMoney(costs.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-xs text-ink-muted">No running costs while it is stopped (its crew is still paid).</p>
      )}
    </div>
  );
}
