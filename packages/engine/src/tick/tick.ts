import { roundQty } from '../money.js';
import { applyProgress } from '../progress/index.js';
import { machineConfig } from '../catalog/machines.js';
import type { Inventory } from '../resources.js';
import { emptyInventory, STORED_RESOURCES } from '../resources.js';
import { boughtWithin } from '../bought-stock.js';
import type { FactoryState, GameEvent, Machine } from '../state.js';
import { debtRepayment, payBills } from './money.js';
import type { ProductionPlan } from './plan.js';
import { planProduction } from './plan.js';
import { nextSatisfaction } from './satisfaction.js';
import { ageMachine } from './wear.js';

export interface TickContext {
  /** The number of the tick being applied; must be after the factory's last tick. */
  tick: number;
  /** Wall-clock time of the tick (ms since epoch), for achievement and challenge dates. */
  now: number;
}

export interface TickResult {
  state: FactoryState;
  events: GameEvent[];
  plan: ProductionPlan;
}

/** Advances one factory by one tick. Pure: the same state and context give the same result. */
export function advanceFactory(state: FactoryState, ctx: TickContext): TickResult {
  if (!Number.isInteger(ctx.tick) || ctx.tick <= state.tick) {
    throw new RangeError(`Tick ${ctx.tick} is not after the factory's last tick ${state.tick}`);
  }
  const plan = planProduction(state);
  const events: GameEvent[] = [];

  const produced = { ...state.counters.produced };
  for (const mp of plan.machines) {
    // Only a machine's own recipe can appear in its plan, so scan that rather than every resource.
    const config = machineConfig(mp.machine.type, mp.machine.level);
    for (const output of config.outputs) {
      if (output.resource === 'POWER') continue;
      const made = mp.produced[output.resource];
      if (!made) continue;
      events.push({ kind: 'produced', machineId: mp.machine.id, resource: output.resource, quantity: made });
      produced[output.resource] = roundQty(produced[output.resource] + made);
    }
    for (const input of config.inputs) {
      if (input.resource === 'POWER') continue;
      const used = mp.consumed[input.resource];
      if (used) events.push({ kind: 'consumed', machineId: mp.machine.id, resource: input.resource, quantity: used });
    }
  }

  const salaries = state.workers.reduce((sum, w) => sum + w.salary, 0);
  const paid = payBills(state.cash, state.debt, [
    ['power', plan.costs.power],
    ['labor', plan.costs.labor],
    ['materials', plan.costs.materials],
    ['maintenance', plan.costs.maintenance],
    ['salaries', salaries],
  ]);
  events.push(...paid.events);
  const unpaid = paid.debt > state.debt;

  // Debt that existed before this tick is serviced; an overdraft made just now waits a tick.
  const repayment = state.debt > 0 ? debtRepayment(paid.cash, paid.debt) : 0;
  if (repayment > 0) {
    events.push({ kind: 'cash', reason: 'debtRepayment', amount: -repayment });
    events.push({ kind: 'debt', reason: 'repayment', amount: -repayment });
  }

  let rng = state.rng;
  const machines: Machine[] = [];
  // By the machine's place, as the plan gives each worker's machine.
  const running: boolean[] = [];
  for (const mp of plan.machines) {
    const aged = ageMachine(mp.machine, mp.active, ctx.tick, rng);
    rng = aged.rng;
    machines.push(aged.machine);
    if (aged.events.length > 0) events.push(...aged.events);
    running.push(mp.active && aged.machine.condition > 0);
  }

  // Content workers at their target keep their object: most ticks change no one's mood.
  const workers = state.workers.map((w, i) => {
    const at = plan.workerPlaces[i]!;
    const satisfaction = nextSatisfaction(w, at >= 0 && running[at]!, unpaid);
    return satisfaction === w.satisfaction ? w : { ...w, satisfaction };
  });

  // Written out rather than spread: this object is made for every factory every tick.
  const counters = state.counters;
  const next: FactoryState = {
    tick: ctx.tick,
    cash: paid.cash - repayment,
    debt: paid.debt - repayment,
    inventory: plan.inventoryAfter,
    machines,
    workers,
    rng,
    counters: {
      machinesBuilt: counters.machinesBuilt,
      upgrades: counters.upgrades,
      builtByType: counters.builtByType,
      produced,
      sold: counters.sold,
      bought: counters.bought,
      powerSpent: counters.powerSpent + plan.actualConsumption,
      conceded: counters.conceded,
    },
    achievements: state.achievements,
    challenge: state.challenge,
    // The market takes this tick's sales and purchases into its pressure now, so the trader starts afresh.
    salesThisTick: hasSales(state.salesThisTick) ? emptyInventory() : state.salesThisTick,
    purchasesThisTick: hasSales(state.purchasesThisTick) ? emptyInventory() : state.purchasesThisTick,
    boughtStock: hasSales(state.boughtStock) ? boughtLeft(state, plan.inventoryAfter, produced) : state.boughtStock,
    standingOrders: state.standingOrders,
    autoMaintenance: state.autoMaintenance,
    site: state.site,
    extraFloor: state.extraFloor,
  };
  const progressed = applyProgress(next, events, ctx.now);
  return { state: progressed.state, events: [...events, ...progressed.events], plan };
}

/**
 * Bought stock after the tick: the machines use the factory's own make first, so bought units go
 * only once the rest of the stock is used. What was made this tick is not bought.
 */
function boughtLeft(state: FactoryState, after: Inventory, produced: Inventory): Inventory {
  const unmade = { ...after };
  for (const r of STORED_RESOURCES) unmade[r] = roundQty(after[r] - (produced[r] - state.counters.produced[r]));
  return boughtWithin(state.boughtStock, unmade);
}

/** Whether any units were traded (sold or bought, whichever the inventory counts). */
function hasSales(sales: Inventory): boolean {
  for (const r of STORED_RESOURCES) if (sales[r] > 0) return true;
  return false;
}
