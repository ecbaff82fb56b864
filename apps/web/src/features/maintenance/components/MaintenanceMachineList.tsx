import type { Machine } from '@forgeworks/contract';
import { Hammer } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatPercent } from '@/shared/lib/format';
import { conditionTone } from '@/shared/lib/tones';
import { StatusPill, toneText } from '@/shared/ui/Badge';
import { focusRing } from '@/shared/ui/Button';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { ProgressBar } from '@/shared/ui/ProgressBar';

export interface MaintenanceMachineListProps {
  machines: readonly Machine[];
  labels: Map<string, string>;
  selectedId: string | null;
  onSelect: (machineId: string) => void;
}

/** The machines the filter lets through; choosing one opens its detail panel. */
export function MaintenanceMachineList({ machines, labels, selectedId, onSelect }: MaintenanceMachineListProps) {
  return (
    <ul className="space-y-1.5" aria-label="Machines">
      {machines.map((m) => {
        const tone = conditionTone(m.condition);
        const selected = m.id === selectedId;
        const label = labels.get(m.id) ?? m.name;
        return (
          <li key={m.id}>
            <button
              type="button"
              aria-current={selected || undefined}
              onClick={() => onSelect(m.id)}
              className={cn(
                'w-full rounded-lg border px-3 py-2.5 text-left transition-colors duration-150',
                focusRing,
                selected ? 'border-amber-500/60 bg-amber-500/10' : 'border-line/60 bg-page/40 hover:bg-raised/60',
              )}
            >
              <span className="flex items-center gap-2.5">
                <MachineIcon type={m.type} className="size-4 text-accent" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{label}</span>
                {m.maintenance && <Hammer aria-label="Under maintenance" className="size-3.5 text-sky-400" />}
                <StatusPill tone={tone}>{m.conditionStatus.label}</StatusPill>
              </span>
              <span className="mt-2 flex items-center gap-2.5">
                <span className="text-xs text-ink-muted">Lvl {m.level}</span>
                <ProgressBar value={m.condition} tone={tone} label={`${label} condition`} className="h-1.5 flex-1" />
                <span className={cn('w-10 text-right text-xs font-semibold tabular-nums', toneText[tone])}>
                  {formatPercent(m.condition)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
