/**
 * The Your Machines page's rules as plain functions: when Build and Upgrade are offered, what
 * they cost, and what a machine costs to run (Repair's rules are shared: shared/lib/catalog.ts).
 * Money in dollars; figures from the engine.
 */
import type { Machine, MachineType } from '@forgeworks/contract';
import {
  floorNeeded,
  lacksSparePower,
  machineConfig,
  spareShown,
  OPERATING_COST_SPLIT,
  POWER,
  powerDraw,
  toDollars,
  type Level,
} from '@forgeworks/engine';
import { machineInfo, upgradeCost } from '@/shared/lib/catalog';
import { formatMoney } from '@/shared/lib/format';

/** The Build panel's order: the production chain from power and raw materials to advanced steel. */
export const BUILD_ORDER: readonly MachineType[] = [
  'POWER_PLANT',
  'COAL_MINE',
  'IRON_MINE',
  'SMELTER',
  'STEEL_FURNACE',
  'STEEL_MILL',
  'COKE_OVEN',
  'TOOL_WORKS',
  'MACHINE_SHOP',
];

/**
 * Spare power: what the grid can still give a new machine (spec: powerCapacity − powerUsed, both the
 * engine's `powerBudget`, which counts the extra draw of worn machines).
 */
export function netPower(factory: { powerCapacity: number; powerUsed: number }): number {
  return factory.powerCapacity - factory.powerUsed;
}

export interface ActionState {
  enabled: boolean;
  label: string;
  /** Why it is disabled (or what to know), in the player's words; null when nothing to say. */
  reason: string | null;
}

/**
 * Build: disabled when cash is below the cost ('Insufficient Funds') or a build is pending; a
 * machine that uses power is also blocked when the spare power is below its consumption.
 */
export function buildState(
  type: MachineType,
  { cash, spare, pending, floorFree = Infinity }: { cash: number; spare: number; pending: boolean; floorFree?: number },
): ActionState {
  const info = machineInfo(type);
  const floor = floorNeeded(type, 1);
  if (floor > floorFree) return noFloor(floor, floorFree);
  if (cash < info.cost) {
    return {
      enabled: false,
      label: 'Insufficient Funds',
      reason: `You need ${formatMoney(info.cost - cash)} more cash.`,
    };
  }
  if (lacksSparePower(spare, info.powerConsumption)) {
    return {
      enabled: false,
      label: 'Needs power',
      reason: `Needs ${info.powerConsumption} power and your grid has ${spareShown(spare)} spare (worn machines draw more). Build a Power Plant first.`,
    };
  }
  // One build at a time: the others wait for the server's answer.
  if (pending) return { enabled: false, label: 'Build', reason: null };
  return { enabled: true, label: 'Build', reason: null };
}

/** The engine refuses what the site's floor cannot hold (its `lacksFloor`): said before the money goes. */
function noFloor(needed: number, free: number): ActionState {
  return {
    enabled: false,
    label: 'No floor space',
    reason: `Needs ${needed} floor and your site has ${free} free. Scrap a machine, extend your floor or buy what you need from other players.`,
  };
}

export interface UpgradeState extends ActionState {
  /** Dollars to the next level; null at the top level. */
  cost: number | null;
  atMax: boolean;
}

/**
 * Upgrade: one level at a time up to level 3, costing the difference to the next level's cost;
 * enabled only when cash covers it. The server also refuses broken machines, machines in the
 * shop and upgrades whose extra power the grid cannot give, so those are explained up front.
 */
export function upgradeState(
  machine: Pick<Machine, 'type' | 'level' | 'condition' | 'maintenance'>,
  {
    cash,
    spare,
    pending = false,
    floorFree = Infinity,
  }: { cash: number; spare: number; pending?: boolean; floorFree?: number },
): UpgradeState {
  const cost = upgradeCost(machine.type, machine.level);
  if (cost === null) return { enabled: false, label: 'Max level', reason: null, cost: null, atMax: true };
  const label = `Upgrade to Level ${machine.level + 1}`;
  const blocked = (reason: string): UpgradeState => ({ enabled: false, label, reason, cost, atMax: false });
  const floor = floorNeeded(machine.type, (machine.level + 1) as Level);
  if (floor > floorFree) return { ...noFloor(floor, floorFree), cost, atMax: false };
  if (cash < cost)
    return { ...blocked(`You need ${formatMoney(cost - cash)} more cash.`), label: 'Insufficient Funds' };
  if (machine.condition <= 0) return blocked('Broken machines must be repaired before an upgrade.');
  if (machine.maintenance) return blocked('Wait until its maintenance is done.');
  const extraPower =
    machineInfo(machine.type, machine.level + 1).powerConsumption -
    machineInfo(machine.type, machine.level).powerConsumption;
  if (lacksSparePower(spare, extraPower)) {
    return blocked(
      `Needs ${extraPower} more power and your grid has ${spareShown(spare)} spare (worn machines draw more).`,
    );
  }
  return { enabled: !pending, label, reason: null, cost, atMax: false };
}

export interface RunningCosts {
  labor: number;
  materials: number;
  maintenance: number;
  power: number;
  total: number;
}

/**
 * One tick's running costs of a working machine at a capacity, as the tick charges them: the
 * level's operating cost × capacity split 40% labor, 30% materials, 30% maintenance (plus any base
 * material cost), and the grid fee on the power it draws.
 */
export function runningCosts(type: MachineType, level: number, capacity: number, condition: number): RunningCosts {
  const c = machineConfig(type, level as Level);
  const running = c.operatingCost * capacity;
  const labor = Math.round(running * OPERATING_COST_SPLIT.labor);
  const materials = Math.round(running * OPERATING_COST_SPLIT.materials + (c.baseMaterialCost ?? 0) * capacity);
  const maintenance = Math.round(running * OPERATING_COST_SPLIT.maintenance);
  const draw = powerDraw(c.powerConsumption, capacity, condition, c.powerEfficiencyFactor);
  const power = Math.round(draw * POWER.RATE_CENTS_PER_UNIT);
  return {
    labor: toDollars(labor),
    materials: toDollars(materials),
    maintenance: toDollars(maintenance),
    power: toDollars(power),
    total: toDollars(labor + materials + maintenance + power),
  };
}

/** Power units a consumer draws now (worn machines draw more), or a plant generates at full output. */
export function currentPowerDraw(type: MachineType, level: number, capacity: number, condition: number): number {
  const c = machineConfig(type, level as Level);
  return powerDraw(c.powerConsumption, capacity, condition, c.powerEfficiencyFactor);
}

/**
 * Why the next tick makes less than the level's full batch, in the player's words: a lowered
 * capacity, a short crew, or (beyond both) missing inputs, power or the cash to run (a factory
 * that cannot pay its running costs runs at half speed). Null at full output.
 */
export function outputShortfall({
  share,
  capacity,
  workerEfficiency,
  inputNames,
  usesPower,
}: {
  share: number;
  capacity: number;
  workerEfficiency: number;
  inputNames: readonly string[];
  usesPower: boolean;
}): string | null {
  if (share >= 0.95) return null;
  const percent = (f: number) => `${Math.round(f * 100)}%`;
  const reasons: string[] = [];
  if (capacity < 0.95) reasons.push(`capacity is set to ${percent(capacity)}`);
  if (workerEfficiency < 0.95) reasons.push(`its crew works at ${percent(workerEfficiency)}`);
  if (share < capacity * Math.min(1, workerEfficiency) * 0.95) {
    const needs = [...inputNames.map((n) => `${n} in stock`), ...(usesPower ? ['power'] : []), 'cash to run'];
    const list = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} or ${needs.at(-1)}` : needs[0];
    reasons.push(`it is short of ${list}`);
  }
  return `Below full output: ${reasons.join('; ')}.`;
}
