import type { FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonVariant } from './Button';
import { DialogClose } from './Dialog';
import { FormError } from './FormError';

export interface FormProps {
  /** Called on submit; the page does not reload. */
  onSubmit: () => void;
  /** The request's refusal, shown in the server's words under the fields; null while there is none. */
  error: Error | null;
  /** The submit button, and any other, under the error. */
  actions: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form's fields, what the server refused of them, then its buttons. */
export function Form({ onSubmit, error, actions, className, children }: FormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className={cn('space-y-4', className)}>
      {children}
      {error && <FormError message={error.message} />}
      {actions}
    </form>
  );
}

/** A form inside a dialog: its fields, the refusal, then Cancel and the submit button. */
export function DialogForm({
  submitLabel,
  variant = 'primary',
  pending,
  disabled,
  ...form
}: Omit<FormProps, 'actions'> & {
  submitLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <Form
      {...form}
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant={variant} pending={pending} disabled={disabled}>
            {submitLabel}
          </Button>
        </div>
      }
    />
  );
}
