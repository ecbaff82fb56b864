import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@forgeworks/contract/field-limits';
import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value, in words, shown under the field as the player types. */
  problem?: string | null;
}

/** A labelled text input of a form, with its hint and what is wrong with it (required unless told). */
export function TextField({ id, label, hint, problem, className, ...rest }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        name={id}
        required
        aria-describedby={describedBy || undefined}
        aria-invalid={problem ? true : undefined}
        className={cn(
          'h-10 w-full rounded-md border border-line bg-page px-3 text-sm text-ink placeholder:text-slate-400',
          'focus-visible:border-accent',
          problem && 'border-rose-500/70',
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
      <div aria-live="polite">
        {problem && (
          <p id={`${id}-problem`} className="flex items-start gap-1.5 text-xs text-rose-300">
            <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A field for a new password: the sign-up's bounds and hint, and `problem`, what the field checks
 * (shared/lib/field-checks.ts) say of it as it is typed.
 */
export function NewPasswordField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'minLength' | 'maxLength' | 'hint'>,
) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not easy to guess.`}
      {...props}
    />
  );
}

/** The password the player has now, asked again before a change that needs it. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} {...props} />;
}

/** A name other players see (a factory's, a player's), bounded as the server bounds it. */
export function NameField(props: Omit<TextFieldProps, 'autoComplete' | 'maxLength'>) {
  return <TextField autoComplete="off" maxLength={NAME_MAX_LENGTH} {...props} />;
}

/** A field for a number: a whole one brings up a phone's number pad, any other its decimal pad. */
export function NumberField({
  step,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'step'> & { step: number | 'any' }) {
  return <TextField type="number" inputMode={step === 1 ? 'numeric' : 'decimal'} step={step} {...props} />;
}
