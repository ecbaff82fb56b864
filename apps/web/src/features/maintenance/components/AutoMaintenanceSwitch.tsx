import { Bot } from 'lucide-react';
import { AUTO_MAINTENANCE } from '@forgeworks/engine';
import { Card } from '@/shared/ui/Card';
import { SwitchField } from '@/shared/ui/SwitchField';
import { useSetAutoMaintenance } from '../api/maintenance';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Automatic maintenance (rulebook: standing instructions): the factory repairs and services its own machines. */
export function AutoMaintenanceSwitch({ enabled }: { enabled: boolean }) {
  const set = useSetAutoMaintenance();
  return (
    <Card title="Automatic maintenance" icon={<Bot aria-hidden />}>
      <SwitchField
        className="px-4 py-3 sm:px-5"
        checked={enabled}
        disabled={set.isPending}
        onChange={(checked) => set.mutate({ enabled: checked })}
        label={enabled ? 'On' : 'Off'}
        hint={
          <>
            Before every tick, broken machines get an emergency repair whenever cash covers it, and machines at{' '}
            {percent(AUTO_MAINTENANCE.SERVICE_BELOW)} condition or less get preventive maintenance while{' '}
            {AUTO_MAINTENANCE.RESERVE_TICKS} ticks of bills stay in cash.
          </>
        }
      />
    </Card>
  );
}
