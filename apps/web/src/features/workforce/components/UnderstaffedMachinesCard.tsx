import { WORKER_TITLES } from '@forgeworks/engine';
import { CircleCheck, Info, TriangleAlert, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useFactory } from '@/shared/api/factory';
import { machineInfo } from '@/shared/lib/catalog';
import { cn } from '@/shared/lib/cn';
import { formatInteger } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { useWorkers, useWorkforceAnalysis } from '../api/workforce';
import { factoryMachineLabels } from '@/shared/lib/machine-labels';
import { crewQuote, hireAllBlocker, missingText } from '@/shared/lib/crew-quote';
import { draftForMissing, type HireDraft } from '../lib/workforce';
import { HireAllCrewButton } from '@/shared/ui/HireAllCrewButton';
import { WorkerTypeIcon } from '@/shared/ui/WorkerTypeIcon';

/**
 * Machines missing part of their crew: 'Hire all missing crew' for the lot, or 'Hire missing' for
 * one slot, which fills in the hiring form.
 */
export function UnderstaffedMachinesCard({
  className,
  onHireMissing,
}: {
  className?: string;
  onHireMissing: (draft: HireDraft) => void;
}) {
  const analysis = useWorkforceAnalysis();
  const factory = useFactory();
  const workers = useWorkers();
  const reasonId = useId();
  const labels = factoryMachineLabels(factory.data?.machines ?? []);
  const count = analysis.data?.understaffedMachines.length ?? 0;
  const hasMachines = Object.values(analysis.data?.requiredWorkers ?? {}).some((n) => n > 0);
  const quote = factory.data && workers.data ? crewQuote(factory.data.machines, workers.data) : null;
  const blocker = quote && hireAllBlocker(quote, factory.data?.cash);

  return (
    <Card
      title="Understaffed Machines"
      icon={<TriangleAlert aria-hidden />}
      actions={
        <>
          {count > 0 && <Badge tone="warning">{formatInteger(count)}</Badge>}
          {quote && (
            <HireAllCrewButton
              quote={quote}
              cash={factory.data?.cash}
              blocker={blocker}
              describedBy={hasMachines ? reasonId : undefined}
            />
          )}
        </>
      }
      className={className}
    >
      {analysis.isPending ? (
        <CardLoading text="Checking crews..." />
      ) : analysis.isError ? (
        <CardError message={analysis.error.message} onRetry={() => void analysis.refetch()} />
      ) : !hasMachines ? (
        <CardEmpty text="No machines found. Build some machines first!" />
      ) : count === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-ink-muted">
          <CircleCheck aria-hidden className="size-6 text-emerald-400" />
          <p id={reasonId}>Every machine has its full crew.</p>
        </div>
      ) : (
        <>
          {quote && (
            <p id={reasonId} className={cn('mb-4 flex gap-2 text-sm', blocker ? 'text-amber-300' : 'text-ink-muted')}>
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              {blocker ?? missingText(quote)}
            </p>
          )}
          <ul className="divide-y divide-line/50">
            {analysis.data.understaffedMachines.map((machine) => {
              const label = labels.get(machine.machineId) ?? machineInfo(machine.machineType, machine.level).name;
              const requirements = machineInfo(machine.machineType, machine.level).workerRequirements;
              return (
                <li key={machine.machineId} className="py-3 first:pt-0 last:pb-0">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <MachineIcon type={machine.machineType} className="text-accent" />
                    {label}
                    <span className="text-xs font-normal text-ink-muted">Level {machine.level}</span>
                  </p>
                  <ul className="mt-2 space-y-2">
                    {machine.missingWorkers.map((missing) => {
                      const skill = requirements.find((r) => r.type === missing.type)?.skillLevel ?? 1;
                      const name = WORKER_TITLES[missing.type];
                      return (
                        <li
                          key={missing.type}
                          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-raised/50 px-3 py-2 text-sm"
                        >
                          <span className="flex items-center gap-2">
                            <WorkerTypeIcon type={missing.type} className="text-ink-muted" />
                            <span className="text-ink">{name}</span>
                            <span className="tabular-nums text-ink-muted">
                              {formatInteger(missing.assigned)} of {formatInteger(missing.needed)} · skill {skill}
                            </span>
                          </span>
                          <Button
                            size="sm"
                            variant="secondary"
                            icon={<UserPlus aria-hidden className="size-4" />}
                            aria-label={`Hire missing ${name.toLowerCase()} for ${label}`}
                            onClick={() => onHireMissing(draftForMissing(machine, missing.type))}
                          >
                            Hire missing
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
