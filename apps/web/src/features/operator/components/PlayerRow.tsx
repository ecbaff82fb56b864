import type { AdminPlayer } from '@forgeworks/contract';
import { useState } from 'react';
import { formatDateTime, formatInteger, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { useDismissNameReports, useUnsuspendPlayer } from '../api/operator';
import { FLAG_NAMES } from './FlagsLegend';
import { RenameDialog, SuspendDialog } from './PlayerDialogs';
import { ResetLinkDialog } from './ResetLinkDialog';
import { FormerNames } from '@/shared/ui/FormerNames';

/** One player as the operator sees them: names, email, sign-up, net worth, flags, and what can be done. */
export function PlayerRow({ player }: { player: AdminPlayer }) {
  const [open, setOpen] = useState<'rename' | 'suspend' | 'reset-link' | null>(null);
  const lift = useUnsuspendPlayer();
  const dismiss = useDismissNameReports();
  const toggle = (dialog: NonNullable<typeof open>) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);
  return (
    <li aria-label={player.factoryName} className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-ink">{player.factoryName}</span>
        <FormerNames names={player.formerNames} />
        <span className="text-sm text-ink-muted">{player.playerName}</span>
        {player.suspension && <Badge tone="bad">Suspended</Badge>}
        {player.nameReports > 0 && (
          <Badge tone="warning">
            Name reported {player.nameReports} time{player.nameReports === 1 ? '' : 's'}
          </Badge>
        )}
        {player.flags.includes('shared-address') && (
          <Badge tone="info">
            {FLAG_NAMES['shared-address']}: {formatInteger(player.accountsAtSignUpAddress)} accounts
          </Badge>
        )}
        {player.flags.includes('one-way-flow') && <Badge tone="warning">{FLAG_NAMES['one-way-flow']}</Badge>}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-muted">
        <span className="break-all">{player.email}</span>
        <span className="whitespace-nowrap">Signed up {formatDateTime(player.signedUpAt)}</span>
        <span className="whitespace-nowrap tabular-nums">Net worth {formatMoney(player.netWorth)}</span>
      </p>
      {player.suspension && (
        <p className="text-sm text-rose-200">
          Suspended {formatDateTime(player.suspension.suspendedAt)}: {player.suspension.reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setOpen('rename')}>
          Rename
        </Button>
        {player.suspension ? (
          <Button
            size="sm"
            variant="secondary"
            pending={lift.isPending}
            onClick={() => lift.mutate({ factoryId: player.factoryId, body: {} })}
          >
            Lift suspension
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setOpen('suspend')}>
            Suspend
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setOpen('reset-link')}>
          Reset link
        </Button>
        {player.nameReports > 0 && (
          <Button
            size="sm"
            variant="ghost"
            pending={dismiss.isPending}
            onClick={() => dismiss.mutate({ factoryId: player.factoryId, body: {} })}
          >
            Dismiss reports
          </Button>
        )}
      </div>
      {open === 'rename' && <RenameDialog player={player} open onOpenChange={toggle('rename')} />}
      {open === 'suspend' && <SuspendDialog player={player} open onOpenChange={toggle('suspend')} />}
      {open === 'reset-link' && <ResetLinkDialog player={player} open onOpenChange={toggle('reset-link')} />}
    </li>
  );
}
