import { Building2 } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { cashTone } from '@/shared/lib/tones';
import { useAuthStore } from '@/shared/stores/auth';
import { Card } from '@/shared/ui/Card';
import { FactoryPending } from '@/shared/ui/FactoryPending';
import { Stat } from '@/shared/ui/Stat';
import { Tooltip } from '@/shared/ui/Tooltip';
import { useFactory } from '@/shared/api/factory';
import { PowerStatus } from './PowerStatus';

/** The factory's summary (spec section 2): owner, factory id, cash, net worth, machines and live power. */
export function FactorySummaryCard({ className }: { className?: string }) {
  const owner = useAuthStore((s) => s.user?.name);
  const factory = useFactory();
  const f = factory.data;

  let body;
  if (f) {
    body = (
      <div className="@container flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">Owner</dt>
          <dd className="font-medium text-ink">{owner ?? '—'}</dd>
          <dt className="text-ink-muted">Factory ID</dt>
          <dd className="min-w-0">
            <Tooltip content={f.id}>
              <span
                tabIndex={0}
                className="block truncate rounded font-mono text-xs text-slate-300 outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                {f.id}
              </span>
            </Tooltip>
          </dd>
        </dl>
        <div className="grid grid-cols-2 gap-4 @lg:grid-cols-3">
          <Stat
            label="Cash"
            value={formatMoney(f.cash)}
            tone={cashTone(f.cash)}
            hint={f.debt > 0 ? `Debt ${formatMoney(f.debt)}` : undefined}
          />
          <Stat label="Net worth" value={formatMoney(f.netWorth)} hint="Now; the leaderboard ranks the last tick's" />
          <Stat label="Machines" value={formatInteger(f.machines.length)} />
        </div>
        <div className="border-t border-line/60 pt-4">
          <PowerStatus />
        </div>
      </div>
    );
  } else {
    body = <FactoryPending factory={factory} loading="Loading factory..." />;
  }

  return (
    <Card title={f?.name ?? 'Your Factory'} icon={<Building2 aria-hidden />} className={className}>
      {body}
    </Card>
  );
}
