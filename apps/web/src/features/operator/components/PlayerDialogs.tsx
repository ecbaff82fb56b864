import type { AdminPlayer } from '@forgeworks/contract';
import { useState } from 'react';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { Dialog } from '@/shared/ui/Dialog';
import { DialogForm } from '@/shared/ui/Form';
import { NameField, TextField } from '@/shared/ui/TextField';
import { useRenamePlayer, useSuspendPlayer } from '../api/operator';

interface DialogProps {
  player: AdminPlayer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new name for the factory and, if changed, for the player; the names' own checks, as players get them. */
export function RenameDialog({ player, open, onOpenChange }: DialogProps) {
  const [name, setName] = useState(player.factoryName);
  const [playerName, setPlayerName] = useState(player.playerName);
  const checks = useFieldChecks(open);
  const rename = useRenamePlayer();
  const nameProblem = checks?.nameProblem(name) ?? null;
  const playerProblem = checks?.nameProblem(playerName) ?? null;
  const submit = () => {
    if (nameProblem || playerProblem) return;
    const changedPlayer = playerName.trim() !== player.playerName;
    rename.mutate(
      { factoryId: player.factoryId, body: { name, ...(changedPlayer ? { playerName } : {}) } },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Rename ${player.factoryName}`}
      description="The new names show at once on every board; the reports of the old name close."
    >
      <DialogForm
        onSubmit={submit}
        error={rename.error}
        submitLabel="Rename"
        pending={rename.isPending}
        disabled={nameProblem !== null || playerProblem !== null}
      >
        <NameField
          id="operator-factory-name"
          label="Factory name"
          problem={nameProblem}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <NameField
          id="operator-player-name"
          label="Player name"
          problem={playerProblem}
          value={playerName}
          onChange={(event) => setPlayerName(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}

/** Suspends the player, with the reason they are told when they try to sign in. */
export function SuspendDialog({ player, open, onOpenChange }: DialogProps) {
  const [reason, setReason] = useState('');
  const suspend = useSuspendPlayer();
  const submit = () =>
    suspend.mutate(
      { factoryId: player.factoryId, body: { reason } },
      {
        onSuccess: () => {
          setReason('');
          onOpenChange(false);
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Suspend ${player.factoryName}`}
      description="The player is signed out everywhere and cannot sign in; the factory leaves every board and its exchange offers are withdrawn, the goods back in stock. It keeps running."
    >
      <DialogForm
        onSubmit={submit}
        error={suspend.error}
        submitLabel="Suspend"
        variant="danger"
        pending={suspend.isPending}
        disabled={reason.trim() === ''}
      >
        <TextField
          id="operator-suspend-reason"
          label="Reason"
          autoComplete="off"
          hint="The player reads it when they try to sign in; the audit keeps it."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
