import type { MachineType } from '../catalog/machines.js';
import { machineConfig } from '../catalog/machines.js';
import { formatUsd } from '../market/format.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import { CONDITION, MARKET, POWER, THRESHOLDS } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { MachinePlan, ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { spareShown } from '../actions/build.js';
import { fitsFloor, floorNeeded, floorSpace } from '../sites/floor.js';
import { powerBudget } from '../tick/power-budget.js';
import type { Advice, AdviceAction, Prices } from './advice.js';
import { ADVICE, aOrAn, build } from './advice.js';
import type { Situation } from './floor-advice.js';
import { fits, noRoomFor, withinFloor } from './floor-advice.js';
import { extensionAdvice } from './extension-advice.js';
import { growthAdvice, refinerAdvice } from './growth-advice.js';
import type { ChainRow } from './production.js';
import { productionChain } from './production.js';
import type { InputShortage } from './shortages.js';
import { inputShortages, isPowerPlant, producersOf } from './shortages.js';
import { workforceAnalysis } from './workforce.js';
import { boughtFromOthers, FROM_OTHERS, worksStep } from './works-advice.js';

export type { Advice, AdviceAction } from './advice.js';
export { ADVICE } from './advice.js';

/** Sell prices as the server or the browser has them; a resource missing is at its base price. */
type PricesToday = Partial<Prices>;

export const WELCOME_ADVICE =
  'Welcome! Build a Power Plant first, then a Coal Mine, two Iron Mines and a Smelter, hire their crews and sell your steel bars.';

/** The first factory the welcome box and Quick Build lead a new player to, in build order. */
export const WELCOME_SETUP: readonly MachineType[] = ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'];

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const percent = (share: number) => `${Math.round(share * 100)}%`;
const nameOf = (mp: MachinePlan) => machineConfig(mp.machine.type, mp.machine.level).name;
const listOf = (names: string[]) => [...new Set(names)].join(' and ');

/**
 * A coal mine needs power to be built: with none spare, the plant that makes room comes first. When
 * the floor holds not both, what `noRoomFor` offers for coal.
 */
function coalForPlants(at: Situation): Advice | null {
  const cause = 'Your power plants are short of coal';
  const mine = machineConfig('COAL_MINE', 1);
  const powered = powerBudget(at.state).spare >= mine.powerConsumption;
  const floor = floorNeeded('COAL_MINE', 1) + (powered ? 0 : floorNeeded('POWER_PLANT', 1));
  if (!fitsFloor(at.state, floor))
    return noRoomFor(at, powered ? ['COAL_MINE'] : ['POWER_PLANT', 'COAL_MINE'], cause, 'COAL');
  if (powered) return build('COAL_MINE', `${cause}, so power runs short: build a Coal Mine.`);
  return build(
    'POWER_PLANT',
    `${cause} and no power is spare for a Coal Mine: build a Power Plant, then the Coal Mine.`,
  );
}

/**
 * Plants are advised only for a deficit that remains with every plant fuelled and the bills
 * paid (re-planned with unlimited coal and cash): plants idle for want of coal or cash need
 * coal or cash, not company. Plants that would cover the draw at their capacity setting but make
 * less for want of staff need their crews, not company either.
 */
function powerAdvice(at: Situation): Advice[] {
  const { state, plan } = at;
  if (plan.powerFactor >= 1) return [];
  const advice: Advice[] = [];
  const coal = plantsOutOfCoal(at.shortages) ? coalForPlants(at) : null;
  if (coal) advice.push(coal);
  const fuelled = planProduction({ ...state, cash: Infinity, inventory: { ...state.inventory, COAL: Infinity } });
  if (fuelled.powerFactor < 1) {
    if (fuelled.actualGeneration < fuelled.theoreticalGeneration)
      advice.push({
        text: 'Your power plants lack staff, so they make less power than they could: hire the workers they miss.',
        action: { kind: 'hire' },
      });
    const deficit = fuelled.actualConsumption - Math.max(fuelled.actualGeneration, fuelled.theoreticalGeneration);
    if (deficit > 0) {
      const n = Math.ceil(deficit / POWER.ADVICE_PLANT_OUTPUT);
      const shown = +deficit.toFixed(1);
      // Never more plants than the floor holds: the rest of the deficit is capacity to lower.
      const room = Math.floor(floorSpace(state).free / floorNeeded('POWER_PLANT', 1));
      const plants = build(
        'POWER_PLANT',
        room === 0 || room >= n
          ? `Build ${n} more power ${plural(n, 'plant', 'plants')} to cover a power deficit of ${shown}, or lower the capacity of some machines.`
          : `Build ${room} more power ${plural(room, 'plant', 'plants')} (your floor has room for ${room} of the ${n} a power deficit of ${shown} needs), and lower the capacity of some machines.`,
      );
      const fix = withinFloor(at, plants, `Power is short by ${shown}`, 'POWER');
      if (fix) advice.push(fix);
    }
  }
  return advice;
}

function moneyAdvice(state: FactoryState, plan: ProductionPlan): Advice[] {
  const sell = (text: string): Advice[] => [{ text, action: { kind: 'sell' } }];
  if (plan.fundingFactor < 1)
    return sell(
      `Cash does not cover the next tick's running costs, so production runs at ${percent(plan.fundingFactor)}: sell stock or take an emergency loan.`,
    );
  if (state.cash < THRESHOLDS.LOW_CASH)
    return sell(`Cash is low (under ${formatUsd(THRESHOLDS.LOW_CASH)}): sell some stock before you build again.`);
  return [];
}

function conditionAdvice(state: FactoryState): Advice[] {
  const advice: Advice[] = [];
  const broken = state.machines.filter((m) => m.condition <= 0).length;
  if (broken > 0)
    advice.push({
      text: `${broken} ${plural(broken, 'machine is', 'machines are')} broken: an emergency repair gets ${plural(broken, 'it', 'them')} running again.`,
      action: { kind: 'emergencyRepair' },
    });
  const critical = state.machines.filter(
    (m) => m.condition > 0 && m.condition <= CONDITION.CRITICAL_MAX && !m.maintenance,
  ).length;
  if (critical > 0)
    advice.push({
      text: `${critical} ${plural(critical, 'machine is', 'machines are')} in critical condition: schedule an overhaul before ${plural(critical, 'it breaks', 'they break')} down.`,
      action: { kind: 'overhaul' },
    });
  return advice;
}

function shortageAdvice(at: Situation, shortage: InputShortage, skipPlants: boolean): Advice | null {
  const { state } = at;
  const starved = shortage.machines.filter((mp) => !(skipPlants && isPowerPlant(mp)));
  if (starved.length === 0) return null;
  const producers = producersOf(shortage.resource);
  const names = producers.map((type) => machineConfig(type, 1).name);
  const owned = state.machines.some((m) => producers.includes(m.type));
  const article = owned ? 'another' : aOrAn(names[0] ?? '');
  const users = starved.map(nameOf);
  const short = `${listOf(users)} ${plural(new Set(users).size, 'is', 'are')} short of ${RESOURCE_NAMES[shortage.resource]}`;
  if (boughtFromOthers(state.site, shortage.resource))
    return { text: `Your ${short}: buy it ${FROM_OTHERS}.`, action: { kind: 'buy' } };
  const advice = build(producers[0]!, `Build ${article} ${names.join(' or ')}: your ${short}.`);
  return withinFloor(at, advice, `Your ${short}`, shortage.resource);
}

function coalReserveAdvice(at: Situation, netCoal: number): Advice | null {
  const { plan } = at;
  const burning = plan.machines.some((mp) => isPowerPlant(mp) && (mp.consumed.COAL ?? 0) > 0);
  if (!burning || netCoal >= 0) return null;
  const ticksLeft = Math.floor(plan.inventoryAfter.COAL / -netCoal);
  if (ticksLeft >= ADVICE.COAL_RESERVE_TICKS) return null;
  const lasts = `Coal runs out in about ${ticksLeft} ${plural(ticksLeft, 'tick', 'ticks')} at this rate`;
  const advice = build('COAL_MINE', `${lasts}: build a Coal Mine to keep your power plants running.`);
  return withinFloor(at, advice, lasts, 'COAL');
}

/**
 * A healthy steel maker (nothing else to advise) with cash grows by mining more: once two more mines
 * leave ore over, the refining advice asks for the machine that uses it, when one pays; when none does
 * (ore dear against bars), growth goes on by what does pay, so a factory with spare ore is not left
 * without advice.
 */
function growsSteel(state: FactoryState): boolean {
  const refines = state.machines.some((m) =>
    machineConfig(m.type, m.level).inputs.some((i) => i.resource === 'IRON_ORE'),
  );
  return refines && state.cash >= THRESHOLDS.EXPANSION_CASH;
}

/** Advice for the next tick, most urgent first; the UI shows the first THRESHOLDS.RECOMMENDATIONS_SHOWN. */
export function recommendations(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
  prices: PricesToday = MARKET.BASE_PRICES,
): string[] {
  return advise(state, plan, prices).map((a) => a.text);
}

/**
 * What keeps the factory from running as it stands, most urgent first: power, cash, condition, crews,
 * inputs, coal running out. Empty when every machine runs in full; the headline names the first
 * (`gridHeadline`), the recommendations list them all before any advice to grow.
 */
export function urgentAdvice(state: FactoryState, plan: ProductionPlan = planProduction(state)): Advice[] {
  return urgent(state, plan).advice;
}

function plantsOutOfCoal(shortages: readonly InputShortage[]): boolean {
  return shortages.some((s) => s.resource === 'COAL' && s.machines.some(isPowerPlant));
}

/** What would end a power shortage next tick (crews, coal or plants), in the recommendations' words; empty with power enough. */
export function powerFixes(state: FactoryState, plan: ProductionPlan = planProduction(state)): Advice[] {
  if (plan.powerFactor >= 1) return [];
  return powerAdvice({ state, plan, shortages: inputShortages(state, plan) });
}

/** `urgentAdvice`, whether it holds advice about power (so no more is added to it), and the chain it read. */
function urgent(
  state: FactoryState,
  plan: ProductionPlan,
): { advice: Advice[]; powerAdvised: boolean; chain: ChainRow[] } {
  const advice: Advice[] = state.machines.length === 0 ? [build(WELCOME_SETUP[0]!, WELCOME_ADVICE)] : [];
  const shortages = inputShortages(state, plan);
  const at: Situation = { state, plan, shortages };
  const outOfCoal = plantsOutOfCoal(shortages);
  const power = powerAdvice(at);
  advice.push(...power, ...moneyAdvice(state, plan), ...conditionAdvice(state));
  const understaffed = workforceAnalysis(state, plan).understaffedMachines.length;
  if (understaffed > 0)
    advice.push({
      text: `${understaffed} ${plural(understaffed, 'machine misses', 'machines miss')} workers: hire staff to reach full output.`,
      action: { kind: 'hire' },
    });
  // With power short, plants out of coal were already named in the power advice.
  const plantsReported = outOfCoal && plan.powerFactor < 1;
  for (const shortage of shortages) {
    const text = shortageAdvice(at, shortage, plantsReported);
    if (text) advice.push(text);
  }
  const chain = productionChain(state, plan, shortages);
  const netCoal = chain.find((c) => c.resource === 'COAL')?.netRate ?? 0;
  const reserve = outOfCoal ? null : coalReserveAdvice(at, netCoal);
  if (reserve) advice.push(reserve);
  return { advice, powerAdvised: power.length > 0, chain };
}

/**
 * The plants may cover today's draw (the grid reads "Power to spare") while too little is left to
 * build on: the advice says which figure it reads, beside the headline that reads the other (issue 45).
 */
export function littlePowerLeft(spare: number, capacity: number): string {
  return `Little spare power is left: ${spareShown(spare)} of ${capacity} for new machines, worn machines' extra draw counted, though your plants may cover today's draw. Add a Power Plant before your next machine.`;
}

/**
 * The recommendations with what each asks the player to do. Growth is judged at `prices`, today's sell
 * prices (the base prices when none are given): the advice never asks to build what would not pay.
 */
export function advise(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
  pricesToday: PricesToday = MARKET.BASE_PRICES,
): Advice[] {
  const prices: Prices = { ...MARKET.BASE_PRICES, ...pricesToday };
  const empty = state.machines.length === 0;
  const { advice, powerAdvised, chain } = urgent(state, plan);
  const net = (r: StoredResource) => chain.find((c) => c.resource === r)?.netRate ?? 0;
  const refiner =
    net('IRON_ORE') >= THRESHOLDS.EXPANSION_NET_IRON && state.cash >= THRESHOLDS.EXPANSION_CASH
      ? refinerAdvice(state, prices, (action) => fits(state, action))
      : null;
  if (refiner) advice.push(refiner);
  // One Power Plant advice at a time: a refiner the grid cannot power already asks for one first.
  const plantAsked =
    powerAdvised || advice.some((a) => a.action.kind === 'build' && a.action.machine === 'POWER_PLANT');
  const budget = powerBudget(state);
  const powerLow =
    !empty && !plantAsked && budget.spare < Math.max(POWER.LOW_NET_POWER, budget.powerUsed * ADVICE.POWER_MARGIN);
  const plant = powerLow ? build('POWER_PLANT', littlePowerLeft(budget.spare, budget.powerCapacity)) : null;
  if (plant && fits(state, plant.action)) advice.push(plant);
  else if (advice.length === 0) {
    // The site's link of the works comes before more of the chain every site can build while the floor is
    // roomy; on a floor that holds nothing that pays, an extension when growth would pay on the wider one.
    // A plant the full floor cannot hold does not silence this: the extension makes room for it too.
    const growthOn = (at: FactoryState) => {
      const floorHolds = (action: AdviceAction) => fits(at, action);
      const works = worksStep(at, net, prices);
      if (growsSteel(at)) return growthAdvice(at, net, prices, floorHolds, works);
      return works && floorHolds(works.advice.action) ? works.advice : null;
    };
    const growth = growthOn(state) ?? extensionAdvice(state, growthOn);
    if (growth) advice.push(growth);
  }
  // Urgent advice already offers what fits (withinFloor); this drops the rest: more plants to build on, a refiner.
  return advice.filter((a) => fits(state, a.action));
}
