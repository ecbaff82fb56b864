import type { MachineType } from '@forgeworks/engine';
import {
  chainPayback,
  factorySize,
  floorScarce,
  machineFloor,
  MACHINE_TYPES,
  machineConfig,
  marketWants,
  powerBudget,
  sellPrices,
  siteWorks,
  usd,
  worksCase,
} from '@forgeworks/engine';
import { balanceGrid, lookAfterFactory } from '../care.js';
import { balance, nominalFlows } from '../flows.js';
import type { Game } from '../game.js';
import { sellSurplus } from '../selling.js';
import type { Strategy } from '../strategy.js';
import { bidForInputs } from './bidding.js';
import { boughtBill, buyShortfall } from './supply.js';

/** Ticks of inputs kept in stock before anything is sold. */
const INPUT_BUFFER_TICKS = 12;
/** Bought inputs it buys from the market at once (it comes back every tick); its bids ask for the rest of its buffer. */
const MARKET_TICKS = 2;
/** Cash kept back from building: this many ticks of wages and running costs, and at least a floor. */
const RESERVE_TICKS = 36;
const RESERVE_FLOOR = usd(5_000);

/**
 * Margins on the nominal budgets: worn machines draw more power than their level says, and a
 * grid short by one unit halves everything (and the coal mines that feed the plants with it).
 */
const POWER_MARGIN = 0.2;
const COAL_MARGIN = 0.15;

/**
 * It stops building at this many machines (twelve times the welcome setup's five). Unbounded, it had
 * 1,000 machines by day 10 of a shared market: its steel took the price from $114 to $59, which
 * bankrupted the factories that sell steel, and its turn and tick cost more than all the others'.
 */
export const MAX_MACHINES = 40;

const PRODUCERS = MACHINE_TYPES.filter((t) => t !== 'POWER_PLANT');

/** Machines that would take longer than this to pay back at today's prices are not worth building. */
const MAX_PAYBACK_TICKS = 576;

interface Candidate {
  type: MachineType;
  ticks: number;
}

/**
 * Of the machines whose inputs the chain already makes, and its site's link of the works with what it
 * does not make bought at the site's ask (`worksCase`, as the works advice judges it), the one that pays
 * back soonest at current prices and the site's yields, the upkeep it adds counted (so it stops where a
 * machine no longer earns its keep); once its floor is scarce, the one that earns most on it.
 */
function mostProfitable(game: Game): MachineType | null {
  const prices = sellPrices(game.market);
  const flows = nominalFlows(game.state);
  const size = factorySize(game.state.machines);
  const supplied = (type: MachineType) =>
    machineConfig(type, 1).inputs.every((i) => i.resource === 'POWER' || balance(flows, i.resource) >= i.quantity);
  const candidates: Candidate[] = PRODUCERS.filter(supplied).map((type) => ({
    type,
    ticks: chainPayback([type], prices, size, game.state.site),
  }));
  const works = siteWorks(game.state.site);
  if (works && marketWants(works, prices)) {
    const ticks = worksCase(game.state, works, (r) => balance(flows, r), prices).paybackTicks;
    candidates.push({ type: works, ticks });
  }
  const paying = candidates.filter((c) => c.ticks <= MAX_PAYBACK_TICKS);
  // A tick's profit is what repays the cost in `ticks`. Sorted stably: of two alike, the catalog's first.
  const perFloor = (c: Candidate) => machineConfig(c.type, 1).cost / c.ticks / machineFloor(c.type, 1);
  const best = floorScarce(game.state)
    ? paying.sort((a, b) => perFloor(b) - perFloor(a))[0]
    : paying.sort((a, b) => a.ticks - b.ticks)[0];
  return best?.type ?? null;
}

/** The next machine: power and fuel margins first, then whatever earns most. */
function nextMachine(game: Game): MachineType | null {
  const state = game.state;
  const flows = nominalFlows(state);
  const { spare, powerUsed } = powerBudget(state);
  const powerShort = spare < Math.max(6, powerUsed * POWER_MARGIN);
  if (balance(flows, 'COAL') < Math.max(2, flows.COAL.used * COAL_MARGIN)) {
    return spare >= machineConfig('COAL_MINE', 1).powerConsumption ? 'COAL_MINE' : 'POWER_PLANT';
  }
  if (powerShort) return 'POWER_PLANT';
  return mostProfitable(game);
}

/**
 * Cash kept back: its bills for RESERVE_TICKS, and a buffer of the inputs it buys (with `adding` built),
 * or a machine that needs bought inputs would leave nothing to buy them with.
 */
function reserve(game: Game, adding?: MachineType): number {
  const wages = game.state.workers.reduce((sum, w) => sum + w.salary, 0);
  const running = game.state.machines.reduce((sum, m) => sum + machineConfig(m.type, m.level).operatingCost, 0);
  return Math.max(RESERVE_FLOOR, (wages + running) * RESERVE_TICKS + boughtBill(game, adding) * INPUT_BUFFER_TICKS);
}

/**
 * Reinvests greedily: every dollar above its reserve goes into the next machine the chain needs;
 * every tick it sells all but a buffer of what its own machines consume.
 */
export const expander: Strategy = {
  name: 'expander',
  act(game) {
    lookAfterFactory(game);
    balanceGrid(game);
    sellSurplus(game, INPUT_BUFFER_TICKS);
    bidForInputs(game, INPUT_BUFFER_TICKS);
    buyShortfall(game, MARKET_TICKS, INPUT_BUFFER_TICKS - MARKET_TICKS, reserve(game) / 2);
    for (let built = 0; built < 3 && game.state.machines.length < MAX_MACHINES; built++) {
      const type = nextMachine(game);
      if (!type) break;
      if (game.state.cash - machineConfig(type, 1).cost < reserve(game, type)) break;
      if (!game.build(type)) break;
      lookAfterFactory(game);
    }
  },
};
