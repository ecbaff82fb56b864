import type { Level, MachineType } from '../catalog/machines.js';
import { machineConfig, MACHINE_TYPES, MAX_LEVEL, powerOutput } from '../catalog/machines.js';
import type { SiteId } from '../catalog/sites.js';
import { machineFloor, siteYield } from '../catalog/sites.js';
import { salaryFor } from '../catalog/workers.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { MARKET, POWER } from '../rules.js';
import { upkeepPerLevel } from '../tick/plan.js';

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

type PriceTable = Record<StoredResource, Cents>;

function crewSalaries(type: MachineType, level: Level = 1): Cents {
  return machineConfig(type, level).workerRequirements.reduce(
    (sum, r) => sum + r.baseCount * salaryFor(r.type, r.skillLevel),
    0,
  );
}

function runningCost(type: MachineType, level: Level = 1): Cents {
  const config = machineConfig(type, level);
  return config.operatingCost + (config.baseMaterialCost ?? 0);
}

/**
 * What one unit of power costs a factory that makes its own: a level-1 plant's coal, running
 * cost and crew spread over its output (at the site's yield of power plants), plus the grid fee.
 */
export function powerUnitCost(prices: PriceTable = MARKET.BASE_PRICES, site: SiteId | null = null): number {
  const plant = machineConfig('POWER_PLANT', 1);
  const coal = plant.inputs.reduce((sum, i) => sum + i.quantity * (i.resource === 'POWER' ? 0 : prices[i.resource]), 0);
  const output = powerOutput(plant) * siteYield(site, 'POWER_PLANT');
  return (coal + runningCost('POWER_PLANT') + crewSalaries('POWER_PLANT')) / output + POWER.RATE_CENTS_PER_UNIT;
}

/**
 * A machine (level 1 unless told), fully supplied, powered and staffed, with inputs valued at the given
 * prices, at a site's yields (open ground unless told): where a factory stands changes what pays.
 */
export function payback(
  type: MachineType,
  prices: PriceTable = MARKET.BASE_PRICES,
  level: Level = 1,
  site: SiteId | null = null,
): Payback {
  const config = machineConfig(type, level);
  const value = (list: typeof config.inputs) =>
    list.reduce((sum, a) => sum + (a.resource === 'POWER' ? 0 : a.quantity * prices[a.resource]), 0);
  const revenuePerTick = Math.round(value(config.outputs) * siteYield(site, type));
  const inputCostPerTick = value(config.inputs);
  const operatingCostPerTick = runningCost(type, level);
  const powerCostPerTick = Math.round(config.powerConsumption * powerUnitCost(prices, site));
  const salariesPerTick = crewSalaries(type, level);
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

/**
 * What a machine of `type` earns a tick for each unit of floor once at the top level, on that floor and
 * `extraFloor` more (a plant it needs first): on a scarce floor a new mill or works machine is judged by
 * this, since the advice upgrades it next and a level-1 one earns little on its floor.
 */
export function topLevelPerFloor(
  type: MachineType,
  prices: PriceTable = MARKET.BASE_PRICES,
  site: SiteId | null = null,
  extraFloor = 0,
): number {
  return payback(type, prices, MAX_LEVEL, site).profitPerTick / (machineFloor(type, MAX_LEVEL) + extraFloor);
}

/** Every producing machine type (all but the power plant) at level 1 and base prices. */
export function paybackTable(prices: PriceTable = MARKET.BASE_PRICES): Payback[] {
  return MACHINE_TYPES.filter((t) => t !== 'POWER_PLANT').map((t) => payback(t, prices));
}

/** The upkeep a tick that `added` more levels bring a factory of `size` levels, all running (UPKEEP). */
export function addedUpkeep(size: number, added: number): Cents {
  const total = (n: number) => n * upkeepPerLevel(n);
  return total(size + added) - total(size);
}

/**
 * What a set of level-1 machines added to a factory of `size` levels at `site` pays back as one chain, in ticks
 * (the upkeep they add counted): what one machine makes and the
 * next uses cancels out (the welcome setup's ore is worth nothing until smelted), and the power
 * plants' running costs are already in the consumers' power cost, so only their price counts.
 * Infinity when the chain makes no profit at these prices.
 */
export function chainPayback(
  types: readonly MachineType[],
  prices: PriceTable = MARKET.BASE_PRICES,
  size = 0,
  site: SiteId | null = null,
): number {
  const cost = types.reduce((sum, t) => sum + machineConfig(t, 1).cost, 0);
  const profit =
    types.filter((t) => t !== 'POWER_PLANT').reduce((sum, t) => sum + payback(t, prices, 1, site).profitPerTick, 0) -
    addedUpkeep(size, types.length);
  return profit > 0 ? Math.ceil(cost / profit) : Infinity;
}

/**
 * Ticks an upgrade of a `type` machine from `level`, in a factory of `size` levels, takes to pay back at
 * these prices: the extra profit, less the upkeep the level adds, against the price difference.
 */
export function upgradePayback(
  type: MachineType,
  level: Level,
  prices: PriceTable = MARKET.BASE_PRICES,
  size = 0,
  site: SiteId | null = null,
): number {
  if (level >= MAX_LEVEL) return Infinity;
  const next = (level + 1) as Level;
  const cost = machineConfig(type, next).cost - machineConfig(type, level).cost;
  const profit =
    payback(type, prices, next, site).profitPerTick -
    payback(type, prices, level, site).profitPerTick -
    addedUpkeep(size, 1);
  return profit > 0 ? Math.ceil(cost / profit) : Infinity;
}
