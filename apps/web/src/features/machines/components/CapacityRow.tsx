import { CAPACITY } from '@forgeworks/engine';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatPercent } from '@/shared/lib/format';
import { clampCapacity } from '@/shared/stores/game';
import { focusRing } from '@/shared/ui/Button';
import { Slider } from '@/shared/ui/Slider';

export interface CapacityRowProps {
  id: string;
  label: string;
  level: number;
  condition: number;
  /** What the server holds. */
  applied: number;
  /** What the player has set here (the applied value when unchanged). */
  value: number;
  onChange: (capacity: number) => void;
}

const toPercent = (fraction: number) => Math.round(fraction * 100);

/** One machine: a slider in steps of 5 and an exact percent field, both within the engine's bounds. */
export function CapacityRow({ id, label, level, condition, applied, value, onChange }: CapacityRowProps) {
  const [text, setText] = useState<string | null>(null);
  const changed = value !== applied;
  const inputId = `capacity-${id}`;
  const commit = () => {
    if (text === null) return;
    const percent = Number(text);
    if (text.trim() !== '' && Number.isFinite(percent)) onChange(clampCapacity(percent / 100));
    setText(null);
  };
  return (
    <li
      className={cn(
        'grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-lg px-3 py-2.5 sm:grid-cols-[minmax(9rem,1fr)_minmax(8rem,2fr)_auto_5.5rem]',
        changed && 'bg-amber-500/10',
      )}
      data-testid={`capacity-row-${id}`}
    >
      <div className="min-w-0">
        <p className="truncate font-medium">{label}</p>
        <p className="text-xs text-ink-muted tabular-nums">
          Level {level} · condition {formatPercent(condition)}
        </p>
      </div>
      <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
        <Slider
          value={toPercent(value)}
          min={CAPACITY.MIN * 100}
          max={CAPACITY.MAX * 100}
          step={5}
          label={`${label} capacity`}
          valueText={`${toPercent(value)}%`}
          onValueChange={(v) => onChange(v / 100)}
        />
      </div>
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          {label} capacity in percent
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={CAPACITY.MIN * 100}
          max={CAPACITY.MAX * 100}
          step={1}
          value={text ?? String(toPercent(value))}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className={cn(
            'h-9 w-16 rounded-md border border-line bg-page px-2 text-right text-sm text-ink tabular-nums',
            focusRing,
          )}
        />
        <span aria-hidden className="text-sm text-ink-muted">
          %
        </span>
      </div>
      <p className="hidden text-right text-xs text-ink-muted tabular-nums sm:block">
        {changed ? `was ${formatPercent(applied)}` : 'applied'}
      </p>
    </li>
  );
}
