import type { MaintenanceAlert } from '@forgeworks/contract';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/Badge';
import { CardLink } from '@/shared/ui/CardLink';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { ALERT_KIND_LABELS, moreAlertsText, summarizeAlerts } from '../lib/alerts';

export const MAINTENANCE_PATH = '/game/maintenance';

function AlertRow({ alert }: { alert: MaintenanceAlert }) {
  const high = alert.severity === 'HIGH';
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border px-3 py-2.5',
        high ? 'border-rose-500/30 bg-rose-500/10' : 'border-amber-400/25 bg-amber-400/5',
      )}
    >
      <MachineIcon type={alert.machineType} className={cn('mt-0.5', high ? 'text-rose-300' : 'text-amber-300')} />
      {/* On phones the label goes under the message, so the message keeps the width. */}
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-3">
        <p className="text-sm text-ink">{alert.message}</p>
        <Badge tone={high ? 'bad' : 'warning'} className="mt-1.5 sm:mt-0">
          {ALERT_KIND_LABELS[alert.kind]}
        </Badge>
      </div>
    </li>
  );
}

/** Maintenance alerts (spec section 4): every HIGH alert, the first 3 MEDIUM ones, then a count. */
export function MaintenanceAlertsCard({ alerts }: { alerts: readonly MaintenanceAlert[] }) {
  const { high, medium, moreMedium } = summarizeAlerts(alerts);
  const more = moreAlertsText(moreMedium);
  const link = <CardLink to={MAINTENANCE_PATH}>Go to Maintenance</CardLink>;
  if (alerts.length === 0) {
    return (
      <Card title="Maintenance Alerts" icon={<TriangleAlert aria-hidden />}>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CircleCheck aria-hidden className="size-4 text-emerald-400" />
          All machines are in good condition.
        </p>
      </Card>
    );
  }
  return (
    <Card
      title={`Maintenance Alerts (${alerts.length})`}
      icon={<TriangleAlert aria-hidden />}
      actions={link}
      className={high.length > 0 ? 'border-rose-500/40' : undefined}
    >
      <ul className="flex flex-col gap-2" aria-label="Maintenance alerts">
        {[...high, ...medium].map((alert) => (
          <AlertRow key={alert.machineId} alert={alert} />
        ))}
      </ul>
      {more && <p className="mt-3 text-sm text-amber-300">{more}</p>}
    </Card>
  );
}

/** The alerts of the player's factory, with their own loading and error states. */
export function FactoryAlerts() {
  const stats = useFactoryStats();
  if (stats.data) return <MaintenanceAlertsCard alerts={stats.data.alerts} />;
  return (
    <Card title="Maintenance Alerts" icon={<TriangleAlert aria-hidden />}>
      {stats.isError ? (
        <CardError message="Failed to load maintenance data" onRetry={() => void stats.refetch()} />
      ) : (
        <CardLoading text="Checking your machines..." />
      )}
    </Card>
  );
}
