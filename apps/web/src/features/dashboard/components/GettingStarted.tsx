import type { MachineType } from '@forgeworks/contract';
import type { SiteId } from '@forgeworks/engine';
import { Check, Hammer, Lightbulb, MapPin, Moon, Rocket, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { useBuildMachine } from '@/shared/api/machines';
import { machineInfo, type Amount } from '@/shared/lib/catalog';
import { hireAllBlocker, type CrewQuote } from '@/shared/lib/crew-quote';
import { formatMoney, formatUnits } from '@/shared/lib/format';
import { Button, focusRing } from '@/shared/ui/Button';
import { BuyShortfallButton } from '@/shared/ui/BuyShortfallButton';
import { HireAllCrewButton } from '@/shared/ui/HireAllCrewButton';
import { buildSpend, useSpendCheck } from '@/shared/ui/SpendCheck';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { inWords, welcomeBuilds, type WelcomeBuild } from '@/shared/lib/welcome-setup';
import { siteTradeLine } from '@/shared/lib/site-trade';
import { feedsPerConsumer, welcomeCrew, type GuideProgress, type GuideStep } from '../lib/getting-started';

const dollars = (n: number) => formatMoney(n).replace(/\.00$/, '');
const plant = machineInfo('POWER_PLANT');
const plantCoal = plant.inputs.find((i) => i.resource === 'COAL')?.quantity ?? 0;
const BUILDS = welcomeBuilds();
const CREW = welcomeCrew();
const SETUP_COST = BUILDS.reduce((sum, b) => sum + b.cost, 0);
/** Ore, coal and steel are counted by the ton; bars one by one. */
const amountText = (a: Amount) =>
  `${a.quantity} ${a.name.toLowerCase()}${a.resource === 'STEEL_BAR' && a.quantity !== 1 ? 's' : ''}`;
const amounts = (list: Amount[]) => list.map(amountText).join(' and ');
const buildName = ({ type, count }: WelcomeBuild) => `${count > 1 ? `${count} × ` : ''}${machineInfo(type).name}`;

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('font-medium text-accent underline-offset-2 hover:underline', focusRing, 'rounded')}>
      {children}
    </Link>
  );
}

/** What a step's machines do, in the catalog's figures. */
function whatItDoes({ type, count }: WelcomeBuild): string {
  const info = machineInfo(type);
  if (type === 'POWER_PLANT') return `Makes ${info.powerOutput} power from ${plantCoal} coal a tick.`;
  const verb = info.inputs.length > 0 ? `turns ${amounts(info.inputs)} into` : 'makes';
  const does = `${verb} ${amounts(info.outputs)} a tick using ${info.powerConsumption} power.`;
  return count > 1 ? `Each ${does}` : does[0]!.toUpperCase() + does.slice(1);
}

/** Why the setup has it: what runs on it, or how many of it the next machine eats the output of. */
function whyItIsThere(build: WelcomeBuild): string {
  if (build.type === 'POWER_PLANT') return 'Every other machine runs on it.';
  const made = machineInfo(build.type).outputs[0];
  const eaters = BUILDS.filter((b) => machineInfo(b.type).inputs.some((i) => i.resource === made?.resource));
  if (!made || eaters.length === 0) return 'It makes what you sell.';
  const eater = eaters.at(-1)!;
  if (build.count > 1) {
    const feeds = feedsPerConsumer(build.type, eater.type);
    return `One ${machineInfo(eater.type).name} eats the ${made.name.toLowerCase()} of ${inWords(feeds)}.`;
  }
  return `It feeds the ${eaters.map((b) => machineInfo(b.type).name).join(' and the ')}.`;
}

/**
 * What a step is, in the guide's words: its icon, title, cost and why it is there. The crews are
 * the factory's own once its builds are done (what 'Hire all missing crew' would hire now), the
 * whole setup's before.
 */
function describe(step: GuideStep, crew: CrewQuote, buildsDone: boolean) {
  if (step.kind === 'crews') {
    const { workers, hiringCost, salaries } = buildsDone ? crew : CREW;
    return {
      icon: <Users aria-hidden />,
      title: 'Hire the crews',
      cost: hiringCost,
      detail: `${workers} ${workers === 1 ? 'worker' : 'workers'} ${buildsDone ? 'for the machines you have' : 'in all'}, ${formatMoney(salaries)} a tick in salaries: every machine gets the crew its level asks for.`,
    };
  }
  const met = step.done && step.metBy !== null ? machineInfo(step.metBy) : null;
  return {
    icon: <MachineIcon type={step.build.type} />,
    title: buildName(step.build),
    cost: step.build.cost,
    detail: met
      ? `Done by your ${met.name}, which makes the same ${met.outputs[0]?.name.toLowerCase() ?? 'goods'}: another on the same inputs would starve both.`
      : `${whatItDoes(step.build)} ${whyItIsThere(step.build)}`,
  };
}

export interface WelcomeGuideProps {
  progress: GuideProgress;
  /** The factory's cash, dollars. */
  cash: number;
  /** What 'Hire all missing crew' would hire now. */
  crew: CrewQuote;
  /** Coal in stock: until the Coal Mine is built, the plant burns the starting coal. */
  coal: number;
  /** Where the factory stands, once chosen: the guide says what it makes best and will buy from others. */
  site: SiteId | null;
}

/** Between the plant and the coal mine: how long the coal lasts, and coal to buy when it runs low. */
function CoalTip({ coal }: { coal: number }) {
  const ticksOfCoal = plantCoal > 0 ? Math.floor(coal / plantCoal) : 0;
  return (
    <aside className="mt-3 flex gap-2 rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm" aria-label="Tip">
      <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
      <div className="flex flex-col gap-2 text-slate-300">
        <p>
          Your power is on. The plant burns {plantCoal} coal a tick: your {formatUnits(coal)} coal lasts about{' '}
          {ticksOfCoal} ticks, so the Coal Mine comes next (or buy coal to tide it over).
        </p>
        <BuyShortfallButton resource="COAL" perTick={plantCoal} />
      </div>
    </aside>
  );
}

/**
 * The welcome guide: the engine's welcome setup step by step, each step's button where the step
 * stands (the step to take now enabled, the rest waiting their turn), until every step is done.
 */
export function WelcomeGuide({ progress, cash, crew, coal, site }: WelcomeGuideProps) {
  const build = useBuildMachine();
  const spend = useSpendCheck({ pending: build.isPending, cash });
  const { steps, current } = progress;
  const onBuild = (type: MachineType) =>
    spend.check(buildSpend(type, (done) => build.mutate({ type }, { onSettled: done })));
  const stepButton = (step: GuideStep, i: number) => {
    if (step.done) return null;
    const now = i === current;
    if (step.kind === 'crews')
      return now ? (
        <HireAllCrewButton quote={crew} cash={cash} blocker={hireAllBlocker(crew, cash)} />
      ) : (
        <Button size="sm" variant="secondary" disabled>
          Hire all missing crew
        </Button>
      );
    const { type } = step.build;
    return (
      <Button
        size="sm"
        variant={now ? 'primary' : 'secondary'}
        disabled={!now || build.isPending}
        pending={now && build.isPending}
        icon={<Hammer aria-hidden className="size-4" />}
        onClick={() => onBuild(type)}
      >
        Build {machineInfo(type).name}
      </Button>
    );
  };
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-xl border border-amber-500/30 bg-gradient-to-br from-amber-500/10 via-panel to-panel p-4 sm:p-5"
    >
      <h2 id="welcome-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Rocket aria-hidden className="size-5 text-accent" /> Welcome to your factory!
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Build in this order to get steel flowing ({dollars(SETUP_COST)} of machines), then staff them
        {current !== null && (
          <span className="text-ink-muted">
            {' '}
            · step {current + 1} of {steps.length}
          </span>
        )}
        :
      </p>
      <ol className="mt-3 grid gap-2 sm:gap-3 lg:grid-cols-2">
        {steps.map((step, i) => {
          const { icon, title, cost, detail } = describe(
            step,
            crew,
            steps.every((s) => s.kind !== 'build' || s.done),
          );
          const now = i === current;
          return (
            <li
              key={step.kind === 'build' ? step.build.type : 'crews'}
              aria-current={now ? 'step' : undefined}
              className={cn(
                'flex gap-3 rounded-lg border p-3',
                now ? 'border-amber-500/60 bg-raised' : 'border-line/70 bg-raised/50',
              )}
            >
              <span
                className={cn(
                  'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
                  step.done ? 'bg-emerald-500/20 text-emerald-300' : 'bg-accent text-slate-950',
                )}
              >
                {step.done ? (
                  <>
                    <Check aria-hidden className="size-4" />
                    <span className="sr-only">Done</span>
                  </>
                ) : (
                  i + 1
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <p className="flex items-center gap-1.5 font-semibold text-ink [&>svg]:size-4 [&>svg]:text-accent">
                    {icon} {title}
                  </p>
                  <span className="font-semibold text-accent tabular-nums">{dollars(cost)}</span>
                  {step.kind === 'build' && step.build.count > 1 && !step.done && (
                    <span className="text-xs text-ink-muted">
                      {step.built} of {step.build.count} built
                    </span>
                  )}
                </div>
                {/* On a phone only the step to take now explains itself, so the guide fits the first screen. */}
                <p className={cn('text-xs leading-relaxed text-ink-muted', !now && 'hidden sm:block')}>{detail}</p>
                <div className="mt-1">{stepButton(step, i)}</div>
              </div>
            </li>
          );
        })}
      </ol>
      {steps[0]?.done && !steps[1]?.done && <CoalTip coal={coal} />}
      {site && (
        <p className="mt-4 flex gap-2 text-sm text-slate-300" data-testid="guide-site">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
          <span>
            <span className="font-semibold text-ink">Your site.</span> {siteTradeLine(site)} Players sell on the{' '}
            <InlineLink to="/game/market?tab=exchange">Exchange</InlineLink>.
          </span>
        </p>
      )}
      {spend.dialog}
      <p className="mt-4 flex gap-2 text-sm text-slate-300">
        <Moon aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
        <span>
          <span className="font-semibold text-ink">While you are away</span>, the factory sells its steel bars by
          standing sell orders (<InlineLink to="/game/market">Market</InlineLink>) and repairs and services its machines
          by automatic maintenance (<InlineLink to="/game/maintenance">Maintenance</InlineLink>), both on from the
          start.
        </span>
      </p>
      <p className="mt-2 flex gap-2 text-sm text-slate-300">
        <ShoppingCart aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
        <span>
          <span className="font-semibold text-ink">Short of coal or iron ore?</span> Buy what your machines need on{' '}
          <InlineLink to="/game/market">Buy &amp; Sell</InlineLink>, at the ask, a little above the market price, to
          keep them running while your mines catch up.
        </span>
      </p>
    </section>
  );
}
