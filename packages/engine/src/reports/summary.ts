import type { MachineType } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import type { Holdings } from '../progress/net-worth.js';
import { netWorth } from '../progress/net-worth.js';
import type { Inventory, StoredResource } from '../resources.js';
import { RESOURCE_IDS, RESOURCE_NAMES, STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { productionEfficiency } from './at-a-glance.js';
import { productionChain } from './production.js';
import type { AdviceAction } from './advice.js';
import { advise } from './recommendations.js';

/** Live sell prices in cents; without them stock is valued at base prices (see netWorth). */
export type Prices = Partial<Record<StoredResource, Cents>>;

export interface InventoryItem {
  type: StoredResource;
  resourceId: number;
  name: string;
  quantity: number;
}

export interface FactorySummary {
  cash: Cents;
  debt: Cents;
  netWorth: Cents;
  machineCount: number;
  workerCount: number;
  powerCapacity: number;
  powerUsed: number;
  /** Every stored resource, zero quantities included; power is never stored. */
  inventory: InventoryItem[];
}

export function factorySummary(state: FactoryState, prices?: Prices, escrow?: Holdings): FactorySummary {
  const budget = powerBudget(state);
  return {
    cash: state.cash,
    debt: state.debt,
    netWorth: netWorth(state, prices, escrow),
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

export interface FactoryStats extends FactorySummary {
  tick: number;
  machinesBuilt: number;
  upgrades: number;
  builtByType: Partial<Record<MachineType, number>>;
  produced: Inventory;
  sold: Inventory;
  powerSpent: number;
}

/** `escrow`: the units of the factory's open exchange offers, counted in its net worth. */
export function factoryStats(state: FactoryState, prices?: Prices, escrow?: Holdings): FactoryStats {
  return { ...factorySummary(state, prices, escrow), tick: state.tick, ...state.counters };
}

export interface ProductionAnalysis {
  ironMines: number;
  smelters: number;
  coalMines: number;
  /** Per tick, next tick's plan. */
  netIronOre: number;
  netCoal: number;
  cash: Cents;
  totalMachines: number;
  /**
   * 0–1: the plan's overall efficiency (power × funding) times the mean staffing of the
   * machines, each capped at 1 so skilled crews cannot hide a power or cash problem. 0 with no machines.
   */
  productionEfficiency: number;
  /** Active when any stored resource will be produced next tick. */
  valueCreation: 'Active' | 'None';
  recommendations: string[];
  /** What each recommendation asks the player to do, in the same order, for a button beside it. */
  recommendationActions: AdviceAction[];
}

/** The spec's Production Analysis card. */
export function productionAnalysis(
  state: FactoryState,
  plan: ProductionPlan = planProduction(state),
  prices?: Prices,
): ProductionAnalysis {
  const chain = productionChain(state, plan);
  const net = (r: StoredResource) => chain.find((c) => c.resource === r)?.netRate ?? 0;
  const count = (type: MachineType) => state.machines.filter((m) => m.type === type).length;
  const advice = advise(state, plan, prices);
  return {
    ironMines: count('IRON_MINE'),
    smelters: count('SMELTER'),
    coalMines: count('COAL_MINE'),
    netIronOre: net('IRON_ORE'),
    netCoal: net('COAL'),
    cash: state.cash,
    totalMachines: state.machines.length,
    productionEfficiency: productionEfficiency(plan),
    valueCreation: chain.some((c) => c.produced > 0) ? 'Active' : 'None',
    recommendations: advice.map((a) => a.text),
    recommendationActions: advice.map((a) => a.action),
  };
}
