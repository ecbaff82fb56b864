import type { AdminPlayer, ResetLink } from '@forgeworks/contract';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Dialog, DialogClose } from '@/shared/ui/Dialog';
import { DialogForm } from '@/shared/ui/Form';
import { TextField } from '@/shared/ui/TextField';
import { notify } from '@/shared/stores/notifications';
import { useMakeResetLink } from '../api/operator';

interface DialogProps {
  player: Pick<AdminPlayer, 'factoryId' | 'playerName' | 'email'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The link whole: the server's, under PUBLIC_URL; else the path under the address this page was opened at. */
const wholeLink = (link: ResetLink) => link.url ?? new URL(link.path, window.location.origin).href;

/**
 * A one-time link for a player who cannot sign in to set a new password with, for the operator to
 * hand over; shown only here, once. The operator never chooses a password for a player.
 */
export function ResetLinkDialog({ player, open, onOpenChange }: DialogProps) {
  const [reason, setReason] = useState('');
  const make = useMakeResetLink();
  const link = make.data?.data.link;
  const submit = () => make.mutate({ factoryId: player.factoryId, body: reason.trim() ? { reason } : {} });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reset link for ${player.playerName}`}
      description={`A link with which ${player.email} sets a new password: it works once, for an hour, and signs them out everywhere. Hand it over yourself, by a way you know reaches them; never choose a password for them.`}
    >
      {link ? (
        <div className="space-y-4">
          <TextField
            id="operator-reset-link"
            label="Link, shown only now"
            readOnly
            value={wholeLink(link)}
            onFocus={(event) => event.target.select()}
            hint={`Works once, until ${formatDateTime(link.expiresAt)}. Closing this forgets it; make another if it is lost.`}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              icon={<Copy aria-hidden className="size-4" />}
              onClick={() =>
                void navigator.clipboard.writeText(wholeLink(link)).then(
                  () => notify('success', 'Link copied'),
                  () => notify('error', 'Could not copy: select the link and copy it'),
                )
              }
            >
              Copy link
            </Button>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <DialogForm onSubmit={submit} error={make.error} submitLabel="Make link" pending={make.isPending}>
          <TextField
            id="operator-reset-reason"
            label="Why (optional)"
            autoComplete="off"
            required={false}
            maxLength={500}
            hint="The audit keeps it, and that you made a link; never the link."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
