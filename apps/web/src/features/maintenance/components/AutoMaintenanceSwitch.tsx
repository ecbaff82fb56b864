import { Bot } from 'lucide-react';
import { AUTO_MAINTENANCE } from '@forgeworks/engine';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { useSetAutoMaintenance } from '../api/maintenance';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Automatic maintenance (rulebook: standing instructions): the factory repairs and services its own machines. */
export function AutoMaintenanceSwitch({ enabled }: { enabled: boolean }) {
  const set = useSetAutoMaintenance();
  return (
    <Card title="Automatic maintenance" icon={<Bot aria-hidden />}>
      <label className="flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-slate-200 sm:px-5">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={set.isPending}
          onChange={(event) => set.mutate({ enabled: event.target.checked })}
          className={cn('mt-0.5 size-4 shrink-0 rounded accent-amber-500', focusRing)}
        />
        <span>
          {enabled ? 'On' : 'Off'}
          <span className="block text-xs text-ink-muted">
            Before every tick, broken machines get an emergency repair whenever cash covers it, and machines at{' '}
            {percent(AUTO_MAINTENANCE.SERVICE_BELOW)} condition or less get preventive maintenance while{' '}
            {AUTO_MAINTENANCE.RESERVE_TICKS} ticks of bills stay in cash.
          </span>
        </span>
      </label>
    </Card>
  );
}
