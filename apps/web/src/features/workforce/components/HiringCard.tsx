import type { HireBody } from '@forgeworks/contract';
import { UserPlus } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { notify } from '@/shared/stores/notifications';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { useSpendCheck } from '@/shared/ui/SpendCheck';
import { SpendPreview } from '@/shared/ui/SpendPreview';
import { useHireWorker, useHiringCosts, useWorkers } from '../api/workforce';
import { WORKER_TITLES } from '@forgeworks/engine';
import { hireBody, hiringOption, machineSlots, type HireDraft } from '../lib/workforce';
import { HireForm } from './HireForm';

/** The hiring form, shown only once the hiring costs are loaded (spec section 5). */
export function HiringCard({ draft, onDraftChange }: { draft: HireDraft; onDraftChange: (d: HireDraft) => void }) {
  const costs = useHiringCosts();
  const factory = useFactory();
  const workers = useWorkers();
  const hire = useHireWorker();
  const machines = factory.data?.machines ?? [];

  const spend = useSpendCheck({ pending: hire.isPending, cash: factory.data?.cash });
  const onHire = (body: HireBody) =>
    spend.check({
      what: `a skill ${body.skillLevel} ${WORKER_TITLES[body.type].toLowerCase()}`,
      cost: hiringOption(costs.data, body.type, body.skillLevel)?.hiringCost ?? 0,
      confirmLabel: 'Hire',
      run: (done) =>
        hire.mutate(body, {
          onSuccess: (result) => notify('success', result.message || 'Worker hired.'),
          onSettled: done,
        }),
    });

  return (
    <Card title="Hire Workers" icon={<UserPlus aria-hidden />}>
      {costs.isPending ? (
        <CardLoading text="Loading hiring costs..." />
      ) : costs.isError ? (
        <CardError message={costs.error.message} onRetry={() => void costs.refetch()} />
      ) : (
        <HireForm
          costs={costs.data}
          machines={machines}
          slots={machineSlots(machines, workers.data ?? [])}
          cash={factory.data?.cash}
          draft={draft}
          onDraftChange={onDraftChange}
          onHire={onHire}
          pending={hire.isPending}
          error={hire.error ? hire.error.message : null}
          preview={<SpendPreview action={{ kind: 'hire', ...hireBody(draft) }} />}
        />
      )}
      {spend.dialog}
    </Card>
  );
}
