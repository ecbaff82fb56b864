import type { InputHTMLAttributes } from 'react';
import { focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
}

export function AuthField({ id, label, hint, className, ...rest }: AuthFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        name={id}
        required
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(
          'h-10 w-full rounded-md border border-line bg-page px-3 text-sm text-ink placeholder:text-slate-400',
          'focus-visible:border-accent',
          focusRing,
          className,
        )}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
