import type { Machine } from '@forgeworks/contract';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useRepairMachine } from '@/shared/api/machines';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Tooltip } from '@/shared/ui/Tooltip';
import { repairAllPlan } from '../lib/maintenance-rules';

/** Repairs every running machine below 80% to full, one call each, when the cash covers all of them. */
export function RepairAllButton({ machines, cash }: { machines: readonly Machine[]; cash: number }) {
  const repair = useRepairMachine();
  const [working, setWorking] = useState(false);
  const plan = repairAllPlan(machines);
  if (plan.machines.length === 0) return null;
  const affordable = cash >= plan.cost;

  const run = async () => {
    setWorking(true);
    try {
      for (const m of plan.machines) {
        // Each failure is already notified by the action; carry on with the rest.
        await repair.mutateAsync({ machineId: m.id, repairAmount: 1 - m.condition }).catch(() => undefined);
      }
    } finally {
      setWorking(false);
    }
  };

  const button = (
    <Button
      size="sm"
      variant="secondary"
      icon={<Wrench aria-hidden className="size-4" />}
      pending={working}
      disabled={!affordable}
      onClick={() => void run()}
    >
      Repair all ({plan.machines.length}) · <span className="tabular-nums">{formatMoney(plan.cost)}</span>
    </Button>
  );
  if (affordable) return button;
  return (
    <Tooltip content={`Needs ${formatMoney(plan.cost)} in cash; you have ${formatMoney(cash)}.`}>
      <span tabIndex={0} className="rounded-md">
        {button}
      </span>
    </Tooltip>
  );
}
