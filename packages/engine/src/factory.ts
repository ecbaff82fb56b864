import { seedRandom } from './random.js';
import { emptyInventory } from './resources.js';
import { STANDING_ORDERS, STARTING_FACTORY } from './rules.js';
import type { FactoryState, StandingOrder } from './state.js';

/**
 * The standing sell orders every factory has until its player changes them, those made before
 * the orders existed too: its products at the rules' keep and floor. Shared, so never changed in place.
 */
export const DEFAULT_STANDING_ORDERS: readonly StandingOrder[] = Object.freeze(
  STANDING_ORDERS.RESOURCES.map((resource) => Object.freeze({ resource, keep: null, minPrice: null })),
);
/** Automatic maintenance is on until the player switches it off. */
export const DEFAULT_AUTO_MAINTENANCE = true;

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
      bought: emptyInventory(),
      powerSpent: 0,
      conceded: 0,
    },
    achievements: {},
    challenge: null,
    salesThisTick: emptyInventory(),
    purchasesThisTick: emptyInventory(),
    boughtStock: emptyInventory(),
    standingOrders: DEFAULT_STANDING_ORDERS,
    autoMaintenance: DEFAULT_AUTO_MAINTENANCE,
    site: null,
    extraFloor: 0,
  };
}
