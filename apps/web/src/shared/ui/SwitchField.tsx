import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/** An on/off switch (a checkbox with the switch role) with what it does under its state's words. */
export function SwitchField({
  checked,
  disabled,
  onChange,
  label,
  hint,
  className,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch's state is called now ("On", "Channels open"). */
  label: ReactNode;
  hint: ReactNode;
  className?: string;
}) {
  return (
    <label className={cn('flex cursor-pointer items-start gap-3 text-sm text-slate-200', className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('mt-0.5 size-4 shrink-0 rounded accent-amber-500', focusRing)}
      />
      <span>
        {label}
        <span className="block text-xs text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}
