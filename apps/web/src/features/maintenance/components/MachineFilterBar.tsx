import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { FILTERS, type MachineFilter } from '../lib/maintenance-rules';

export interface MachineFilterBarProps {
  value: MachineFilter;
  onChange: (filter: MachineFilter) => void;
  counts: Record<MachineFilter, number>;
}

/** All / Needs attention / one condition band, each with how many machines it holds. */
export function MachineFilterBar({ value, onChange, counts }: MachineFilterBarProps) {
  return (
    <div role="group" aria-label="Filter machines by condition" className="flex flex-wrap gap-1.5">
      {FILTERS.map((f) => {
        const active = f.value === value;
        return (
          <button
            key={f.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(f.value)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors duration-150',
              focusRing,
              active
                ? 'border-amber-500/60 bg-amber-500/15 text-amber-200'
                : 'border-line bg-raised/50 text-ink-muted hover:text-ink',
            )}
          >
            {f.label} <span className="tabular-nums opacity-80">{counts[f.value]}</span>
          </button>
        );
      })}
    </div>
  );
}
