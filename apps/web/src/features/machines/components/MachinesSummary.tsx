import { spareShown } from '@forgeworks/engine';
import type { Machine } from '@forgeworks/contract';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { capacityTone, netPowerTone } from '@/shared/lib/tones';
import { Card } from '@/shared/ui/Card';
import { Stat } from '@/shared/ui/Stat';
import { showRepair } from '@/shared/lib/catalog';
import { runningCosts } from '../lib/machine-rules';

export interface MachinesSummaryProps {
  machines: readonly Machine[];
  capacityOf: (machineId: string) => number;
  spare: number;
}

/** The fleet at a glance: how many machines, what they cost to run, how hard they run, spare power. */
export function MachinesSummary({ machines, capacityOf, spare }: MachinesSummaryProps) {
  const running = machines.filter((m) => m.condition > 0 && m.maintenance === null);
  const costPerTick = running.reduce(
    (sum, m) => sum + runningCosts(m.type, m.level, capacityOf(m.id), m.condition).total,
    0,
  );
  const averageCapacity =
    machines.length === 0 ? 1 : machines.reduce((sum, m) => sum + capacityOf(m.id), 0) / machines.length;
  const needRepair = machines.filter((m) => showRepair(m.condition)).length;
  const broken = machines.filter((m) => m.condition <= 0).length;
  const attention = [broken > 0 && `${broken} broken`, needRepair > 0 && `${needRepair} below 80%`]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Machines"
          value={machines.length}
          tone={broken > 0 ? 'bad' : 'neutral'}
          hint={attention || `${running.length} running`}
        />
        <Stat label="Running cost" value={formatMoney(costPerTick)} hint="per tick, before wages" />
        <Stat
          label="Average capacity"
          value={formatPercent(averageCapacity)}
          tone={capacityTone(averageCapacity)}
          hint="set per machine below"
        />
        <Stat
          label="Spare power"
          value={spareShown(spare)}
          tone={netPowerTone(spare)}
          hint="for new machines and upgrades; worn machines draw more"
        />
      </div>
    </Card>
  );
}
