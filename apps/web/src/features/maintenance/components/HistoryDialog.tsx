import type { MaintenanceHistoryEntry } from '@forgeworks/contract';
import { formatMoney, titleCase } from '@/shared/lib/format';
import { Badge, type Tone } from '@/shared/ui/Badge';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Dialog } from '@/shared/ui/Dialog';
import { HISTORY_LIMIT, useMaintenanceHistory } from '../api/maintenance';

const TYPE_TONE: Record<MaintenanceHistoryEntry['type'], Tone> = {
  BREAKDOWN: 'bad',
  EMERGENCY_REPAIR: 'warning',
  REPAIR: 'info',
  ROUTINE: 'info',
  PREVENTIVE: 'info',
  OVERHAUL: 'good',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface HistoryDialogProps {
  machineId: string;
  machineLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The machine's last 20 breakdowns, repairs and maintenance jobs, newest first. */
export function HistoryDialog({ machineId, machineLabel, open, onOpenChange }: HistoryDialogProps) {
  const history = useMaintenanceHistory(open ? machineId : null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Maintenance history"
      description={`${machineLabel}: the last ${HISTORY_LIMIT} events.`}
    >
      {history.isPending ? (
        <CardLoading text="Loading history..." />
      ) : history.isError ? (
        <CardError message="Failed to load maintenance history" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <CardEmpty text="No maintenance history found." />
      ) : (
        <ol className="divide-y divide-line/60">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0 space-y-1">
                <Badge tone={TYPE_TONE[entry.type]}>{titleCase(entry.type)}</Badge>
                <p className="text-ink">{entry.description}</p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={entry.timestamp}>{timeFormat.format(new Date(entry.timestamp))}</time> · tick{' '}
                  {entry.tick}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums">
                {entry.cost > 0 ? formatMoney(entry.cost) : '—'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
