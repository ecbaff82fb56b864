import type { PreviewAction } from '@forgeworks/engine';
import { factoryOutlook, MACHINE_TYPES, machinePlural } from '@forgeworks/engine';
import { FlaskConical } from 'lucide-react';
import type { FactoryStateAnswer } from '@forgeworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import { useFactoryState, usePreview } from '@/shared/api/factory-state';
import { useUpdateCapacities } from '@/shared/api/machines';
import { factoryMachineLabels } from '@/shared/lib/machine-labels';
import { engineState } from '@/shared/lib/preview';
import { queryKeys } from '@/shared/lib/query-client';
import { useGameStore } from '@/shared/stores/game';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { QueryPage, type QueryTexts } from '@/shared/ui/QueryCard';
import type { CapacityMap } from '../lib/capacity-presets';
import { CAPACITY_PRESETS, capacityTest, changedCapacities } from '../lib/capacity-presets';
import { CapacityPreview } from './CapacityPreview';
import { CapacityRow } from './CapacityRow';

const TEXTS: QueryTexts<FactoryStateAnswer> = {
  loading: 'Loading your machines...',
  error: (error) => `Error loading factory: ${error.message}`,
  empty: {
    text: 'No machines yet. Build one on Your Machines, then set its capacity here.',
    when: (answer) => answer.state.machines.length === 0,
  },
};

/**
 * Capacity Control: every machine's capacity in one place, the engine's projection of the next
 * tick before anything is applied, and one request for every change.
 */
export default function CapacityControlPage() {
  const factory = useFactoryState();
  const [draft, setDraft] = useState<CapacityMap>({});
  const update = useUpdateCapacities();
  const setCapacity = useGameStore((s) => s.setCapacity);
  const queryClient = useQueryClient();

  const machines = useMemo(() => factory.data?.state.machines ?? [], [factory.data]);
  const changed = useMemo(() => changedCapacities(machines, draft), [machines, draft]);
  const count = Object.keys(changed).length;
  const action = useMemo<PreviewAction | null>(
    () => (count > 0 ? { kind: 'capacities', machineCapacities: changed } : null),
    [changed, count],
  );
  const preview = usePreview(action);
  const current = useMemo(
    () => (factory.data ? factoryOutlook(engineState(factory.data), factory.data.prices) : null),
    [factory.data],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => count > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (count === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [count]);

  const send = (machineCapacities: CapacityMap) =>
    update.mutate(
      { machineCapacities },
      {
        onSuccess: () => {
          for (const [id, capacity] of Object.entries(machineCapacities)) setCapacity(id, capacity);
          // Shown as applied at once; the refetch every action triggers confirms it.
          queryClient.setQueryData<FactoryStateAnswer>(
            queryKeys.factoryState,
            (old) =>
              old && {
                ...old,
                state: {
                  ...old.state,
                  machines: old.state.machines.map((m) => ({ ...m, capacity: machineCapacities[m.id] ?? m.capacity })),
                },
              },
          );
          setDraft({});
        },
      },
    );

  const labels = factoryMachineLabels(machines);
  const groups = MACHINE_TYPES.map((type) => ({ type, machines: machines.filter((m) => m.type === type) })).filter(
    (g) => g.machines.length > 0,
  );
  const valueOf = (id: string, applied: number) => draft[id] ?? applied;

  return (
    <QueryPage title="Capacity Control" query={factory} texts={TEXTS}>
      {() => (
        <div className="grid items-start gap-4 lg:grid-cols-12 lg:gap-6">
          <Card
            className="lg:col-span-7"
            title="Machine capacities"
            actions={
              <span className="text-sm text-ink-muted" aria-live="polite">
                {count === 0 ? 'No unapplied changes' : `${count} unapplied change${count === 1 ? '' : 's'}`}
              </span>
            }
          >
            <p className="mb-3 text-sm text-ink-muted">
              Lower capacity runs cheaper, draws less power and wears slower, but makes less. Nothing changes until you
              apply.
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
              {CAPACITY_PRESETS.map((preset) => (
                <Button
                  key={preset.id}
                  size="sm"
                  variant="secondary"
                  title={preset.description}
                  aria-description={preset.description}
                  onClick={() => setDraft((d) => ({ ...d, ...preset.apply(machines) }))}
                >
                  {preset.label}
                </Button>
              ))}
            </div>
            <div className="mt-4 space-y-4">
              {groups.map((group) => (
                <section key={group.type} aria-labelledby={`capacity-group-${group.type}`}>
                  <h3
                    id={`capacity-group-${group.type}`}
                    className="mb-1 text-xs font-medium tracking-wide text-ink-muted uppercase"
                  >
                    {machinePlural(group.type)} ({group.machines.length})
                  </h3>
                  <ul className="divide-y divide-line/40">
                    {group.machines.map((m) => (
                      <CapacityRow
                        key={m.id}
                        id={m.id}
                        label={labels.get(m.id) ?? m.id}
                        level={m.level}
                        condition={m.condition}
                        applied={m.capacity}
                        value={valueOf(m.id, m.capacity)}
                        onChange={(capacity) => setDraft((d) => ({ ...d, [m.id]: capacity }))}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line/60 pt-4">
              <Button disabled={count === 0} pending={update.isPending} onClick={() => send(changed)}>
                Apply {count > 0 ? `${count} change${count === 1 ? '' : 's'}` : 'changes'}
              </Button>
              <Button variant="secondary" disabled={count === 0 || update.isPending} onClick={() => setDraft({})}>
                Reset
              </Button>
            </div>
          </Card>
          <div className="lg:sticky lg:top-4 lg:col-span-5 lg:row-span-2">
            {current && (
              <CapacityPreview
                before={current}
                after={preview?.ok ? preview.after : null}
                delta={preview?.ok ? preview.delta : null}
                newStalls={preview?.ok ? preview.newStalls : []}
              />
            )}
          </div>
          <Card className="lg:col-span-7" title="Capacity test" icon={<FlaskConical aria-hidden />}>
            <p className="mb-3 text-sm text-ink-muted" id="capacity-test-help">
              Sends one request at once: power plants at 25%, every other machine at 100%. Your unapplied changes are
              dropped.
            </p>
            <Button
              variant="secondary"
              aria-describedby="capacity-test-help"
              pending={update.isPending}
              onClick={() => send(capacityTest(machines))}
            >
              Run capacity test
            </Button>
          </Card>
          <ConfirmDialog
            open={blocker.state === 'blocked'}
            onOpenChange={(open) => {
              if (!open && blocker.state === 'blocked') blocker.reset();
            }}
            title="Leave without applying?"
            description={`You have ${count} unapplied capacity change${count === 1 ? '' : 's'}. Leaving drops them.`}
            confirmLabel="Leave"
            pending={false}
            onConfirm={() => blocker.proceed?.()}
          />
        </div>
      )}
    </QueryPage>
  );
}
