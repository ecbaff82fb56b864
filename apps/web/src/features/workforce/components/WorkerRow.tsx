import type { Worker } from '@forgeworks/contract';
import { formatMoney } from '@/shared/lib/format';
import { satisfactionTone } from '@/shared/lib/tones';
import { StatusPill } from '@/shared/ui/Badge';
import { Td, Tr } from '@/shared/ui/Table';
import { useAssignWorker } from '../api/workforce';
import { WORKER_TYPE_NAMES, type MachineSlot } from '../lib/workforce';
import { DismissWorkerButton } from './DismissWorkerButton';
import { selectClass } from './HireForm';
import { WorkerTypeIcon } from './WorkerTypeIcon';

const UNASSIGNED = '';

export function WorkerRow({ worker, slots }: { worker: Worker; slots: readonly MachineSlot[] }) {
  const assign = useAssignWorker();
  const name = WORKER_TYPE_NAMES[worker.type];
  const satisfaction = Math.round(worker.satisfaction);

  return (
    <Tr>
      <Td>
        <span className="flex items-center gap-2 font-medium">
          <WorkerTypeIcon type={worker.type} className="text-ink-muted" />
          {name}
        </span>
      </Td>
      <Td numeric>{worker.skillLevel}</Td>
      <Td numeric>
        {formatMoney(worker.salary)}
        <span className="text-ink-muted"> /tick</span>
      </Td>
      <Td numeric>
        <StatusPill tone={satisfactionTone(worker.satisfaction)} className="tabular-nums">
          {satisfaction}%
        </StatusPill>
      </Td>
      <Td>
        <select
          aria-label={`Assigned machine of ${name.toLowerCase()} (skill ${worker.skillLevel})`}
          className={`${selectClass} h-8 min-w-44`}
          value={worker.assignedMachineId ?? UNASSIGNED}
          disabled={assign.isPending}
          onChange={(e) =>
            assign.mutate({ workerId: worker.id, machineId: e.target.value === UNASSIGNED ? null : e.target.value })
          }
        >
          <option value={UNASSIGNED}>Unassigned</option>
          {slots.map((s) => (
            <option key={s.id} value={s.id} disabled={s.full && s.id !== worker.assignedMachineId}>
              {s.label} · {s.crew}/{s.maxCrew}
              {s.full && s.id !== worker.assignedMachineId ? ' (full)' : ''}
            </option>
          ))}
        </select>
      </Td>
      <Td className="text-right">
        <DismissWorkerButton worker={worker} />
      </Td>
    </Tr>
  );
}
