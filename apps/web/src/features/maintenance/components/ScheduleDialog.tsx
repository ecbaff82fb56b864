import type { MaintenanceAnalysis } from '@forgeworks/contract';
import { formatMoney, formatPercent, titleCase } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useScheduleMaintenance } from '../api/maintenance';
import { useTickLength } from '@/shared/api/tick-length';
import { ticksAndTime } from '@/shared/lib/tick-time';

type Schedule = MaintenanceAnalysis['schedules'][number];

export interface ScheduleDialogProps {
  machineId: string;
  machineLabel: string;
  condition: number;
  cash: number;
  /** The option being confirmed; null when closed. */
  option: Schedule | null;
  onClose: () => void;
}

/** Confirms a maintenance type: what it costs, how long the machine is offline, what it restores. */
export function ScheduleDialog({ machineId, machineLabel, condition, cash, option, onClose }: ScheduleDialogProps) {
  const schedule = useScheduleMaintenance();
  const tickMs = useTickLength();
  const after = option ? Math.min(1, condition + option.conditionRestoration) : condition;

  return (
    <ConfirmDialog
      open={option !== null}
      onOpenChange={(open) => !open && onClose()}
      title={option ? `${titleCase(option.type)} maintenance` : 'Maintenance'}
      description={`Schedule it for ${machineLabel}?`}
      confirmLabel={`Confirm · ${option ? formatMoney(option.cost) : ''}`}
      pending={schedule.isPending}
      disabled={!option || cash < option.cost}
      onConfirm={() =>
        option && schedule.mutate({ machineId, maintenanceType: option.type }, { onSuccess: () => onClose() })
      }
    >
      {option && (
        <div className="space-y-3 text-sm">
          <p className="text-ink-muted">{option.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-ink-muted">Cost</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(option.cost)}</dd>
            <dt className="text-ink-muted">Downtime</dt>
            <dd className="text-right tabular-nums">{ticksAndTime(option.duration, tickMs)} offline</dd>
            <dt className="text-ink-muted">Condition</dt>
            <dd className="text-right tabular-nums">
              +{formatPercent(option.conditionRestoration)}: {formatPercent(condition)} → {formatPercent(after)}
            </dd>
          </dl>
          <p className="rounded-md bg-page/60 p-2.5 text-xs text-ink-muted">
            The cost is paid now. The machine makes nothing while it is in the shop, and its condition comes back when
            the work is done.
          </p>
          {cash < option.cost && (
            <p role="alert" className="text-xs text-rose-300">
              Not enough cash: you have {formatMoney(cash)}.
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
