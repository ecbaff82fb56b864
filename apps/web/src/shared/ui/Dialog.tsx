import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (optional when `open` is controlled). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom (Cancel, Confirm). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A modal dialog (Radix: focus trap, Escape, aria wiring). */
export function Dialog({ open, onOpenChange, trigger, title, description, footer, children, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl border border-line bg-panel p-5 shadow-2xl shadow-black/50 data-[state=open]:animate-[pop-in_150ms_ease-out]',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className={cn('-m-1 rounded-md p-1 text-ink-muted hover:bg-raised hover:text-ink', focusRing)}
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
