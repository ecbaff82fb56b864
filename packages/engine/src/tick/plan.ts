/**
 * What the next tick will do, computed from state alone: the tick applies it, and the
 * reports (grid, operating costs, machine efficiency) show it, so the two never disagree.
 */
import type { MachineLevelConfig, MachineType } from '../catalog/machines.js';
import { machineConfig, powerOutput } from '../catalog/machines.js';
import { siteYield } from '../catalog/sites.js';
import type { Cents } from '../money.js';
import { roundCents, roundQty } from '../money.js';
import type { Inventory, StoredResource } from '../resources.js';
import { FUNDING, OPERATING_COST_SPLIT, POWER, UPKEEP } from '../rules.js';
import type { FactoryState, Machine } from '../state.js';
import type { GridStatus } from './grid.js';
import { gridStatus, powerDraw, powerFactor } from './grid.js';
import type { Staffing } from './staffing.js';
import { crewsByPlace, machinePlaces, staffingFor } from './staffing.js';

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
  /** Each worker's machine by its place in `machines` (and the state's), −1 for none. */
  workerPlaces: number[];
}

/** Mines first, then what refines their output, then what refines that: ore mined this tick can be smelted this tick. */
const STAGE: Record<MachineType, number> = {
  POWER_PLANT: 0,
  COAL_MINE: 1,
  IRON_MINE: 1,
  SMELTER: 2,
  STEEL_FURNACE: 2,
  STEEL_MILL: 3,
  COKE_OVEN: 2,
  TOOL_WORKS: 3,
  MACHINE_SHOP: 4,
};
const LAST_STAGE = 4;

export function isActive(machine: Machine): boolean {
  return machine.condition > 0 && machine.maintenance === null;
}

/** A factory's size for its upkeep: the sum of its machines' levels. */
export function factorySize(machines: readonly Pick<Machine, 'level'>[]): number {
  return machines.reduce((sum, m) => sum + m.level, 0);
}

/** The upkeep a tick of one running level at capacity 1 in a factory of `size` levels (UPKEEP). */
export function upkeepPerLevel(size: number): Cents {
  return UPKEEP.CENTS_PER_LEVEL * Math.max(0, size - UPKEEP.FREE_LEVELS);
}

function costsOf(machine: Machine, config: MachineLevelConfig, draw: number, upkeep: Cents): MachineCosts {
  const running = config.operatingCost * machine.capacity;
  const power = roundCents(draw * POWER.RATE_CENTS_PER_UNIT);
  const labor = roundCents(running * OPERATING_COST_SPLIT.labor);
  const materials = roundCents(
    running * OPERATING_COST_SPLIT.materials + (config.baseMaterialCost ?? 0) * machine.capacity,
  );
  const maintenance = roundCents(
    running * OPERATING_COST_SPLIT.maintenance + upkeep * machine.level * machine.capacity,
  );
  return { power, labor, materials, maintenance, total: power + labor + materials + maintenance };
}

function scaleCosts(c: MachineCosts, factor: number): MachineCosts {
  const power = roundCents(c.power * factor);
  const labor = roundCents(c.labor * factor);
  const materials = roundCents(c.materials * factor);
  const maintenance = roundCents(c.maintenance * factor);
  return { power, labor, materials, maintenance, total: power + labor + materials + maintenance };
}

const ZERO_COSTS: MachineCosts = Object.freeze({ power: 0, labor: 0, materials: 0, maintenance: 0, total: 0 });

/** Runs one machine's recipe at `target` share of a batch, limited by what is in stock; the site's `yieldShare` scales what it makes. */
function runRecipe(
  config: MachineLevelConfig,
  target: number,
  stock: Inventory,
  yieldShare: number,
): Pick<MachinePlan, 'runFactor' | 'consumed' | 'produced'> & { generation: number } {
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
      generation = output.quantity * runFactor * yieldShare;
      continue;
    }
    const quantity = roundQty(output.quantity * runFactor * yieldShare);
    if (quantity > 0) {
      produced[output.resource] = quantity;
      stock[output.resource] = roundQty(stock[output.resource] + quantity);
    }
  }
  return { runFactor, consumed, produced, generation };
}

interface Prepared {
  machine: Machine;
  stage: number;
  config: MachineLevelConfig;
  active: boolean;
  draw: number;
  costs: MachineCosts;
  staffing: Staffing;
  yieldShare: number;
}

/** Runs one prepared machine at `factor` of its staffed capacity and records its plan; returns power generated. */
function runPrepared(
  prepared: Prepared[],
  index: number,
  factor: number,
  stock: Inventory,
  plans: MachinePlan[],
): number {
  const p = prepared[index]!;
  const target = p.active ? p.machine.capacity * p.staffing.efficiency * p.config.efficiency * factor : 0;
  const result = runRecipe(p.config, target, stock, p.yieldShare);
  plans[index] = {
    machine: p.machine,
    active: p.active,
    staffing: p.staffing,
    powerDraw: p.draw,
    costs: p.costs,
    runFactor: result.runFactor,
    consumed: result.consumed,
    produced: result.produced,
    generation: result.generation,
  };
  return result.generation;
}

export function planProduction(state: FactoryState): ProductionPlan {
  const stock: Inventory = { ...state.inventory };
  const workerPlaces = machinePlaces(state.machines, state.workers);
  const crews = crewsByPlace(state.machines.length, state.workers, workerPlaces);

  // Funding is judged on what running the machines will cost, before any of it is spent.
  const costs = { power: 0, labor: 0, materials: 0, maintenance: 0, total: 0 };
  let theoreticalGeneration = 0;
  let theoreticalConsumption = 0;
  let actualConsumption = 0;
  const prepared: Prepared[] = [];
  const upkeep = upkeepPerLevel(factorySize(state.machines));
  for (let m = 0; m < state.machines.length; m++) {
    const machine = state.machines[m]!;
    const config = machineConfig(machine.type, machine.level);
    const active = isActive(machine);
    const draw = active
      ? powerDraw(config.powerConsumption, machine.capacity, machine.condition, config.powerEfficiencyFactor)
      : 0;
    const machineCosts = active ? costsOf(machine, config, draw, upkeep) : ZERO_COSTS;
    costs.power += machineCosts.power;
    costs.labor += machineCosts.labor;
    costs.materials += machineCosts.materials;
    costs.maintenance += machineCosts.maintenance;
    costs.total += machineCosts.total;
    const yieldShare = siteYield(state.site, machine.type);
    if (machine.condition > 0) {
      theoreticalGeneration += powerOutput(config) * machine.capacity * yieldShare;
      theoreticalConsumption += config.powerConsumption * machine.capacity;
    }
    actualConsumption += draw;
    const staffing = staffingFor(config, crews[m]!);
    prepared.push({
      machine,
      stage: STAGE[machine.type],
      config,
      active,
      draw,
      costs: machineCosts,
      staffing,
      yieldShare,
    });
  }
  const fundingFactor = state.cash < costs.total ? FUNDING.UNDERFUNDED_FACTOR : 1;
  if (fundingFactor < 1) {
    // Machines that run at the funding factor draw and cost that share: the grid compares like with
    // like (plants are slowed too), and what does not run is not paid for.
    actualConsumption *= fundingFactor;
    for (const p of prepared) {
      p.draw *= fundingFactor;
      p.costs = scaleCosts(p.costs, fundingFactor);
    }
    Object.assign(costs, scaleCosts(costs, fundingFactor));
  }

  const plans = new Array<MachinePlan>(prepared.length);
  let actualGeneration = 0;
  for (let i = 0; i < prepared.length; i++) {
    if (prepared[i]!.stage === 0) actualGeneration += runPrepared(prepared, i, fundingFactor, stock, plans);
  }
  const pf = powerFactor(actualGeneration, actualConsumption);
  for (let stage = 1; stage <= LAST_STAGE; stage++) {
    for (let i = 0; i < prepared.length; i++) {
      const p = prepared[i]!;
      if (p.stage === stage)
        runPrepared(prepared, i, fundingFactor * (p.config.powerConsumption > 0 ? pf : 1), stock, plans);
    }
  }

  return {
    machines: plans,
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
    workerPlaces,
  };
}
