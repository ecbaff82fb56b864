import type { MachineType } from '@forgeworks/contract';
import { ArrowRight, Lightbulb, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { machineInfo } from '@/shared/lib/catalog';
import { formatMoney, formatQuantity } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { MachineIcon, ResourceIcon } from '@/shared/ui/GameIcons';

const dollars = (n: number) => formatMoney(n).replace(/\.00$/, '');
const plant = machineInfo('POWER_PLANT');
const ironMine = machineInfo('IRON_MINE');
const smelter = machineInfo('SMELTER');
const coalMine = machineInfo('COAL_MINE');
const plantCoal = plant.inputs.find((i) => i.resource === 'COAL')?.quantity ?? 0;
const out = (type: MachineType) => machineInfo(type).outputs[0];

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('font-medium text-accent underline-offset-2 hover:underline', focusRing, 'rounded')}>
      {children}
    </Link>
  );
}

interface Step {
  icon: ReactNode;
  title: string;
  cost?: number;
  detail: ReactNode;
}

const STEPS: Step[] = [
  {
    icon: <MachineIcon type="POWER_PLANT" />,
    title: 'Power Plant',
    cost: plant.cost,
    detail: `Makes ${plant.powerOutput} power from ${plantCoal} coal a tick. Every other machine runs on it.`,
  },
  {
    icon: <MachineIcon type="IRON_MINE" />,
    title: 'Iron Mine',
    cost: ironMine.cost,
    detail: `Digs ${out('IRON_MINE')?.quantity} iron ore a tick using ${ironMine.powerConsumption} power.`,
  },
  {
    icon: <MachineIcon type="SMELTER" />,
    title: 'Smelter',
    cost: smelter.cost,
    detail: `Turns ${smelter.inputs.map((i) => `${i.quantity} ${i.name.toLowerCase()}`).join(' and ')} into ${out('SMELTER')?.quantity} steel bars a tick using ${smelter.powerConsumption} power.`,
  },
  {
    icon: <ResourceIcon type="STEEL_BAR" />,
    title: 'Sell steel bars',
    detail: (
      <>
        Sell them on the <InlineLink to="/game/market">Market</InlineLink> to grow your cash.
      </>
    ),
  },
];

/** The welcome box for a factory with no machines: the recommended build order. */
export function WelcomeBox() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-xl border border-amber-500/30 bg-gradient-to-br from-amber-500/10 via-panel to-panel p-5"
    >
      <h2 id="welcome-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Rocket aria-hidden className="size-5 text-accent" /> Welcome to your factory!
      </h2>
      <p className="mt-1 text-sm text-slate-300">Build in this order to get steel flowing:</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-lg border border-line/70 bg-raised/50 p-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-slate-950">
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-ink [&>svg]:text-accent">
                {step.icon} {step.title}
              </p>
              {step.cost !== undefined && (
                <p className="text-sm font-semibold text-accent tabular-nums">{dollars(step.cost)}</p>
              )}
              <p className="mt-1 text-xs leading-relaxed text-ink-muted">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-300">
        Other machines need spare power, so the Power Plant comes first. A Coal Mine ({dollars(coalMine.cost)}) keeps it
        fed, and each machine needs its crew: hire them on the <InlineLink to="/game/workforce">Workforce</InlineLink>{' '}
        page.
      </p>
    </section>
  );
}

/** The tip for a factory with only power plants: feed the plant, then use its power. */
export function PowerPlantTip({ coal, spare }: { coal: number; spare: number }) {
  const ticksOfCoal = plantCoal > 0 ? Math.floor(coal / plantCoal) : 0;
  return (
    <aside className="flex gap-3 rounded-xl border border-sky-400/30 bg-sky-400/5 p-4 text-sm" aria-label="Tip">
      <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-300" />
      <div className="flex flex-col gap-1 text-slate-300">
        <p className="font-semibold text-ink">Your power is on. Now put it to work.</p>
        <p>
          The plant burns {plantCoal} coal a tick: your {formatQuantity(coal)} coal lasts about {ticksOfCoal} ticks, so
          add a Coal Mine to keep it running. Its {spare} spare power can now run a Coal Mine (
          {coalMine.powerConsumption}), an Iron Mine ({ironMine.powerConsumption}) and a Smelter (
          {smelter.powerConsumption}).
        </p>
        <p className="inline-flex items-center gap-1">
          Build them below <ArrowRight aria-hidden className="size-4 rotate-90" />
        </p>
      </div>
    </aside>
  );
}
