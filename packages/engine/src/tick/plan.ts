/**
 * What the next tick will do, computed from state alone: the tick applies it, and the
 * reports (grid, operating costs, machine efficiency) show it, so the two never disagree.
 */
import type { MachineType } from '../catalog/machines.js';
import { machineConfig, powerOutput } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import { roundCents, roundQty } from '../money.js';
import type { Inventory, StoredResource } from '../resources.js';
import { FUNDING, OPERATING_COST_SPLIT, POWER } from '../rules.js';
import type { FactoryState, Machine } from '../state.js';
import type { GridStatus } from './grid.js';
import { gridStatus, powerDraw, powerFactor } from './grid.js';
import type { Staffing } from './staffing.js';
import { crewOf, staffingFor } from './staffing.js';

export interface MachineCosts {
  power: Cents;
  labor: Cents;
  materials: Cents;
  maintenance: Cents;
  total: Cents;
}

export interface MachinePlan {
  machine: Machine;
  /** Not broken and not under maintenance. */
  active: boolean;
  staffing: Staffing;
  /** Power units this machine draws (consumers) or would generate at full fuel (plants). */
  powerDraw: number;
  generation: number;
  /** Share of one full batch actually run this tick, after every factor and input shortage. */
  runFactor: number;
  consumed: Partial<Record<StoredResource, number>>;
  produced: Partial<Record<StoredResource, number>>;
  costs: MachineCosts;
}

export interface ProductionPlan {
  machines: MachinePlan[];
  theoreticalGeneration: number;
  actualGeneration: number;
  theoreticalConsumption: number;
  actualConsumption: number;
  status: GridStatus;
  powerFactor: number;
  fundingFactor: number;
  overallEfficiency: number;
  costs: MachineCosts;
  /** Stock after the tick's consumption and production. */
  inventoryAfter: Inventory;
}

/** Mines first, then what refines their output, then what refines that: ore mined this tick can be smelted this tick. */
const STAGE: Record<MachineType, number> = {
  POWER_PLANT: 0,
  COAL_MINE: 1,
  IRON_MINE: 1,
  SMELTER: 2,
  STEEL_FURNACE: 2,
  STEEL_MILL: 3,
};

export function isActive(machine: Machine): boolean {
  return machine.condition > 0 && machine.maintenance === null;
}

function costsOf(machine: Machine, draw: number): MachineCosts {
  const config = machineConfig(machine.type, machine.level);
  const running = config.operatingCost * machine.capacity;
  const power = roundCents(draw * POWER.RATE_CENTS_PER_UNIT);
  const labor = roundCents(running * OPERATING_COST_SPLIT.labor);
  const materials = roundCents(
    running * OPERATING_COST_SPLIT.materials + (config.baseMaterialCost ?? 0) * machine.capacity,
  );
  const maintenance = roundCents(running * OPERATING_COST_SPLIT.maintenance);
  return { power, labor, materials, maintenance, total: power + labor + materials + maintenance };
}

const ZERO_COSTS: MachineCosts = { power: 0, labor: 0, materials: 0, maintenance: 0, total: 0 };

function addCosts(a: MachineCosts, b: MachineCosts): MachineCosts {
  return {
    power: a.power + b.power,
    labor: a.labor + b.labor,
    materials: a.materials + b.materials,
    maintenance: a.maintenance + b.maintenance,
    total: a.total + b.total,
  };
}

/** Runs one machine's recipe at `target` share of a batch, limited by what is in stock. */
function runRecipe(
  machine: Machine,
  target: number,
  stock: Inventory,
): Pick<MachinePlan, 'runFactor' | 'consumed' | 'produced'> & { generation: number } {
  const config = machineConfig(machine.type, machine.level);
  let inputFactor = 1;
  for (const input of config.inputs) {
    if (input.resource === 'POWER') continue;
    const need = input.quantity * target;
    if (need > 0) inputFactor = Math.min(inputFactor, stock[input.resource] / need);
  }
  const runFactor = target * Math.max(0, inputFactor);
  const consumed: Partial<Record<StoredResource, number>> = {};
  const produced: Partial<Record<StoredResource, number>> = {};
  for (const input of config.inputs) {
    if (input.resource === 'POWER') continue;
    // Never take more than is there, whatever the rounding.
    const quantity = Math.min(stock[input.resource], roundQty(input.quantity * runFactor));
    if (quantity > 0) {
      consumed[input.resource] = quantity;
      stock[input.resource] = roundQty(stock[input.resource] - quantity);
    }
  }
  let generation = 0;
  for (const output of config.outputs) {
    if (output.resource === 'POWER') {
      generation = output.quantity * runFactor;
      continue;
    }
    const quantity = roundQty(output.quantity * runFactor);
    if (quantity > 0) {
      produced[output.resource] = quantity;
      stock[output.resource] = roundQty(stock[output.resource] + quantity);
    }
  }
  return { runFactor, consumed, produced, generation };
}

export function planProduction(state: FactoryState): ProductionPlan {
  const stock: Inventory = { ...state.inventory };
  const order = state.machines
    .map((machine, index) => ({ machine, index }))
    .sort((a, b) => STAGE[a.machine.type] - STAGE[b.machine.type] || a.index - b.index);

  // Funding is judged on what running the machines will cost, before any of it is spent.
  let costs = ZERO_COSTS;
  let theoreticalGeneration = 0;
  let theoreticalConsumption = 0;
  let actualConsumption = 0;
  const prepared = order.map(({ machine }) => {
    const config = machineConfig(machine.type, machine.level);
    const active = isActive(machine);
    const draw = active
      ? powerDraw(config.powerConsumption, machine.capacity, machine.condition, config.powerEfficiencyFactor)
      : 0;
    const machineCosts = active ? costsOf(machine, draw) : ZERO_COSTS;
    costs = addCosts(costs, machineCosts);
    if (machine.condition > 0) {
      theoreticalGeneration += powerOutput(config) * machine.capacity;
      theoreticalConsumption += config.powerConsumption * machine.capacity;
    }
    actualConsumption += draw;
    return {
      machine,
      config,
      active,
      draw,
      machineCosts,
      staffing: staffingFor(config, crewOf(state.workers, machine.id)),
    };
  });
  const fundingFactor = state.cash < costs.total ? FUNDING.UNDERFUNDED_FACTOR : 1;

  const plans = new Map<string, MachinePlan>();
  let actualGeneration = 0;
  for (const p of prepared) {
    if (p.machine.type !== 'POWER_PLANT') continue;
    const target = p.active ? p.machine.capacity * p.staffing.efficiency * p.config.efficiency * fundingFactor : 0;
    const run = runRecipe(p.machine, target, stock);
    actualGeneration += run.generation;
    plans.set(p.machine.id, {
      machine: p.machine,
      active: p.active,
      staffing: p.staffing,
      powerDraw: 0,
      costs: p.machineCosts,
      ...run,
    });
  }

  const pf = powerFactor(actualGeneration, actualConsumption);
  for (const p of prepared) {
    if (p.machine.type === 'POWER_PLANT') continue;
    const needsPower = p.config.powerConsumption > 0 ? pf : 1;
    const target = p.active
      ? p.machine.capacity * p.staffing.efficiency * p.config.efficiency * fundingFactor * needsPower
      : 0;
    const run = runRecipe(p.machine, target, stock);
    plans.set(p.machine.id, {
      machine: p.machine,
      active: p.active,
      staffing: p.staffing,
      powerDraw: p.draw,
      costs: p.machineCosts,
      ...run,
    });
  }

  return {
    // Back in the factory's own order, which is what players see.
    machines: state.machines.map((m) => plans.get(m.id)!),
    theoreticalGeneration,
    actualGeneration,
    theoreticalConsumption,
    actualConsumption,
    status: gridStatus(actualGeneration, actualConsumption),
    powerFactor: pf,
    fundingFactor,
    overallEfficiency: pf * fundingFactor,
    costs,
    inventoryAfter: stock,
  };
}
