import { machineConfig } from '../catalog/machines.js';
import { maintenanceCost } from '../catalog/maintenance.js';
import type { MarketState } from '../market/pricing.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { AUTO_MAINTENANCE, MARKET, STANDING_ORDERS } from '../rules.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { planProduction } from '../tick/plan.js';
import type { ActionContext } from './common.js';
import { emergencyRepair, scheduleMaintenance } from './maintenance.js';
import { sellResource } from './sell-resource.js';

/** A factory's standing instructions: what it sells and how it keeps its machines while nobody looks. */
export interface Autopilot {
  /** Resources sold at every tick down to KEEP_TICKS of the factory's own use, at MIN_PRICE_SHARE or more. */
  sell: readonly StoredResource[];
  /** Repair broken machines when cash allows; book preventive maintenance at SERVICE_BELOW above a reserve. */
  maintain: boolean;
}

export const DEFAULT_AUTOPILOT: Autopilot = { sell: STANDING_ORDERS.RESOURCES, maintain: true };

/** Units of a resource the factory's working machines use a tick at their capacity setting. */
export function ownUse(state: FactoryState, resource: StoredResource): number {
  let used = 0;
  for (const m of state.machines) {
    if (m.condition <= 0) continue;
    for (const i of machineConfig(m.type, m.level).inputs) if (i.resource === resource) used += i.quantity * m.capacity;
  }
  return used;
}

/** Cash that automatic maintenance leaves untouched: RESERVE_TICKS of the next tick's bills. */
function reserve(state: FactoryState): Cents {
  const salaries = state.workers.reduce((sum, w) => sum + w.salary, 0);
  return (planProduction(state).costs.total + salaries) * AUTO_MAINTENANCE.RESERVE_TICKS;
}

/**
 * Runs a factory's standing instructions before a tick, as the player's own actions would: the
 * standing orders sell through the market, then broken machines are repaired and worn ones
 * serviced while a cash reserve remains. Pure; the sales are in the events, for the market.
 */
export function runAutopilot(
  state: FactoryState,
  autopilot: Autopilot,
  ctx: ActionContext & { market: MarketState },
): { state: FactoryState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  const apply = (result: ActionResult) => {
    if (!result.ok) return;
    current = result.state;
    events.push(...result.events);
  };
  for (const resource of autopilot.sell) {
    const price = ctx.market.resources[resource].sellPrice;
    if (price < MARKET.BASE_PRICES[resource] * STANDING_ORDERS.MIN_PRICE_SHARE) continue;
    const keep = ownUse(current, resource) * STANDING_ORDERS.KEEP_TICKS;
    const quantity = Math.floor(current.inventory[resource] - keep);
    if (quantity > 0) apply(sellResource(current, { resource, quantity }, ctx));
  }
  if (!autopilot.maintain) return { state: current, events };
  for (const machine of state.machines) {
    const config = machineConfig(machine.type, machine.level);
    if (machine.maintenance) continue;
    if (machine.condition <= 0) {
      // A broken machine costs nothing to run but may stop the whole chain: repaired whenever affordable.
      apply(emergencyRepair(current, { machineId: machine.id }, ctx));
    } else if (machine.condition <= AUTO_MAINTENANCE.SERVICE_BELOW) {
      if (current.cash - maintenanceCost(config, 'PREVENTIVE') >= reserve(current))
        apply(scheduleMaintenance(current, { machineId: machine.id, maintenanceType: 'PREVENTIVE' }, ctx));
    }
  }
  return { state: current, events };
}
