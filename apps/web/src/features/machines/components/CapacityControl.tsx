import { CAPACITY } from '@forgeworks/engine';
import { formatPercent } from '@/shared/lib/format';
import { Slider } from '@/shared/ui/Slider';

export interface CapacityControlProps {
  machineLabel: string;
  /** Fraction 0.25–1. */
  value: number;
  onChange: (capacity: number) => void;
}

/** The capacity slider: 25–100 percent; capacity scales output, inputs, power draw, costs and wear alike. */
export function CapacityControl({ machineLabel, value, onChange }: CapacityControlProps) {
  const percent = Math.round(value * 100);
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">Capacity</span>
        <span className="text-lg font-semibold tabular-nums">{formatPercent(value)}</span>
      </div>
      <Slider
        value={percent}
        min={CAPACITY.MIN * 100}
        max={CAPACITY.MAX * 100}
        step={5}
        label={`${machineLabel} capacity`}
        valueText={`${percent}%`}
        onValueChange={(v) => onChange(v / 100)}
      />
      <p className="flex justify-between text-xs text-ink-muted tabular-nums" aria-hidden>
        <span>25%</span>
        <span>100%</span>
      </p>
      <p className="text-xs text-ink-muted">Lower capacity runs cheaper and wears slower, but makes less.</p>
    </div>
  );
}
