import type { Cents, MachineType, StoredResource } from '@forgeworks/engine';
import { machineConfig, MACHINE_TYPES, MARKET, POWER, powerOutput, salaryFor } from '@forgeworks/engine';

export interface Payback {
  type: MachineType;
  cost: Cents;
  revenuePerTick: Cents;
  inputCostPerTick: Cents;
  operatingCostPerTick: Cents;
  powerCostPerTick: Cents;
  salariesPerTick: Cents;
  profitPerTick: Cents;
  /** Ticks of profit that repay the machine's cost; Infinity when it makes no profit. */
  paybackTicks: number;
}

type Prices = Record<StoredResource, Cents>;

function crewSalaries(type: MachineType): Cents {
  return machineConfig(type, 1).workerRequirements.reduce(
    (sum, r) => sum + r.baseCount * salaryFor(r.type, r.skillLevel),
    0,
  );
}

function runningCost(type: MachineType): Cents {
  const config = machineConfig(type, 1);
  return config.operatingCost + (config.baseMaterialCost ?? 0);
}

/**
 * What one unit of power costs a factory that makes its own: a level-1 plant's coal, running
 * cost and crew spread over its output, plus the grid fee.
 */
export function powerUnitCost(prices: Prices = MARKET.BASE_PRICES): number {
  const plant = machineConfig('POWER_PLANT', 1);
  const coal = plant.inputs.reduce((sum, i) => sum + i.quantity * (i.resource === 'POWER' ? 0 : prices[i.resource]), 0);
  return (
    (coal + runningCost('POWER_PLANT') + crewSalaries('POWER_PLANT')) / powerOutput(plant) + POWER.RATE_CENTS_PER_UNIT
  );
}

/** A level-1 machine, fully supplied, powered and staffed, with inputs valued at the given prices. */
export function payback(type: MachineType, prices: Prices = MARKET.BASE_PRICES): Payback {
  const config = machineConfig(type, 1);
  const value = (list: typeof config.inputs) =>
    list.reduce((sum, a) => sum + (a.resource === 'POWER' ? 0 : a.quantity * prices[a.resource]), 0);
  const revenuePerTick = value(config.outputs);
  const inputCostPerTick = value(config.inputs);
  const operatingCostPerTick = runningCost(type);
  const powerCostPerTick = Math.round(config.powerConsumption * powerUnitCost(prices));
  const salariesPerTick = crewSalaries(type);
  const profitPerTick = revenuePerTick - inputCostPerTick - operatingCostPerTick - powerCostPerTick - salariesPerTick;
  return {
    type,
    cost: config.cost,
    revenuePerTick,
    inputCostPerTick,
    operatingCostPerTick,
    powerCostPerTick,
    salariesPerTick,
    profitPerTick,
    paybackTicks: profitPerTick > 0 ? Math.ceil(config.cost / profitPerTick) : Infinity,
  };
}

/** Every producing machine type (all but the power plant) at level 1 and base prices. */
export function paybackTable(prices: Prices = MARKET.BASE_PRICES): Payback[] {
  return MACHINE_TYPES.filter((t) => t !== 'POWER_PLANT').map((t) => payback(t, prices));
}
