import { WORKER_TITLES } from '@forgeworks/engine';
import type { Worker } from '@forgeworks/contract';
import { cn } from '@/shared/lib/cn';
import { formatMoney } from '@/shared/lib/format';
import { satisfactionTone } from '@/shared/lib/tones';
import { StatusPill } from '@/shared/ui/Badge';
import { useAssignWorker } from '../api/workforce';
import { slotText, type MachineSlot } from '../lib/workforce';
import { DismissWorkerButton } from './DismissWorkerButton';
import { selectClass } from '@/shared/ui/SelectField';
import { WorkerTypeIcon } from '@/shared/ui/WorkerTypeIcon';

/** Phones: name and satisfaction, then salary, then the machine and Dismiss. From 640px: one row per worker. */
export const WORKER_ROW_GRID =
  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 sm:grid-cols-[minmax(8rem,1fr)_3.5rem_7rem_7rem_minmax(12rem,16rem)_6.5rem] sm:items-center';

const UNASSIGNED = '';

export function WorkerRow({ worker, slots }: { worker: Worker; slots: readonly MachineSlot[] }) {
  const assign = useAssignWorker();
  const name = WORKER_TITLES[worker.type];
  const label = `${name.toLowerCase()} (skill ${worker.skillLevel})`;

  return (
    <li className={cn(WORKER_ROW_GRID, 'py-3 text-sm')}>
      <span className="order-1 flex items-center gap-2 font-medium text-ink sm:order-none">
        <WorkerTypeIcon type={worker.type} className="text-ink-muted" />
        {name}
        <span className="font-normal text-ink-muted sm:hidden">· skill {worker.skillLevel}</span>
      </span>
      <span className="order-2 hidden text-right tabular-nums sm:order-none sm:block">
        <span className="sr-only">Skill </span>
        {worker.skillLevel}
      </span>
      <span className="order-3 col-span-2 -mt-1 text-ink tabular-nums sm:order-none sm:col-span-1 sm:mt-0 sm:text-right">
        <span className="sr-only">Salary </span>
        {formatMoney(worker.salary)}
        <span className="text-ink-muted"> /tick</span>
      </span>
      <span className="order-2 text-right sm:order-none">
        <span className="sr-only">Satisfaction </span>
        <StatusPill tone={satisfactionTone(worker.satisfaction)} className="tabular-nums">
          {Math.round(worker.satisfaction)}%
        </StatusPill>
      </span>
      <select
        aria-label={`Assigned machine of ${label}`}
        className={cn(selectClass, 'order-4 h-9 min-w-0 sm:order-none')}
        value={worker.assignedMachineId ?? UNASSIGNED}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate({ workerId: worker.id, machineId: e.target.value === UNASSIGNED ? null : e.target.value })
        }
      >
        <option value={UNASSIGNED}>Unassigned</option>
        {slots.map((s) => {
          const full = s.full && s.id !== worker.assignedMachineId;
          return (
            <option key={s.id} value={s.id} disabled={full}>
              {slotText(s)}
            </option>
          );
        })}
      </select>
      <span className="order-5 flex justify-end sm:order-none">
        <DismissWorkerButton worker={worker} label={label} />
      </span>
    </li>
  );
}
