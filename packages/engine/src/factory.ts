import { seedRandom } from './random.js';
import { emptyInventory } from './resources.js';
import { STARTING_FACTORY } from './rules.js';
import type { FactoryState } from './state.js';

/** The state every player's factory starts from; the seed makes its breakdowns its own. */
export function newFactory(seed: number): FactoryState {
  return {
    tick: 0,
    cash: STARTING_FACTORY.cash,
    debt: STARTING_FACTORY.debt,
    inventory: { ...STARTING_FACTORY.inventory },
    machines: [],
    workers: [],
    rng: seedRandom(seed),
    counters: {
      machinesBuilt: 0,
      upgrades: 0,
      builtByType: {},
      produced: emptyInventory(),
      sold: emptyInventory(),
      powerSpent: 0,
    },
    achievements: {},
    challenge: null,
    salesThisTick: emptyInventory(),
  };
}
