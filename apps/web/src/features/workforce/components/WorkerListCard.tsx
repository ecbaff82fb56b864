import { Users } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { formatInteger } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useWorkers } from '../api/workforce';
import { machineSlots, sortWorkers } from '../lib/workforce';
import { WORKER_ROW_GRID, WorkerRow } from './WorkerRow';

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
        <>
          {/* Column heads for the wide layout; on phones each worker is a small card with its own labels. */}
          <div
            aria-hidden
            className={`${WORKER_ROW_GRID} hidden border-b border-line pb-2 text-xs font-medium tracking-wide text-ink-muted uppercase sm:grid`}
          >
            <span>Worker</span>
            <span className="text-right">Skill</span>
            <span className="text-right">Salary</span>
            <span className="text-right">Satisfaction</span>
            <span>Assigned machine</span>
            <span />
          </div>
          <ul aria-label="Workers" className="divide-y divide-line/50">
            {sortWorkers(workers.data, machines).map((worker) => (
              <WorkerRow key={worker.id} worker={worker} slots={slots} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
