import { Users } from 'lucide-react';
import { useFactory } from '@/features/factory/api/factory';
import { formatInteger } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { DataTable, Th } from '@/shared/ui/Table';
import { useWorkers } from '../api/workforce';
import { machineSlots, sortWorkers } from '../lib/workforce';
import { WorkerRow } from './WorkerRow';

/** Every worker: type, skill, salary, satisfaction, where they work (changeable) and Dismiss. */
export function WorkerListCard({ className }: { className?: string }) {
  const workers = useWorkers();
  const factory = useFactory();
  const machines = factory.data?.machines ?? [];
  const slots = machineSlots(machines, workers.data ?? []);

  return (
    <Card
      title="Your Workers"
      icon={<Users aria-hidden />}
      actions={workers.data && workers.data.length > 0 && <Badge>{formatInteger(workers.data.length)}</Badge>}
      className={className}
    >
      {workers.isPending ? (
        <CardLoading text="Loading workers..." />
      ) : workers.isError ? (
        <CardError message={workers.error.message} onRetry={() => void workers.refetch()} />
      ) : workers.data.length === 0 ? (
        <CardEmpty text="No workers yet. Hire a crew above: machines without one run at a quarter of their output." />
      ) : (
        <DataTable aria-label="Workers">
          <thead>
            <tr>
              <Th>Worker</Th>
              <Th numeric>Skill</Th>
              <Th numeric>Salary</Th>
              <Th numeric>Satisfaction</Th>
              <Th>Assigned machine</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {sortWorkers(workers.data, machines).map((worker) => (
              <WorkerRow key={worker.id} worker={worker} slots={slots} />
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}
