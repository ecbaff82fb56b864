import { Trash2 } from 'lucide-react';
import { formatMoney } from '@/shared/lib/format';
import { useGameStore } from '@/shared/stores/game';
import { Button } from '@/shared/ui/Button';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { Dialog, DialogClose } from '@/shared/ui/Dialog';
import { SpendPreview } from '@/shared/ui/SpendPreview';
import { useScrapMachine, useScrapValue } from '../api/maintenance';

export interface ScrapDialogProps {
  machineId: string;
  machineLabel: string;
  broken: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScrapped: () => void;
}

/** Scrapping is permanent: the dialog shows what the parts fetch and asks for a clear yes. */
export function ScrapDialog({ machineId, machineLabel, broken, open, onOpenChange, onScrapped }: ScrapDialogProps) {
  const value = useScrapValue(open ? machineId : null);
  const scrap = useScrapMachine();
  const forgetMachine = useGameStore((s) => s.forgetMachine);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Scrap ${machineLabel}?`}
      description="Scrapping is permanent: the machine is destroyed and sold for parts. Its crew stays on the payroll, unassigned."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden className="size-4" />}
            pending={scrap.isPending}
            disabled={value.data === undefined}
            onClick={() =>
              scrap.mutate(
                { machineId },
                {
                  onSuccess: () => {
                    forgetMachine(machineId);
                    onScrapped();
                  },
                },
              )
            }
          >
            Scrap for {value.data === undefined ? '...' : formatMoney(value.data)}
          </Button>
        </>
      }
    >
      {value.isPending ? (
        <CardLoading text="Valuing the parts..." />
      ) : value.isError ? (
        <CardError message="Failed to get scrap value" onRetry={() => void value.refetch()} />
      ) : (
        <div className="rounded-lg bg-page/60 p-4 text-center">
          <p className="text-xs tracking-wide text-ink-muted uppercase">Scrap value</p>
          <div className="mt-1 text-3xl font-semibold tabular-nums">{formatMoney(value.data)}</div>
          <p className="mt-1 text-xs text-ink-muted">
            Half of what you invested, less wear{broken ? ', halved again because it is broken' : ''}.
          </p>
          {open && <SpendPreview action={{ kind: 'scrap', machineId }} className="mt-3 text-left" />}
        </div>
      )}
    </Dialog>
  );
}
