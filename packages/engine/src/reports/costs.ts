import type { Level, MachineType } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import type { FactoryState } from '../state.js';
import type { MachineCosts, ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';

export interface CostBreakdown {
  powerCost: Cents;
  maintenanceCost: Cents;
  laborCost: Cents;
  materialCost: Cents;
  total: Cents;
}

export interface MachineCostLine extends CostBreakdown {
  machineId: string;
  machineType: MachineType;
  level: Level;
  capacity: number;
}

export interface OperatingCosts {
  totalCosts: CostBreakdown;
  /** Broken machines and machines under maintenance do not run, so their lines are zero. */
  machineCosts: MachineCostLine[];
  /** Wages are the factory's, not a machine's: every worker is paid, assigned or not. */
  salaries: Cents;
}

function breakdown(c: MachineCosts): CostBreakdown {
  return {
    powerCost: c.power,
    maintenanceCost: c.maintenance,
    laborCost: c.labor,
    materialCost: c.materials,
    total: c.total,
  };
}

export function totalSalaries(state: FactoryState): Cents {
  return state.workers.reduce((sum, w) => sum + w.salary, 0);
}

/** What the next tick will charge to run the machines, read from the same plan the tick applies. */
export function operatingCosts(state: FactoryState, plan: ProductionPlan = planProduction(state)): OperatingCosts {
  return {
    totalCosts: breakdown(plan.costs),
    machineCosts: plan.machines.map((mp) => ({
      machineId: mp.machine.id,
      machineType: mp.machine.type,
      level: mp.machine.level,
      capacity: mp.machine.capacity,
      ...breakdown(mp.costs),
    })),
    salaries: totalSalaries(state),
  };
}
