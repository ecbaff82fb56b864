import { machineConfig } from '../catalog/machines.js';
import { maintenanceCost } from '../catalog/maintenance.js';
import type { MarketState } from '../market/pricing.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { AUTO_MAINTENANCE, MARKET, STANDING_ORDERS } from '../rules.js';
import { emergencyRepairCost } from '../valuation.js';
import type { ActionResult, FactoryState, GameEvent, StandingOrder } from '../state.js';
import { totalSalaries } from '../reports/costs.js';
import { planProduction } from '../tick/plan.js';
import type { ActionContext } from './common.js';
import { emergencyRepair, scheduleMaintenance } from './maintenance.js';
import { sellResource } from './sell-resource.js';

/** Units of a resource the factory's working machines use a tick at their capacity setting. */
export function ownUse(state: FactoryState, resource: StoredResource): number {
  let used = 0;
  for (const m of state.machines) {
    if (m.condition <= 0) continue;
    for (const i of machineConfig(m.type, m.level).inputs) if (i.resource === resource) used += i.quantity * m.capacity;
  }
  return used;
}

/** The lowest price a standing order sells at, in cents a unit. */
export function orderFloor(order: StandingOrder): Cents {
  return order.minPrice ?? MARKET.BASE_PRICES[order.resource] * STANDING_ORDERS.MIN_PRICE_SHARE;
}

/**
 * The units a standing order holds back from sale: its own keep, or by default 12 ticks of own use
 * and every unit bought or received (the default sells what the factory makes beyond its needs).
 */
export function orderKeep(state: FactoryState, order: StandingOrder): number {
  if (order.keep !== null) return order.keep;
  return ownUse(state, order.resource) * STANDING_ORDERS.KEEP_TICKS + state.boughtStock[order.resource];
}

/** Cash that automatic maintenance leaves untouched: RESERVE_TICKS of the next tick's bills. */
function reserve(state: FactoryState): Cents {
  return (planProduction(state).costs.total + totalSalaries(state)) * AUTO_MAINTENANCE.RESERVE_TICKS;
}

const NOTHING: readonly GameEvent[] = Object.freeze([]);

/**
 * Runs a factory's standing instructions before a tick, as the player's own actions would: the
 * standing orders sell through the market, then (with automatic maintenance on) broken machines
 * are repaired and worn ones serviced while a cash reserve remains. Pure; the sales are in the
 * state's salesThisTick and in the events, for the market. Runs for every factory every tick, so
 * a factory with nothing to do costs a price comparison per order and a look at each machine.
 */
export function runStandingInstructions(
  state: FactoryState,
  ctx: ActionContext & { market: MarketState },
): { state: FactoryState; events: readonly GameEvent[] } {
  let current = state;
  let events = NOTHING;
  for (const order of state.standingOrders) {
    // The price is checked first: it is the cheapest test, and when it fails nothing else runs.
    if (ctx.market.resources[order.resource].sellPrice < orderFloor(order)) continue;
    const quantity = Math.floor(current.inventory[order.resource] - orderKeep(current, order));
    if (quantity <= 0) continue;
    const sold = sellResource(current, { resource: order.resource, quantity }, ctx);
    if (!sold.ok) continue;
    current = sold.state;
    events = events.concat(sold.events);
  }
  if (!state.autoMaintenance) return { state: current, events };
  // The reserve takes a production plan: worked out only when a machine needs service, and again after any work.
  let cachedReserve: Cents | null = null;
  for (const machine of state.machines) {
    if (machine.maintenance || machine.condition > AUTO_MAINTENANCE.SERVICE_BELOW) continue;
    let done: ActionResult;
    if (machine.condition <= 0) {
      // A broken machine costs nothing to run but may stop the whole chain: repaired whenever affordable.
      // Affordability is checked here first: a refusal would spell out its message every tick for nothing.
      if (current.cash < emergencyRepairCost(machine)) continue;
      done = emergencyRepair(current, { machineId: machine.id }, ctx);
    } else {
      const cash = current.cash - maintenanceCost(machineConfig(machine.type, machine.level), 'PREVENTIVE');
      if (cash < 0 || cash < (cachedReserve ??= reserve(current))) continue;
      done = scheduleMaintenance(current, { machineId: machine.id, maintenanceType: 'PREVENTIVE' }, ctx);
    }
    if (!done.ok) continue;
    current = done.state;
    events = events.concat(done.events);
    cachedReserve = null;
  }
  return { state: current, events };
}
