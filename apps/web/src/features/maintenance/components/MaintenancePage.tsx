import { Wrench } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFactory } from '@/shared/api/factory';
import { factoryMachineLabels } from '@/shared/lib/machine-labels';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { QueryPage } from '@/shared/ui/QueryCard';
import { filterCounts, filterMachines, isGood, type MachineFilter } from '../lib/maintenance-rules';
import { AutoMaintenanceSwitch } from './AutoMaintenanceSwitch';
import { ConditionSummary } from './ConditionSummary';
import { MachineDetail } from './MachineDetail';
import { MachineFilterBar } from './MachineFilterBar';
import { MaintenanceMachineList } from './MaintenanceMachineList';
import { RepairAllButton } from './RepairAllButton';

const TEXTS = { loading: 'Loading maintenance data...', error: 'Failed to load maintenance data' };

/** Maintenance: the fleet's condition, a filtered machine list, and the selected machine's detail. */
export default function MaintenancePage() {
  const factory = useFactory();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<MachineFilter>('all');
  const [chosenId, setChosenId] = useState<string | null>(params.get('machine'));
  const detailRef = useRef<HTMLDivElement>(null);

  return (
    <QueryPage title="Maintenance" query={factory} texts={TEXTS}>
      {({ machines, cash, autoMaintenance }) => {
        if (machines.length === 0) {
          return (
            <Card title="Maintenance" icon={<Wrench aria-hidden />}>
              <CardEmpty text="No machines found. Build some machines first!" />
              <p className="-mt-4 pb-4 text-center text-sm">
                <Link to="/game/machines" className={cn('rounded font-medium text-accent hover:underline', focusRing)}>
                  Go to Your Machines
                </Link>
              </p>
            </Card>
          );
        }

        const labels = factoryMachineLabels(machines);
        const shown = filterMachines(machines, filter);
        // The chosen machine, else the first that needs attention, else the first one.
        const selected =
          machines.find((m) => m.id === chosenId) ?? machines.find((m) => !isGood(m.condition)) ?? machines[0] ?? null;

        const select = (id: string) => {
          setChosenId(id);
          // On narrow screens the detail sits under the list: bring it into view.
          if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches) {
            requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
          }
        };

        return (
          <div className="space-y-4 lg:space-y-6">
            <ConditionSummary machines={machines} actions={<RepairAllButton machines={machines} cash={cash} />} />
            <AutoMaintenanceSwitch enabled={autoMaintenance} />
            <div className="grid gap-4 lg:grid-cols-12 lg:gap-6">
              <Card title="Machines" className="self-start lg:col-span-5" icon={<Wrench aria-hidden />}>
                <div className="space-y-4">
                  <MachineFilterBar value={filter} onChange={setFilter} counts={filterCounts(machines)} />
                  {shown.length === 0 ? (
                    <CardEmpty text="No machines match this filter." />
                  ) : (
                    <MaintenanceMachineList
                      machines={shown}
                      labels={labels}
                      selectedId={selected?.id ?? null}
                      onSelect={select}
                    />
                  )}
                </div>
              </Card>
              <div ref={detailRef} className="scroll-mt-20 lg:col-span-7">
                {selected && (
                  <MachineDetail
                    key={selected.id}
                    machine={selected}
                    label={labels.get(selected.id) ?? selected.name}
                    cash={cash}
                    onScrapped={() => setChosenId(null)}
                  />
                )}
              </div>
            </div>
          </div>
        );
      }}
    </QueryPage>
  );
}
