/**
 * The works advice (issue 47, docs/adr/0016): a factory's site is best at one link of the works, and
 * that link pays only when the factory buys what it does not make. The advice asks for it when it pays
 * back in time at today's prices with every input it must buy priced as it would buy it (the market's
 * ask at the site's spread) and every input it makes itself priced at what it would otherwise sell for.
 */
import { machineConfig } from '../catalog/machines.js';
import type { MachineType, WorksMachineType } from '../catalog/machines.js';
import type { SiteId } from '../catalog/sites.js';
import { machineFloor, moreOf, siteSpreadShare, siteWorks, siteYield } from '../catalog/sites.js';
import { WORKS_CATALOG } from '../catalog/works-table.js';
import { askOf } from '../market/pricing.js';
import { RESOURCE_NAMES } from '../resources.js';
import type { StoredResource } from '../resources.js';
import { THRESHOLDS, TIME } from '../rules.js';
import type { FactoryState } from '../state.js';
import { factorySize } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import type { Prices, Step } from './advice.js';
import { ADVICE, build } from './advice.js';
import { marketWants } from './growth-advice.js';
import { addedUpkeep, payback, topLevelPerFloor } from './payback.js';
import { producersOf } from './shortages.js';
import { listed } from '../words.js';

export { marketWants };

/** Where a factory buys what it does not make, in the advice's words. */
export const FROM_OTHERS = 'from other factories (the exchange, contracts or the market)';

/**
 * A works good made best at another site (coke at River Works, tools at the Free Port): the works
 * advice says to buy it from other factories, so a shortage of it says so too, not to build its machine.
 */
export function boughtFromOthers(site: SiteId | null, resource: StoredResource): boolean {
  const producers = producersOf(resource);
  return producers.length > 0 && producers.every((t) => t in WORKS_CATALOG && t !== siteWorks(site));
}

/** One input of a works machine: how much of a tick's need the factory makes itself and how much it buys. */
export interface WorksInput {
  resource: StoredResource;
  made: number;
  bought: number;
}

export interface WorksCase {
  type: MachineType;
  inputs: WorksInput[];
  /** What its bought inputs cost a tick, at the ask. */
  boughtPerTick: number;
  profitPerTick: number;
  paybackTicks: number;
}

/**
 * A level-1 `type` added to the factory, at its site's yield: what it earns a tick at today's prices,
 * its inputs split into what the factory's spare output covers (`net`, each good's net rate) and what
 * it buys at the ask, the upkeep it adds counted.
 */
export function worksCase(
  state: FactoryState,
  type: MachineType,
  net: (r: StoredResource) => number,
  prices: Prices,
): WorksCase {
  const config = machineConfig(type, 1);
  const base = payback(type, prices, 1, state.site);
  const spread = siteSpreadShare(state.site);
  let inputCost = 0;
  let boughtPerTick = 0;
  const inputs: WorksInput[] = [];
  for (const input of config.inputs) {
    if (input.resource === 'POWER') continue;
    const made = Math.min(input.quantity, Math.max(0, net(input.resource)));
    const bought = input.quantity - made;
    boughtPerTick += bought * askOf(prices[input.resource], spread);
    inputCost += made * prices[input.resource];
    inputs.push({ resource: input.resource, made, bought });
  }
  const profitPerTick =
    base.revenuePerTick -
    inputCost -
    boughtPerTick -
    base.operatingCostPerTick -
    base.powerCostPerTick -
    base.salariesPerTick -
    addedUpkeep(factorySize(state.machines), 1);
  return {
    type,
    inputs,
    boughtPerTick,
    profitPerTick,
    paybackTicks: profitPerTick > 0 ? Math.ceil(config.cost / profitPerTick) : Infinity,
  };
}

/** "coal", "steel bar and coke", "advanced steel, tools and coke". */
function names(inputs: readonly WorksInput[]): string {
  return listed(inputs.map((i) => RESOURCE_NAMES[i.resource].toLowerCase()));
}

/** What the advice says the factory will buy from others, and what its own machines feed. */
function supplyText(inputs: readonly WorksInput[]): string {
  const bought = inputs.filter((i) => i.bought > 0);
  const own = inputs.filter((i) => i.bought === 0);
  if (bought.length === 0) return 'Your own machines feed it.';
  const buys = `You will buy ${names(bought)} ${FROM_OTHERS}`;
  return own.length === 0 ? `${buys}.` : `${buys}; your own machines feed it ${names(own)}.`;
}

/** "makes 50% more tools here": the site's yield of the works machine, in the player's words. */
function gainHere(site: SiteId | null, type: WorksMachineType): string {
  const goods = machineConfig(type, 1).outputs.map((o) => RESOURCE_NAMES[o.resource].toLowerCase());
  return `makes ${moreOf(siteYield(site, type))} ${goods.join(' and ')} here`;
}

/**
 * The site's link of the works, when it pays back within ADVICE.GROWTH_PAYBACK_TICKS at today's
 * prices, the market wants what it makes, and cash covers it and ADVICE.WORKS_STOCK_TICKS of what it
 * buys with THRESHOLDS.EXPANSION_CASH kept;
 * a Power Plant first when no power is spare for it. None at a site without a works machine of its own.
 */
export function worksStep(state: FactoryState, net: (r: StoredResource) => number, prices: Prices): Step | null {
  const type = siteWorks(state.site);
  if (!type) return null;
  const config = machineConfig(type, 1);
  if (!marketWants(type, prices)) return null;
  const found = worksCase(state, type, net, prices);
  const stock = found.boughtPerTick * ADVICE.WORKS_STOCK_TICKS;
  if (state.cash < config.cost + THRESHOLDS.EXPANSION_CASH + stock) return null;
  if (found.paybackTicks > ADVICE.GROWTH_PAYBACK_TICKS) return null;
  const hours = Math.ceil(found.paybackTicks / TIME.TICKS_PER_HOUR);
  const gain = `${gainHere(state.site, type)} and pays back in about ${hours} hours at today's prices, upkeep and bought inputs counted. ${supplyText(found.inputs)}`;
  // The ask comes first, beside its button: a plant when the works machine has no power to run on.
  if (powerBudget(state).spare < config.powerConsumption)
    return {
      advice: build(
        'POWER_PLANT',
        `Your site suits a ${config.name}, but too little power is spare for it: build a Power Plant first. A ${config.name} ${gain}`,
      ),
      perFloor: topLevelPerFloor(type, prices, state.site, machineFloor('POWER_PLANT', 1)),
    };
  return {
    advice: build(type, `Your site suits a ${config.name}: it ${gain}`),
    perFloor: topLevelPerFloor(type, prices, state.site),
  };
}
