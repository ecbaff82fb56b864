import type { Factory } from '@forgeworks/contract';
import { Cog } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatInteger } from '@/shared/lib/format';
import { CardLink } from '@/shared/ui/CardLink';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useFactory } from '@/shared/api/factory';
import { machineCountsByType } from './machine-counts';

const TEXTS: QueryTexts<Factory> = {
  loading: 'Loading machines...',
  error: 'Failed to load factory data',
  empty: { text: 'No machines found. Build some machines first!', when: (factory) => factory.machines.length === 0 },
  keepDataOnError: true,
};

/** The factory's machines counted by type, with the levels they are at. */
export function MachineCountsCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Machines"
      icon={<Cog aria-hidden />}
      actions={<CardLink to="/game/machines">Your Machines</CardLink>}
      className={className}
      query={useFactory()}
      texts={TEXTS}
    >
      {(factory) => <MachineCounts machines={factory.machines} />}
    </QueryCard>
  );
}

function MachineCounts({ machines }: { machines: Factory['machines'] }) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-1 gap-2 @sm:grid-cols-2 @3xl:grid-cols-3" aria-label="Machines by type">
        {machineCountsByType(machines).map(({ type, name, count, levels }) => (
          <li
            key={type}
            className={cn(
              'flex items-center gap-3 rounded-lg border border-line/70 bg-raised/40 px-3 py-2.5',
              // Dimmed by icon, border and figure: faded text would lose its contrast (WCAG AA).
              count === 0 && 'border-dashed bg-raised/20',
            )}
          >
            <span
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-md bg-amber-500/15 text-accent',
                count === 0 && 'opacity-50',
              )}
            >
              <MachineIcon type={type} className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className={cn('text-sm font-semibold', count === 0 ? 'text-ink-muted' : 'text-ink')}>{name}</h3>
              <p className="text-xs text-ink-muted tabular-nums">
                {levels.length === 0 ? 'None built' : levels.map(([level, n]) => `${n} × L${level}`).join(' · ')}
              </p>
            </div>
            <span className={cn('text-2xl font-semibold tabular-nums', count === 0 ? 'text-ink-muted' : 'text-ink')}>
              {formatInteger(count)}
              <span className="sr-only"> built</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
