import { ArrowRight, Lightbulb, Moon, Rocket, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { machineInfo, type Amount } from '@/shared/lib/catalog';
import { formatMoney, formatQuantity } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { BuyShortfallButton } from '@/shared/ui/BuyShortfallButton';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { inWords, welcomeBuilds, type WelcomeBuild } from '@/shared/lib/welcome-setup';
import { feedsPerConsumer, welcomeCrew } from '../lib/getting-started';

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

interface Step {
  key: string;
  icon: ReactNode;
  title: string;
  cost: number;
  detail: ReactNode;
}

const STEPS: Step[] = [
  ...BUILDS.map((build) => ({
    key: build.type,
    icon: <MachineIcon type={build.type} />,
    title: buildName(build),
    cost: build.cost,
    detail: `${whatItDoes(build)} ${whyItIsThere(build)}`,
  })),
  {
    key: 'crews',
    icon: <Users aria-hidden />,
    title: 'Hire the crews',
    cost: CREW.hiringCost,
    detail: (
      <>
        {CREW.workers} workers in all, {formatMoney(CREW.salaries)} a tick in salaries: on the{' '}
        <InlineLink to="/game/workforce">Workforce</InlineLink> page, &lsquo;Hire all missing crew&rsquo; hires them in
        one click.
      </>
    ),
  },
];

/** The welcome box for a factory with no machines: the engine's welcome setup, step by step. */
export function WelcomeBox() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-xl border border-amber-500/30 bg-gradient-to-br from-amber-500/10 via-panel to-panel p-5"
    >
      <h2 id="welcome-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Rocket aria-hidden className="size-5 text-accent" /> Welcome to your factory!
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Build in this order to get steel flowing ({dollars(SETUP_COST)} of machines), then staff them:
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.key} className="flex gap-3 rounded-lg border border-line/70 bg-raised/50 p-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-slate-950">
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-ink [&>svg]:size-4 [&>svg]:text-accent">
                {step.icon} {step.title}
              </p>
              <p className="text-sm font-semibold text-accent tabular-nums">{dollars(step.cost)}</p>
              <p className="mt-1 text-xs leading-relaxed text-ink-muted">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
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

/** 'Coal Mine (3 power), 2 × Iron Mine (2 power each) and Smelter (5 power)': what the plant's power is for. */
const AFTER_THE_PLANT = BUILDS.filter((b) => b.type !== 'POWER_PLANT')
  .map((b) => `${buildName(b)} (${machineInfo(b.type).powerConsumption} power${b.count > 1 ? ' each' : ''})`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

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
          add a Coal Mine to keep it running (or buy coal to tide it over). Its {spare} spare power can now run the rest
          of the welcome setup: {AFTER_THE_PLANT}.
        </p>
        <BuyShortfallButton resource="COAL" perTick={plantCoal} />
        <p className="inline-flex items-center gap-1">
          Build them below <ArrowRight aria-hidden className="size-4 rotate-90" />
        </p>
      </div>
    </aside>
  );
}
