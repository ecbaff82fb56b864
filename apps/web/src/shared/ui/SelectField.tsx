import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/** A select's look, for one that stands without a label of its own (a table row's). */
export const selectClass = cn(
  'h-10 w-full rounded-md border border-line bg-raised px-3 text-sm text-ink disabled:opacity-50',
  focusRing,
);

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/**
 * A labelled select of a form, with its hint: `options`, after any `children` (fixed choices
 * written out, 'Auto-assign').
 */
export function SelectField({
  id,
  label,
  hint,
  options,
  className,
  children,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} className={selectClass} {...rest}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <p className="mt-1.5 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}
