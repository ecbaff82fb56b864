import type { Factory } from '@forgeworks/contract';
import { SITE_RULES, SITES, spareShown } from '@forgeworks/engine';
import { Factory as FactoryIcon, Lightbulb } from 'lucide-react';
import { formatMoney } from '@/shared/lib/format';
import { netPowerTone } from '@/shared/lib/tones';
import { toneText } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { cn } from '@/shared/lib/cn';
import { useBuildMachine } from '@/shared/api/machines';
import { ExtendFloorButton } from '@/shared/ui/ExtendFloorButton';
import { buildSpend, useSpendCheck } from '@/shared/ui/SpendCheck';
import { BUILD_ORDER, buildState } from '../lib/machine-rules';
import { BuildOption } from './BuildOption';

export interface BuildMachinePanelProps {
  cash: number;
  /** Spare power (powerCapacity − powerUsed: the engine's `powerBudget`). */
  spare: number;
  machineCount: number;
  floor: Factory['floor'];
  site: Factory['site'];
}

/** Below this much free floor the largest machine no longer fits, and the panel offers to extend it. */
const FULL_FLOOR_FREE = Math.max(...Object.values(SITE_RULES.MACHINE_FLOOR));

/** Every machine type with its cost, recipe and power; Build is offered only when cash and power allow. */
export function BuildMachinePanel({ cash, spare, machineCount, floor, site }: BuildMachinePanelProps) {
  const floorFree = Math.max(0, floor.total - floor.used);
  const build = useBuildMachine();
  const building = build.isPending ? build.variables?.type : undefined;
  const spend = useSpendCheck({ pending: build.isPending, cash });

  return (
    <Card title="Build Machine" icon={<FactoryIcon aria-hidden />}>
      <dl className="mb-4 grid grid-cols-2 gap-3 rounded-lg bg-page/60 p-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">Cash</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(cash)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Spare power</dt>
          <dd className={cn('font-semibold tabular-nums', toneText[netPowerTone(spare)])}>{spareShown(spare)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Floor space</dt>
          <dd className={cn('font-semibold tabular-nums', floorFree === 0 && 'text-amber-300')}>
            {floor.used} / {floor.total}
          </dd>
          <dd className="text-xs text-ink-muted">
            {site ? SITES[site].name : 'Site not chosen'}
            {floor.extra > 0 && `, ${floor.extra} of it added`}
          </dd>
        </div>
      </dl>
      {floorFree < FULL_FLOOR_FREE && machineCount > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <ExtendFloorButton floor={floor} cash={cash} />
        </div>
      )}
      {machineCount === 0 && (
        <p className="mb-4 flex gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 p-3 text-xs text-amber-100">
          <Lightbulb aria-hidden className="size-4 shrink-0 text-accent" />
          <span>
            Start with a Power Plant: every other machine needs its power. Then an Iron Mine and a Smelter, and sell the
            steel bars. A Coal Mine keeps the plant fuelled.
          </span>
        </p>
      )}
      <ul className="divide-y divide-line/60">
        {BUILD_ORDER.map((type) => (
          <BuildOption
            key={type}
            type={type}
            state={buildState(type, { cash, spare, pending: build.isPending, floorFree })}
            pending={building === type}
            onBuild={(t) => spend.check(buildSpend(t, (done) => build.mutate({ type: t }, { onSettled: done })))}
          />
        ))}
      </ul>
      {spend.dialog}
    </Card>
  );
}
