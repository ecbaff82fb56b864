/**
 * Factory sites (docs/adr/0015): where a factory stands decides what it does best and how much it can
 * hold. Every number of the sites lives here; the browser and the rulebook read this table.
 */
import type { Level, MachineType, WorksMachineType } from './machines.js';
import { MACHINE_TYPES } from './machines.js';
import { WORKS_CATALOG } from './works-table.js';
import type { Cents } from '../money.js';
import { usd } from '../money.js';

export const SITE_IDS = ['IRON_RANGE', 'COAL_BASIN', 'RIVER_WORKS', 'FREE_PORT'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export interface Site {
  id: SiteId;
  name: string;
  /** What the site is best at, in one sentence the player reads when choosing. */
  strength: string;
  /** Floor space: the sum of its machines' floor (`machineFloor`) a factory here may build up to. */
  floor: number;
  /** Output of each machine type here, as a multiple of the catalog's (power plants: power made from the same coal). */
  yields: Partial<Record<MachineType, number>>;
  /** Share of the market's spread (MARKET.SPREAD) a purchase from the market pays here. */
  spreadShare: number;
}

/** A yield in the player's words, before the good it makes: "40% more" at ×1.4, "twice the" at ×2. */
export function moreOf(yieldHere: number): string {
  return yieldHere === 2 ? 'twice the' : `${Math.round((yieldHere - 1) * 100)}% more`;
}

const IRON_RANGE_YIELDS = { IRON_MINE: 2.25 };
/** Smelters and Steel Furnaces fired at the pithead: the basin's way to a good many buy (steel bars), beside coke, which few burn. */
const PITHEAD_REFINING = 1.25;
const COAL_BASIN_YIELDS = {
  COAL_MINE: 1.4,
  COKE_OVEN: 2.5,
  SMELTER: PITHEAD_REFINING,
  STEEL_FURNACE: PITHEAD_REFINING,
};
const RIVER_WORKS_YIELDS = { POWER_PLANT: 1.4, TOOL_WORKS: 1.5 };
const FREE_PORT_REFINING = 1.05;
const FREE_PORT_YIELDS = {
  SMELTER: FREE_PORT_REFINING,
  STEEL_FURNACE: FREE_PORT_REFINING,
  STEEL_MILL: FREE_PORT_REFINING,
  MACHINE_SHOP: 1.2,
};

export const SITES: Record<SiteId, Site> = {
  IRON_RANGE: {
    id: 'IRON_RANGE',
    name: 'Iron Range',
    strength: `Rich iron seams: Iron Mines dig ${moreOf(IRON_RANGE_YIELDS.IRON_MINE)} ore.`,
    floor: 60,
    yields: IRON_RANGE_YIELDS,
    spreadShare: 1,
  },
  COAL_BASIN: {
    id: 'COAL_BASIN',
    name: 'Coal Basin',
    strength: `Thick coal seams: Coal Mines dig ${moreOf(COAL_BASIN_YIELDS.COAL_MINE)} coal, Coke Ovens bake ${moreOf(COAL_BASIN_YIELDS.COKE_OVEN)} coke, and Smelters and Steel Furnaces fired at the pithead make ${moreOf(PITHEAD_REFINING)} steel bars.`,
    floor: 60,
    yields: COAL_BASIN_YIELDS,
    spreadShare: 1,
  },
  RIVER_WORKS: {
    id: 'RIVER_WORKS',
    name: 'River Works',
    strength: `Cheap river power: Power Plants make ${moreOf(RIVER_WORKS_YIELDS.POWER_PLANT)} power from the same coal, and Tool Works forge ${moreOf(RIVER_WORKS_YIELDS.TOOL_WORKS)} tools.`,
    floor: 60,
    yields: RIVER_WORKS_YIELDS,
    spreadShare: 1,
  },
  FREE_PORT: {
    id: 'FREE_PORT',
    name: 'Free Port',
    strength: `Foundries on the docks: Smelters, Steel Furnaces and Steel Mills make ${moreOf(FREE_PORT_REFINING)} and Machine Shops ${moreOf(FREE_PORT_YIELDS.MACHINE_SHOP)} from the same inputs, and market purchases pay a fifth of the spread.`,
    floor: 60,
    yields: FREE_PORT_YIELDS,
    spreadShare: 0.2,
  },
};

/**
 * The rules around sites. A factory that has not chosen yet stands on open ground: no strength, the
 * floor of the plain sites, so nothing it built before sites existed is lost.
 */
export const SITE_RULES = {
  /** Floor of a factory that has not chosen its site. */
  UNCHOSEN_FLOOR: 60,
  /** Floor a machine takes at level 1, by type; each level above adds LEVEL_FLOOR. */
  MACHINE_FLOOR: {
    IRON_MINE: 2,
    COAL_MINE: 2,
    POWER_PLANT: 3,
    SMELTER: 3,
    STEEL_FURNACE: 4,
    STEEL_MILL: 4,
    COKE_OVEN: 3,
    TOOL_WORKS: 4,
    MACHINE_SHOP: 5,
  } satisfies Record<MachineType, number>,
  LEVEL_FLOOR: 1,
  /** Moving to another site: a fixed cost plus this much for each unit of floor the machines take (they are carried over). */
  MOVE_BASE_COST: usd(10_000),
  MOVE_COST_PER_FLOOR: usd(250),
  /**
   * A full floor can be extended (sites/extend.ts): this many units at a time, the first for
   * EXTENSION_FIRST_COST and each after for EXTENSION_COST_GROWTH times the one before, so an engaged
   * factory keeps a way to grow once its site is full, at a price that soon outruns what the floor earns.
   */
  EXTENSION_FLOOR: 10,
  EXTENSION_FIRST_COST: usd(2_000_000),
  EXTENSION_COST_GROWTH: 2,
} as const;

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** Floor one machine of `type` at `level` takes. */
export function machineFloor(type: MachineType, level: Level): number {
  return SITE_RULES.MACHINE_FLOOR[type] + SITE_RULES.LEVEL_FLOOR * (level - 1);
}

/** Floor space a site offers (open ground for null). */
export function siteFloor(site: SiteId | null): number {
  return site === null ? SITE_RULES.UNCHOSEN_FLOOR : SITES[site].floor;
}

/** Extensions bought so far: the extra floor in whole extensions (a stray remainder counts as none). */
function extensionsOf(extraFloor: number): number {
  return Math.max(0, Math.floor(extraFloor / SITE_RULES.EXTENSION_FLOOR));
}

/** What the next extension of the floor costs a factory that has `extraFloor` already. */
export function floorExtensionCost(extraFloor: number): Cents {
  return SITE_RULES.EXTENSION_FIRST_COST * SITE_RULES.EXTENSION_COST_GROWTH ** extensionsOf(extraFloor);
}

/**
 * What the extensions a factory holds cost, all of them at today's prices: net worth counts them so,
 * as it counts the works at what they would cost again, so an extension turns cash into worth one for one.
 */
export function floorExtensionsValue(extraFloor: number): Cents {
  let value = 0;
  for (let k = 0; k < extensionsOf(extraFloor); k++) value += floorExtensionCost(k * SITE_RULES.EXTENSION_FLOOR);
  return value;
}

/** Output of a machine type at a site, as a multiple of the catalog's. */
export function siteYield(site: SiteId | null, type: MachineType): number {
  return site === null ? 1 : (SITES[site].yields[type] ?? 1);
}

const WORKS = MACHINE_TYPES.filter((t): t is WorksMachineType => t in WORKS_CATALOG);

/** The works machine a site runs better than open ground (none at a site whose strength is a mine). */
export function siteWorks(site: SiteId | null): WorksMachineType | null {
  return WORKS.find((t) => siteYield(site, t) > 1) ?? null;
}

/** Share of the market's spread a purchase pays at a site. */
export function siteSpreadShare(site: SiteId | null): number {
  return site === null ? 1 : SITES[site].spreadShare;
}

/** What moving the machines of `usedFloor` to another site costs. */
export function siteMoveCost(usedFloor: number): Cents {
  return SITE_RULES.MOVE_BASE_COST + SITE_RULES.MOVE_COST_PER_FLOOR * usedFloor;
}
