import type { Machine } from '@forgeworks/contract';
import { ArrowRight, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { conditionTone } from '@/shared/lib/tones';
import { toneText } from '@/shared/ui/Badge';
import { Button, focusRing } from '@/shared/ui/Button';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { cn } from '@/shared/lib/cn';
import { useRepairMachine } from '@/shared/api/machines';
import { repairCost, showRepair } from '@/shared/lib/catalog';

export interface MachineHealthProps {
  machine: Machine;
  label: string;
  cash: number;
}

/** Condition bar in its band's colour, the band's warning, and Repair below 80% (broken ones go to Maintenance). */
export function MachineHealth({ machine, label, cash }: MachineHealthProps) {
  const repair = useRepairMachine();
  const tone = conditionTone(machine.condition);
  const broken = machine.condition <= 0;
  const cost = repairCost(machine.type, machine.level, machine.condition);
  const shortOfCash = cash < cost;

  return (
    <div className="space-y-2.5 text-sm">
      <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">Condition</h3>
      <div className="flex items-center gap-3">
        <ProgressBar value={machine.condition} tone={tone} label={`${label} condition`} className="flex-1" />
        <span className={cn('w-20 text-right font-semibold tabular-nums', toneText[tone])}>
          {formatPercent(machine.condition)}
        </span>
      </div>
      {machine.conditionStatus.warning && (
        <p className={cn('text-xs', toneText[tone])}>{machine.conditionStatus.warning}</p>
      )}
      {broken && (
        <Link
          to={`/game/maintenance?machine=${encodeURIComponent(machine.id)}`}
          className={cn(
            'inline-flex items-center gap-1 rounded text-xs font-medium text-accent hover:underline',
            focusRing,
          )}
        >
          Emergency repair in Maintenance <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      )}
      {showRepair(machine.condition) && (
        <div className="space-y-1">
          <Button
            size="sm"
            variant="secondary"
            icon={<Wrench aria-hidden className="size-4" />}
            pending={repair.isPending}
            disabled={shortOfCash || machine.maintenance !== null}
            onClick={() => repair.mutate({ machineId: machine.id, repairAmount: 1 - machine.condition })}
          >
            Repair · <span className="tabular-nums">{formatMoney(cost)}</span>
          </Button>
          <p className="text-xs text-ink-muted">
            {machine.maintenance
              ? 'It is in the shop now; repair it once its maintenance is done.'
              : shortOfCash
                ? `Not enough cash: repairing to 100% costs ${formatMoney(cost)}.`
                : 'Restores it to 100% at once: 25% of its cost per 100% of condition.'}
          </p>
        </div>
      )}
    </div>
  );
}
