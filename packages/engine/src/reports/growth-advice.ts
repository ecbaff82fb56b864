/**
 * Growth advice at today's prices (docs/adr/0008): what the recommendations offer a healthy factory
 * with cash once nothing is wrong. Everything it suggests pays back within ADVICE.GROWTH_PAYBACK_TICKS
 * at today's sell prices with the upkeep it adds counted, and makes nothing the market is glutted with.
 */
import { machineLabel } from '../catalog/labels.js';
import type { Level, MachineType } from '../catalog/machines.js';
import { machineConfig, MAX_LEVEL } from '../catalog/machines.js';
import { machineFloor, moreOf, SITE_RULES, siteWorks, siteYield } from '../catalog/sites.js';
import type { Cents } from '../money.js';
import { MARKET, THRESHOLDS, TIME } from '../rules.js';
import { floorSpace } from '../sites/floor.js';
import type { StoredResource } from '../resources.js';
import type { FactoryState } from '../state.js';
import { factorySize } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import type { Advice, AdviceAction, Prices, Step } from './advice.js';
import { ADVICE, build } from './advice.js';
import { chainPayback, topLevelPerFloor, upgradePayback } from './payback.js';

/** The chain the growth advice adds to: two iron mines and the smelter they feed. */
const STEEL_CHAIN: readonly MachineType[] = ['IRON_MINE', 'IRON_MINE', 'SMELTER'];
/** Machines whose upgrade the advice may suggest, with the site's works machine: they make what the standing orders sell. */
const REFINERS: readonly MachineType[] = ['SMELTER', 'STEEL_FURNACE', 'STEEL_MILL'];

/** Whether the market wants more of what a machine type makes: each product sells at GLUT_PRICE_SHARE of base or more. */
export function marketWants(type: MachineType, prices: Prices): boolean {
  return machineConfig(type, 1).outputs.every(
    (o) => o.resource === 'POWER' || prices[o.resource] >= MARKET.BASE_PRICES[o.resource] * ADVICE.GLUT_PRICE_SHARE,
  );
}

const pays = (ticks: number) => ticks <= ADVICE.GROWTH_PAYBACK_TICKS;

/** What new level-1 `types` that pay back in `ticks` earn a tick: a tick's profit is what repays their cost. */
const profitOf = (types: readonly MachineType[], ticks: number): Cents =>
  types.reduce((sum, t) => sum + machineConfig(t, 1).cost, 0) / ticks;

/** Building `first` towards `profit` a tick, on the floor all of `takes` (level 1) need. */
function buildStep(first: MachineType, text: string, profit: Cents, takes: readonly MachineType[]): Step {
  const floor = takes.reduce((sum, t) => sum + machineFloor(t, 1), 0);
  return { advice: build(first, text), perFloor: profit / floor };
}

/** Whether the floor, not the cash, now limits what the factory can build (ADVICE.FLOOR_SCARCE_SHARE). */
export function floorScarce(state: Pick<FactoryState, 'machines' | 'site' | 'extraFloor'>): boolean {
  const { used, total } = floorSpace(state);
  return used >= total * ADVICE.FLOOR_SCARCE_SHARE;
}

/** Of the steps the floor holds, the first while the floor is roomy; once it is scarce, the one that earns most on it. */
function choose(state: FactoryState, steps: readonly (Step | null)[], fits: Fits): Advice | null {
  const fitting = steps.filter((s): s is Step => s !== null && fits(s.advice.action));
  if (floorScarce(state)) fitting.sort((a, b) => b.perFloor - a.perFloor);
  return fitting[0]?.advice ?? null;
}

/** Where mines dig more, the ore they add pays as it is, refined or sold. */
function ironMineText(state: FactoryState): string {
  const more = siteYield(state.site, 'IRON_MINE');
  return more > 1
    ? `Your cash can grow the factory: an Iron Mine here digs ${moreOf(more)} ore, for your smelters or to sell.`
    : 'Your cash can grow the factory: another Iron Mine feeds more ore to your steel making.';
}

/**
 * A refiner for spare ore, when one pays at today's prices (the spare ore counted at its price); a Power
 * Plant first when the grid has no room for it, since a build the grid cannot power is refused. On a
 * scarce floor a refiner upgrade that earns more on it comes first: it smelts the same ore into more bars.
 */
export function refinerAdvice(state: FactoryState, prices: Prices, fits: Fits): Advice | null {
  const size = factorySize(state.machines);
  const ticks = chainPayback(['SMELTER'], prices, size, state.site);
  if (!marketWants('SMELTER', prices) || !pays(ticks)) return null;
  const profit = profitOf(['SMELTER'], ticks);
  const refiner =
    powerBudget(state).spare >= machineConfig('SMELTER', 1).powerConsumption
      ? buildStep(
          'SMELTER',
          'You have spare iron ore and cash: a Smelter or Steel Furnace would turn it into steel bars.',
          profit,
          ['SMELTER'],
        )
      : buildStep(
          'POWER_PLANT',
          'You have spare iron ore: build a Power Plant, then a Smelter to turn it into steel bars.',
          profit,
          ['POWER_PLANT', 'SMELTER'],
        );
  return choose(state, [refiner, floorScarce(state) ? upgradeStep(state, prices, fits) : null], fits);
}

/**
 * The upgrade of a refiner or of the site's works machine that pays back soonest at today's prices,
 * upkeep included (on a scarce floor: that earns most, a level taking the same floor whichever it is),
 * and that cash (with THRESHOLDS.EXPANSION_CASH kept) and the spare power cover.
 */
function upgradeStep(state: FactoryState, prices: Prices, fits: Fits): Step | null {
  const spare = powerBudget(state).spare;
  const size = factorySize(state.machines);
  const upgradable = [...REFINERS, siteWorks(state.site)];
  const rank = floorScarce(state)
    ? (b: { ticks: number; cost: Cents }) => -b.cost / b.ticks
    : (b: { ticks: number }) => b.ticks;
  let best: { machineId: string; ticks: number; cost: Cents } | null = null;
  for (const m of state.machines) {
    if (!upgradable.includes(m.type) || m.level >= MAX_LEVEL || m.condition <= 0 || m.maintenance) continue;
    if (!marketWants(m.type, prices) || !fits({ kind: 'upgrade', machineId: m.id })) continue;
    const next = machineConfig(m.type, (m.level + 1) as Level);
    const now = machineConfig(m.type, m.level);
    const ticks = upgradePayback(m.type, m.level, prices, size, state.site);
    const found = { machineId: m.id, ticks, cost: next.cost - now.cost };
    const affordable = found.cost <= state.cash - THRESHOLDS.EXPANSION_CASH;
    if (
      pays(ticks) &&
      affordable &&
      next.powerConsumption - now.powerConsumption <= spare &&
      (!best || rank(found) < rank(best))
    )
      best = found;
  }
  if (!best) return null;
  const hours = Math.ceil(best.ticks / TIME.TICKS_PER_HOUR);
  return {
    advice: {
      text: `Upgrade ${machineLabel(state.machines, best.machineId)}: at today's prices it pays back in about ${hours} hours, upkeep included.`,
      action: { kind: 'upgrade', machineId: best.machineId },
    },
    perFloor: best.cost / best.ticks / SITE_RULES.LEVEL_FLOOR,
  };
}

/** Whether the factory's floor holds what an advice asks for (the recommendations' rule). */
export type Fits = (action: AdviceAction) => boolean;

/**
 * A healthy steel maker grows at today's prices: its site's link of the works (`works`, when it pays);
 * else a new steel chain (its coal mine first while coal is tight) while it pays back in time, upkeep
 * included; else a Steel Mill, when milling bars pays; else the best upgrade. Each step is offered only
 * when the floor holds it, so a factory near its floor is still told what does fit; once the floor is
 * scarce, the step that earns most on it. None when nothing pays: cash kept is not lost. `net` is each
 * resource's net rate.
 */
export function growthAdvice(
  state: FactoryState,
  net: (r: StoredResource) => number,
  prices: Prices,
  fits: Fits = () => true,
  works: Step | null = null,
): Advice | null {
  const size = factorySize(state.machines);
  const chainTicks = chainPayback(STEEL_CHAIN, prices, size, state.site);
  const chainProfit = profitOf(STEEL_CHAIN, chainTicks);
  const chain =
    marketWants('SMELTER', prices) && pays(chainTicks)
      ? net('COAL') < ADVICE.GROWTH_COAL_MARGIN
        ? buildStep(
            'COAL_MINE',
            'Your cash can grow the factory: first another Coal Mine, so the coal lasts as it grows.',
            chainProfit,
            ['COAL_MINE', ...STEEL_CHAIN],
          )
        : buildStep('IRON_MINE', ironMineText(state), chainProfit, STEEL_CHAIN)
      : null;
  const mill = machineConfig('STEEL_MILL', 1);
  const barsPerTick = mill.inputs.find((i) => i.resource === 'STEEL_BAR')!.quantity;
  const millTicks = chainPayback(['STEEL_MILL'], prices, size, state.site);
  const millPays =
    marketWants('STEEL_MILL', prices) &&
    pays(millTicks) &&
    state.cash >= mill.cost + THRESHOLDS.EXPANSION_CASH &&
    net('STEEL_BAR') >= barsPerTick;
  const plantFirst = powerBudget(state).spare < mill.powerConsumption;
  const milling = !millPays
    ? null
    : {
        advice: plantFirst
          ? build('POWER_PLANT', 'Build a Power Plant, then a Steel Mill to turn your steel bars into Advanced Steel.')
          : build('STEEL_MILL', 'A Steel Mill would turn your steel bars into Advanced Steel, which pays more today.'),
        perFloor: topLevelPerFloor('STEEL_MILL', prices, state.site, plantFirst ? machineFloor('POWER_PLANT', 1) : 0),
      };
  return choose(state, [works, chain, milling, upgradeStep(state, prices, fits)], fits);
}
