/**
 * Growth advice at today's prices (docs/adr/0008): what the recommendations offer a healthy factory
 * with cash once nothing is wrong. Everything it suggests pays back within ADVICE.GROWTH_PAYBACK_TICKS
 * at today's sell prices with the upkeep it adds counted, and makes nothing the market is glutted with.
 */
import { machineLabel } from '../catalog/labels.js';
import type { Level, MachineType } from '../catalog/machines.js';
import { machineConfig, MAX_LEVEL } from '../catalog/machines.js';
import { moreOf, siteYield } from '../catalog/sites.js';
import { MARKET, THRESHOLDS, TIME } from '../rules.js';
import type { StoredResource } from '../resources.js';
import type { FactoryState } from '../state.js';
import { factorySize } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import type { Advice, AdviceAction, Prices } from './advice.js';
import { ADVICE, build } from './advice.js';
import { chainPayback, upgradePayback } from './payback.js';

/** The chain the growth advice adds to: two iron mines and the smelter they feed. */
const STEEL_CHAIN: readonly MachineType[] = ['IRON_MINE', 'IRON_MINE', 'SMELTER'];
/** Machines whose upgrade the advice may suggest: they make what the standing orders sell. */
const REFINERS: readonly MachineType[] = ['SMELTER', 'STEEL_FURNACE', 'STEEL_MILL'];

/** Whether the market wants more of what a machine type makes: each product sells at GLUT_PRICE_SHARE of base or more. */
export function marketWants(type: MachineType, prices: Prices): boolean {
  return machineConfig(type, 1).outputs.every(
    (o) => o.resource === 'POWER' || prices[o.resource] >= MARKET.BASE_PRICES[o.resource] * ADVICE.GLUT_PRICE_SHARE,
  );
}

const pays = (ticks: number) => ticks <= ADVICE.GROWTH_PAYBACK_TICKS;

/** Where mines dig more, the ore they add pays as it is, refined or sold. */
function ironMineText(state: FactoryState): string {
  const more = siteYield(state.site, 'IRON_MINE');
  return more > 1
    ? `Your cash can grow the factory: an Iron Mine here digs ${moreOf(more)} ore, for your smelters or to sell.`
    : 'Your cash can grow the factory: another Iron Mine feeds more ore to your steel making.';
}

/**
 * A refiner for spare ore, when one pays at today's prices (the spare ore counted at its price); a Power
 * Plant first when the grid has no room for it, since a build the grid cannot power is refused.
 */
export function refinerAdvice(state: FactoryState, prices: Prices): Advice | null {
  const size = factorySize(state.machines);
  if (!marketWants('SMELTER', prices) || !pays(chainPayback(['SMELTER'], prices, size, state.site))) return null;
  return powerBudget(state).spare >= machineConfig('SMELTER', 1).powerConsumption
    ? build('SMELTER', 'You have spare iron ore and cash: a Smelter or Steel Furnace would turn it into steel bars.')
    : build('POWER_PLANT', 'You have spare iron ore: build a Power Plant, then a Smelter to turn it into steel bars.');
}

/**
 * The refiner upgrade that pays back soonest at today's prices, upkeep included, and that cash (with
 * THRESHOLDS.EXPANSION_CASH kept) and the spare power cover.
 */
function upgradeAdvice(state: FactoryState, prices: Prices, fits: Fits): Advice | null {
  const spare = powerBudget(state).spare;
  const size = factorySize(state.machines);
  let best: { machineId: string; ticks: number } | null = null;
  for (const m of state.machines) {
    if (!REFINERS.includes(m.type) || m.level >= MAX_LEVEL || m.condition <= 0 || m.maintenance) continue;
    if (!marketWants(m.type, prices) || !fits({ kind: 'upgrade', machineId: m.id })) continue;
    const next = machineConfig(m.type, (m.level + 1) as Level);
    const now = machineConfig(m.type, m.level);
    const ticks = upgradePayback(m.type, m.level, prices, size, state.site);
    const affordable = next.cost - now.cost <= state.cash - THRESHOLDS.EXPANSION_CASH;
    if (
      pays(ticks) &&
      affordable &&
      next.powerConsumption - now.powerConsumption <= spare &&
      (!best || ticks < best.ticks)
    )
      best = { machineId: m.id, ticks };
  }
  if (!best) return null;
  const hours = Math.ceil(best.ticks / TIME.TICKS_PER_HOUR);
  return {
    text: `Upgrade ${machineLabel(state.machines, best.machineId)}: at today's prices it pays back in about ${hours} hours, upkeep included.`,
    action: { kind: 'upgrade', machineId: best.machineId },
  };
}

/** Whether the factory's floor holds what an advice asks for (the recommendations' rule). */
export type Fits = (action: AdviceAction) => boolean;

/**
 * A healthy steel maker grows at today's prices: a new steel chain (its coal mine first while coal is
 * tight) while it pays back in time, upkeep included; else a Steel Mill, when milling bars pays; else the
 * best refiner upgrade. Each step is offered only when the floor holds it, so a factory near its floor
 * is still told what does fit. None when nothing pays: cash kept is not lost. `net` is each resource's
 * net rate.
 */
export function growthAdvice(
  state: FactoryState,
  net: (r: StoredResource) => number,
  prices: Prices,
  fits: Fits = () => true,
): Advice | null {
  const size = factorySize(state.machines);
  const chain =
    marketWants('SMELTER', prices) && pays(chainPayback(STEEL_CHAIN, prices, size, state.site))
      ? net('COAL') < ADVICE.GROWTH_COAL_MARGIN
        ? build('COAL_MINE', 'Your cash can grow the factory: first another Coal Mine, so the coal lasts as it grows.')
        : build('IRON_MINE', ironMineText(state))
      : null;
  if (chain && fits(chain.action)) return chain;
  const mill = machineConfig('STEEL_MILL', 1);
  const barsPerTick = mill.inputs.find((i) => i.resource === 'STEEL_BAR')!.quantity;
  const millPays =
    marketWants('STEEL_MILL', prices) &&
    pays(chainPayback(['STEEL_MILL'], prices, size, state.site)) &&
    state.cash >= mill.cost + THRESHOLDS.EXPANSION_CASH &&
    net('STEEL_BAR') >= barsPerTick;
  const milling = !millPays
    ? null
    : powerBudget(state).spare >= mill.powerConsumption
      ? build('STEEL_MILL', 'A Steel Mill would turn your steel bars into Advanced Steel, which pays more today.')
      : build('POWER_PLANT', 'Build a Power Plant, then a Steel Mill to turn your steel bars into Advanced Steel.');
  if (milling && fits(milling.action)) return milling;
  return upgradeAdvice(state, prices, fits);
}
