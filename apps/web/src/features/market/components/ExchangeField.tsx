import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';

export const exchangeFieldClass = cn(
  'h-10 w-full rounded-md border border-line bg-raised px-3 text-sm text-ink tabular-nums',
  focusRing,
);

/** A labelled number field of the exchange's forms (quantity, unit price). */
export function ExchangeField({
  id,
  label,
  value,
  onChange,
  step,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  step: number;
  placeholder: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        placeholder={placeholder}
        className={exchangeFieldClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** One line of a form's summary: a label and a figure. */
export function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-base font-semibold text-ink' : 'text-ink')}>{value}</dd>
    </div>
  );
}
