import { spareShown } from '@forgeworks/engine';
import { Hammer } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatMoney } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { Spinner } from '@/shared/ui/Spinner';
import { useFactory } from '@/shared/api/factory';
import { useBuildMachine } from '@/shared/api/machines';
import { buildSpend, useSpendCheck } from '@/shared/ui/SpendCheck';
import { QUICK_BUILD_TYPES, quickBuildOption, type QuickBuildOption } from '../lib/quick-build';

const dollars = (n: number) => formatMoney(n).replace(/\.00$/, '');

export interface QuickBuildButtonProps {
  option: QuickBuildOption;
  building: boolean;
  onBuild: () => void;
}

export function QuickBuildButton({ option, building, onBuild }: QuickBuildButtonProps) {
  const { type, name, cost, powerConsumption, disabled, block, status } = option;
  return (
    <button
      type="button"
      onClick={onBuild}
      disabled={disabled || building}
      aria-busy={building || undefined}
      className={cn(
        'group flex min-w-0 flex-col items-start gap-2 rounded-lg border border-line bg-raised/50 p-3 text-left transition-colors duration-150',
        'enabled:hover:border-amber-500/60 enabled:hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
      )}
    >
      <span className="flex w-full items-center gap-2">
        <span className="grid size-8 shrink-0 place-items-center rounded-md bg-amber-500/15 text-accent">
          <MachineIcon type={type} />
        </span>
        <span className="min-w-0 text-sm leading-tight font-semibold text-ink">{name}</span>
      </span>
      <span className="text-lg font-semibold text-ink tabular-nums">{dollars(cost)}</span>
      <span className="text-xs text-ink-muted tabular-nums">
        {type === 'POWER_PLANT' ? 'Makes power' : `Uses ${powerConsumption} power`}
      </span>
      <span
        className={cn(
          'flex items-center gap-1.5 text-xs font-medium',
          block === 'funds' || block === 'power' ? 'text-amber-300' : 'text-accent',
        )}
      >
        {building && <Spinner className="size-3.5" />}
        {building ? 'Building...' : status}
      </span>
    </button>
  );
}

/** Quick-build buttons for the starter machines, each with its catalog cost. */
export function QuickBuildCard({ className }: { className?: string }) {
  const factory = useFactory();
  const build = useBuildMachine();
  const spend = useSpendCheck({ pending: build.isPending, cash: factory.data?.cash });
  const f = factory.data;

  let body;
  if (f) {
    const context = { cash: f.cash, netPower: f.powerCapacity - f.powerUsed, pending: build.isPending };
    body = (
      <>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {QUICK_BUILD_TYPES.map((type) => (
            <QuickBuildButton
              key={type}
              option={quickBuildOption(type, context)}
              building={build.isPending && build.variables?.type === type}
              onBuild={() => {
                spend.check(buildSpend(type, (done) => build.mutate({ type }, { onSettled: done })));
              }}
            />
          ))}
        </div>
        <p className="mt-3 text-xs text-ink-muted tabular-nums">
          Spare power: {spareShown(context.netPower)} of {f.powerCapacity}, worn machines' extra draw counted. Machines
          other than power plants need spare power.
        </p>
        {spend.dialog}
      </>
    );
  } else if (factory.isError) {
    body = <CardError message="Failed to load factory data" onRetry={() => void factory.refetch()} />;
  } else {
    body = <CardLoading text="Loading factory..." />;
  }

  return (
    <Card title="Quick Build" icon={<Hammer aria-hidden />} className={className}>
      {body}
    </Card>
  );
}
