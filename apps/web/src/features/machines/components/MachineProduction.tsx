import type { MachineEfficiency } from '@forgeworks/contract';
import { resourceById } from '@forgeworks/engine';
import type { MachineInfo } from '@/shared/lib/catalog';
import { formatQuantity } from '@/shared/lib/format';
import { efficiencyTone } from '@/shared/lib/tones';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { outputShortfall } from '../lib/machine-rules';
import { RecipeLine } from './RecipeLine';

export interface MachineProductionProps {
  info: MachineInfo;
  /** The next tick's planned output (machine-efficiency); undefined while it loads. */
  efficiency: MachineEfficiency | undefined;
  running: boolean;
}

/** Inputs and outputs per tick at full capacity, and what the next tick will really make. */
export function MachineProduction({ info, efficiency, running }: MachineProductionProps) {
  const max = efficiency?.maxOutput[0];
  const actual = efficiency?.actualOutput.find((a) => a.resourceId === max?.resourceId);
  const resource = max ? resourceById(max.resourceId) : undefined;
  const share = max && actual && max.quantity > 0 ? actual.quantity / max.quantity : 0;
  const shortfall =
    efficiency &&
    outputShortfall({
      share,
      capacity: efficiency.capacity,
      workerEfficiency: efficiency.workerEfficiency,
      inputNames: info.inputs.map((i) => i.name),
      usesPower: info.powerConsumption > 0,
    });

  return (
    <div className="space-y-2.5 text-sm">
      <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">Production per tick</h3>
      <dl className="grid grid-cols-[4.5rem_1fr] items-start gap-x-2 gap-y-1.5">
        <dt className="text-ink-muted">Inputs</dt>
        <dd>
          <RecipeLine amounts={info.inputs} empty="None: it digs its own" />
        </dd>
        <dt className="text-ink-muted">Outputs</dt>
        <dd>
          <RecipeLine amounts={info.outputs} />
        </dd>
      </dl>
      {running && max && (
        <div className="space-y-1">
          <p className="flex justify-between gap-2 text-xs text-ink-muted">
            <span>Next tick</span>
            <span className="text-ink tabular-nums">
              {formatQuantity(actual?.quantity ?? 0)} of {formatQuantity(max.quantity)}{' '}
              {resource === 'POWER' ? 'power' : (info.outputs[0]?.name ?? '')}
            </span>
          </p>
          <ProgressBar value={share} tone={efficiencyTone(share)} label={`${info.name} output next tick`} />
          {shortfall && <p className="text-xs text-ink-muted">{shortfall}</p>}
        </div>
      )}
      {!running && <p className="text-xs text-ink-muted">Not running: it makes nothing until it is back in service.</p>}
    </div>
  );
}
