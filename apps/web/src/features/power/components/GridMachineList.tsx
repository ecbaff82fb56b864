import type { MachineType } from '@forgeworks/contract';
import { formatPercent, formatQuantity } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { MachineIcon } from '@/shared/ui/GameIcons';

export interface GridMachine {
  machineId: string;
  type: MachineType;
  level: number;
  capacity: number;
  /** Power generated (plants) or drawn (consumers) next tick. */
  amount: number;
}

/** One side of the grid: the plants or the consumers, each with its level, capacity and power. */
export function GridMachineList({
  title,
  empty,
  entries,
  labels,
  sign,
}: {
  title: string;
  empty: string;
  entries: GridMachine[];
  labels: Map<string, string>;
  sign: '+' | '−';
}) {
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  return (
    <section aria-label={title}>
      <h3 className="flex items-baseline justify-between text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span>
          {title} ({entries.length})
        </span>
        <span className="normal-case tabular-nums">
          {total > 0 && sign}
          {formatQuantity(total)} power
        </span>
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-2 max-h-72 divide-y divide-line/50 overflow-y-auto">
          {entries.map((e) => (
            <li key={e.machineId} className="flex items-center gap-3 py-2 text-sm">
              <MachineIcon type={e.type} className="text-accent" />
              <div className="min-w-0 flex-1">
                <div className="truncate text-ink">{labels.get(e.machineId) ?? e.type}</div>
                <div className="text-xs text-ink-muted tabular-nums">
                  Level {e.level} · {formatPercent(e.capacity)} capacity
                </div>
              </div>
              {e.amount === 0 ? (
                <Badge tone="warning">Idle</Badge>
              ) : (
                <span className="font-medium text-ink tabular-nums">
                  {sign}
                  {formatQuantity(e.amount)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
