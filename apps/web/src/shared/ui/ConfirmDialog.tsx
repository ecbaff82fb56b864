import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens it, when the dialog brings its own. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the action does in detail, or what it asks for (a reason), between the description and the buttons. */
  children?: ReactNode;
  /** The confirming button's text ('Buy', 'Sell'). */
  confirmLabel: ReactNode;
  /** The button that backs out's text: 'Cancel' unless told. */
  cancelLabel?: string;
  /** 'danger' for an action that removes or punishes something. */
  variant?: 'primary' | 'danger';
  pending: boolean;
  /** Off while the action cannot be done yet (a reason still empty, cash short). */
  disabled?: boolean;
  onConfirm: () => void;
}

/** "Are you sure?" before an action that is costly to undo: Cancel, or the action itself. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  pending,
  disabled,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={variant} pending={pending} disabled={disabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
