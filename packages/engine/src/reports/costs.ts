import type { MachineType } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import type { FactoryState } from '../state.js';
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
  level: number;
  capacity: number;
}

export interface OperatingCosts {
  totalCosts: CostBreakdown;
  machineCosts: MachineCostLine[];
  /** Wages are the factory's, not a machine's: every worker is paid, assigned or not. */
  salaries: Cents;
}

/** What the next tick will charge to run the machines, read from the same plan the tick applies. */
export function operatingCosts(state: FactoryState): OperatingCosts {
  const plan = planProduction(state);
  const breakdown = (c: {
    power: Cents;
    maintenance: Cents;
    labor: Cents;
    materials: Cents;
    total: Cents;
  }): CostBreakdown => ({
    powerCost: c.power,
    maintenanceCost: c.maintenance,
    laborCost: c.labor,
    materialCost: c.materials,
    total: c.total,
  });
  return {
    totalCosts: breakdown(plan.costs),
    machineCosts: plan.machines.map((mp) => ({
      machineId: mp.machine.id,
      machineType: mp.machine.type,
      level: mp.machine.level,
      capacity: mp.machine.capacity,
      ...breakdown(mp.costs),
    })),
    salaries: state.workers.reduce((sum, w) => sum + w.salary, 0),
  };
}
