import type { MachineType } from '@forgeworks/engine';
import {
  chainPayback,
  factorySize,
  MACHINE_TYPES,
  machineConfig,
  powerBudget,
  sellPrices,
  usd,
} from '@forgeworks/engine';
import { balanceGrid, lookAfterFactory } from '../care.js';
import { balance, nominalFlows } from '../flows.js';
import type { Game } from '../game.js';
import { sellSurplus } from '../selling.js';
import type { Strategy } from '../strategy.js';
import { bidForInputs } from './bidding.js';

/** Ticks of inputs kept in stock before anything is sold. */
const INPUT_BUFFER_TICKS = 12;
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

/**
 * Of the machines whose inputs the chain already makes, the one that pays back soonest at current
 * prices and the site's yields, the upkeep it adds counted (so it stops where a machine no longer earns its keep).
 */
function mostProfitable(game: Game): MachineType | null {
  const prices = sellPrices(game.market);
  const flows = nominalFlows(game.state);
  const size = factorySize(game.state.machines);
  let best: { type: MachineType; ticks: number } | null = null;
  for (const type of PRODUCERS) {
    const inputs = machineConfig(type, 1).inputs;
    const supplied = inputs.every((i) => i.resource === 'POWER' || balance(flows, i.resource) >= i.quantity);
    const ticks = chainPayback([type], prices, size, game.state.site);
    if (supplied && ticks <= MAX_PAYBACK_TICKS && (!best || ticks < best.ticks)) best = { type, ticks };
  }
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

function reserve(game: Game): number {
  const wages = game.state.workers.reduce((sum, w) => sum + w.salary, 0);
  const running = game.state.machines.reduce((sum, m) => sum + machineConfig(m.type, m.level).operatingCost, 0);
  return Math.max(RESERVE_FLOOR, (wages + running) * RESERVE_TICKS);
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
    for (let built = 0; built < 3 && game.state.machines.length < MAX_MACHINES; built++) {
      const type = nextMachine(game);
      if (!type) break;
      if (game.state.cash - machineConfig(type, 1).cost < reserve(game)) break;
      if (!game.build(type)) break;
      lookAfterFactory(game);
    }
  },
};
