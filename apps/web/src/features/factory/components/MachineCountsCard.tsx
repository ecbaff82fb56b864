import { ArrowRight, Cog } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatInteger } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { useFactory } from '@/shared/api/factory';
import { machineCountsByType } from './machine-counts';

/** The factory's machines counted by type, with the levels they are at. */
export function MachineCountsCard({ className }: { className?: string }) {
  const factory = useFactory();
  const link = (
    <Link
      to="/game/machines"
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline',
        focusRing,
      )}
    >
      Your Machines <ArrowRight aria-hidden className="size-4" />
    </Link>
  );

  let body;
  if (factory.data) {
    const machines = factory.data.machines;
    body =
      machines.length === 0 ? (
        <CardEmpty text="No machines found. Build some machines first!" />
      ) : (
        <div className="@container">
          <ul className="grid grid-cols-1 gap-2 @sm:grid-cols-2 @3xl:grid-cols-3" aria-label="Machines by type">
            {machineCountsByType(machines).map(({ type, name, count, levels }) => (
              <li
                key={type}
                className={cn(
                  'flex items-center gap-3 rounded-lg border border-line/70 bg-raised/40 px-3 py-2.5',
                  count === 0 && 'opacity-50',
                )}
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-md bg-amber-500/15 text-accent">
                  <MachineIcon type={type} className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-semibold text-ink">{name}</h3>
                  <p className="text-xs text-ink-muted tabular-nums">
                    {levels.length === 0 ? 'None built' : levels.map(([level, n]) => `${n} × L${level}`).join(' · ')}
                  </p>
                </div>
                <span className="text-2xl font-semibold text-ink tabular-nums">
                  {formatInteger(count)}
                  <span className="sr-only"> built</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      );
  } else if (factory.isError) {
    body = <CardError message="Failed to load factory data" onRetry={() => void factory.refetch()} />;
  } else {
    body = <CardLoading text="Loading machines..." />;
  }

  return (
    <Card title="Machines" icon={<Cog aria-hidden />} actions={link} className={className}>
      {body}
    </Card>
  );
}
