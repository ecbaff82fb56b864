import { CAPACITY } from '@forgeworks/engine';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { useGameStore } from '@/shared/stores/game';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { QueryPage } from '@/shared/ui/QueryCard';
import { useMachineEfficiency } from '@/shared/api/machines';
import { factoryMachineLabels } from '@/shared/lib/machine-labels';
import { netPower } from '../lib/machine-rules';
import { BuildMachinePanel } from './BuildMachinePanel';
import { MachineCard } from './MachineCard';
import { MachinesSummary } from './MachinesSummary';
import { useCapacitySync } from './use-capacity-sync';

const TEXTS = {
  loading: 'Loading your machines...',
  error: (error: Error) => `Error loading factory: ${error.message}`,
};

/** Your Machines: every machine with its figures and controls, and the Build Machine panel. */
export default function MachinesPage() {
  const factory = useFactory();
  const efficiency = useMachineEfficiency();
  const capacities = useGameStore((s) => s.capacities);
  const { change } = useCapacitySync(factory.data?.machines);

  return (
    <QueryPage title="Your Machines" query={factory} texts={TEXTS}>
      {(data) => {
        const { machines, cash, floor, site } = data;
        const spare = netPower(data);
        const floorFree = Math.max(0, floor.total - floor.used);
        const labels = factoryMachineLabels(machines);
        // Before the first sync settles, a machine without a local setting shows the server's.
        const serverCapacity = new Map(machines.map((m) => [m.id, m.capacity]));
        const capacityOf = (id: string) => capacities[id] ?? serverCapacity.get(id) ?? CAPACITY.DEFAULT;
        const efficiencyById = new Map(efficiency.data?.map((e) => [e.machineId, e]));

        return (
          <div className="grid gap-4 lg:grid-cols-12 lg:gap-6">
            <div className="space-y-4 lg:col-span-8">
              {machines.length > 0 && <MachinesSummary machines={machines} capacityOf={capacityOf} spare={spare} />}
              {efficiency.isError && (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-rose-500/30 bg-rose-500/10 px-4 py-2 text-sm text-rose-200"
                >
                  <span className="flex items-center gap-2">
                    <CircleAlert aria-hidden className="size-4" /> Failed to load worker efficiency
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<RotateCw aria-hidden className="size-4" />}
                    onClick={() => void efficiency.refetch()}
                  >
                    Retry
                  </Button>
                </div>
              )}
              {machines.length === 0 ? (
                <Card title="Your Machines">
                  <CardEmpty text="No machines found. Build some machines first!" />
                  <p className="-mt-4 pb-4 text-center text-xs text-ink-muted">
                    Pick one in the Build Machine panel: a Power Plant comes first.
                  </p>
                </Card>
              ) : (
                machines.map((m) => (
                  <MachineCard
                    key={m.id}
                    machine={m}
                    label={labels.get(m.id) ?? m.name}
                    capacity={capacityOf(m.id)}
                    onCapacityChange={change}
                    efficiency={efficiencyById.get(m.id)}
                    cash={cash}
                    spare={spare}
                    floorFree={floorFree}
                  />
                ))
              )}
            </div>
            <aside className="lg:col-span-4">
              <BuildMachinePanel cash={cash} spare={spare} machineCount={machines.length} floor={floor} site={site} />
            </aside>
          </div>
        );
      }}
    </QueryPage>
  );
}
