import { WORKER_TITLES } from '@forgeworks/engine';
import type { Worker } from '@forgeworks/contract';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useDismissWorker } from '../api/workforce';

/** Dismiss, after a small confirmation: hiring them back costs the hiring fee again. */
export function DismissWorkerButton({ worker, label }: { worker: Worker; label: string }) {
  const [open, setOpen] = useState(false);
  const dismiss = useDismissWorker();
  const name = WORKER_TITLES[worker.type].toLowerCase();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Dismiss this ${name}?`}
      description={`The skill ${worker.skillLevel} ${name} leaves at once and their salary stops from the next tick. Hiring someone again costs the hiring fee.`}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          icon={<UserMinus aria-hidden className="size-4" />}
          aria-label={`Dismiss ${label}`}
        >
          Dismiss
        </Button>
      }
      confirmLabel="Dismiss"
      cancelLabel="Keep"
      variant="danger"
      pending={dismiss.isPending}
      onConfirm={() => dismiss.mutate(worker.id, { onSettled: () => setOpen(false) })}
    />
  );
}
