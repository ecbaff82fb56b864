import type { Cents } from '../money.js';
import { netWorth } from '../progress/net-worth.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_IDS, RESOURCE_NAMES, STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { productionChain } from './production.js';
import { recommendations } from './recommendations.js';

type Prices = Partial<Record<StoredResource, Cents>>;

export function factorySummary(state: FactoryState, prices?: Prices) {
  const budget = powerBudget(state);
  return {
    cash: state.cash,
    debt: state.debt,
    netWorth: netWorth(state, prices),
    machineCount: state.machines.length,
    workerCount: state.workers.length,
    powerCapacity: budget.powerCapacity,
    powerUsed: budget.powerUsed,
    inventory: STORED_RESOURCES.map((type) => ({
      type,
      resourceId: RESOURCE_IDS[type],
      name: RESOURCE_NAMES[type],
      quantity: state.inventory[type],
    })),
  };
}

export function factoryStats(state: FactoryState, prices?: Prices) {
  return { ...factorySummary(state, prices), tick: state.tick, ...state.counters };
}

/** The spec's Production Analysis card. */
export function productionAnalysis(state: FactoryState) {
  const plan = planProduction(state);
  const chain = productionChain(state, plan);
  const net = (r: StoredResource) => chain.find((c) => c.resource === r)?.netRate ?? 0;
  const count = (type: string) => state.machines.filter((m) => m.type === type).length;
  const staffing =
    plan.machines.length === 0
      ? 0
      : plan.machines.reduce((s, mp) => s + Math.min(1, mp.staffing.efficiency), 0) / plan.machines.length;
  return {
    ironMines: count('IRON_MINE'),
    smelters: count('SMELTER'),
    coalMines: count('COAL_MINE'),
    netIronOre: net('IRON_ORE'),
    netCoal: net('COAL'),
    cash: state.cash,
    totalMachines: state.machines.length,
    productionEfficiency: plan.overallEfficiency * staffing,
    valueCreation: chain.some((c) => c.produced > 0) ? ('Active' as const) : ('None' as const),
    recommendations: recommendations(state, plan),
  };
}
