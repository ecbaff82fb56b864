import type { Machine } from '@forgeworks/contract';
import { ArrowBigUpDash, Crown } from 'lucide-react';
import { formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { SpendPreview } from '@/shared/ui/SpendPreview';
import { useUpgradeMachine } from '@/shared/api/machines';
import { useSpendCheck } from '@/shared/ui/SpendCheck';
import { upgradeState } from '../lib/machine-rules';

export interface UpgradeButtonProps {
  machine: Machine;
  cash: number;
  spare: number;
  /** Floor space the site has free. */
  floorFree?: number;
}

/** One level at a time, for the difference to the next level's cost; 'Max level' at level 3. */
export function UpgradeButton({ machine, cash, spare, floorFree }: UpgradeButtonProps) {
  const upgrade = useUpgradeMachine();
  const state = upgradeState(machine, { cash, spare, pending: upgrade.isPending, floorFree });
  const spend = useSpendCheck({ pending: upgrade.isPending, cash });

  if (state.atMax) {
    return (
      <Badge tone="good" className="self-start sm:self-center">
        <Crown aria-hidden className="size-3.5" /> Max level
      </Badge>
    );
  }
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button
        size="sm"
        variant="secondary"
        icon={<ArrowBigUpDash aria-hidden className="size-4 text-accent" />}
        disabled={!state.enabled}
        pending={upgrade.isPending}
        onClick={() =>
          spend.check({
            what: `${machine.name} to level ${machine.level + 1}`,
            cost: state.cost ?? 0,
            confirmLabel: 'Upgrade',
            run: (done) => upgrade.mutate({ machineId: machine.id }, { onSettled: done }),
            preview: { kind: 'upgrade', machineId: machine.id },
          })
        }
      >
        {state.label} · <span className="tabular-nums">{formatMoney(state.cost ?? 0)}</span>
      </Button>
      {spend.dialog}
      {state.reason && <p className="max-w-64 text-xs text-ink-muted sm:text-right">{state.reason}</p>}
      {state.enabled && (
        <SpendPreview
          action={{ kind: 'upgrade', machineId: machine.id }}
          crewed={{ kind: 'upgrade', machineId: machine.id, crewed: true }}
          className="max-w-64"
        />
      )}
    </div>
  );
}
