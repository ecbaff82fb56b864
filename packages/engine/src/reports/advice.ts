import type { MachineType } from '../catalog/machines.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { TIME } from '../rules.js';

/** Thresholds of the advice itself; the game's own numbers stay in rules.ts. */
export const ADVICE = {
  /** Warn when the coal in stock lasts fewer ticks than this at the current net burn. */
  COAL_RESERVE_TICKS: TIME.TICKS_PER_HOUR,
  /** Growth advice asks for a coal mine before more ore while coal made exceeds coal used by less than this a tick. */
  GROWTH_COAL_MARGIN: 3,
  /** Asks for a plant while spare power is under this share of the draw: worn machines draw up to 30% more. */
  POWER_MARGIN: 0.2,
  /**
   * Growth (a new chain, a refiner, an upgrade) is advised only when it pays back within this many ticks
   * at today's prices, upkeep included: two game days, the longest a level-1 machine takes at base prices.
   */
  GROWTH_PAYBACK_TICKS: 2 * TIME.TICKS_PER_DAY,
  /**
   * Nor when what it makes sells today below this share of its base price: the market already has more
   * than it wants, and every factory that adds to it pushes the price down for all (docs/adr/0008).
   */
  GLUT_PRICE_SHARE: 0.85,
  /**
   * A works machine that buys its inputs is advised only when cash also covers this many ticks of what
   * it buys (half a game day: a player who checks in twice a day buys until the next visit).
   */
  WORKS_STOCK_TICKS: TIME.TICKS_PER_DAY / 2,
  /**
   * Once this share of its floor is taken, the floor and not the cash limits what a factory can still
   * build: growth is then chosen by what it earns a tick for each unit of floor it takes, no longer in
   * the chain's order (which fills a floor with level-1 mines and smelters that earn little on it).
   */
  FLOOR_SCARCE_SHARE: 0.4,
  /**
   * A floor extension is advised only while it costs at most this share of the cash: the rest builds on
   * the new floor, and the extensions' doubling cost stops the advice once they outgrow what it earns.
   */
  EXTENSION_CASH_SHARE: 0.5,
} as const;

/** What following a piece of advice means, for players (and scripted players) that act on it. */
export type AdviceAction =
  | { kind: 'build'; machine: MachineType }
  | { kind: 'upgrade'; machineId: string }
  | { kind: 'hire' }
  | { kind: 'sell' }
  | { kind: 'buy' }
  | { kind: 'emergencyRepair' }
  | { kind: 'overhaul' }
  /** Scrap this machine (and any others the text names) to make room on a full floor. */
  | { kind: 'scrap'; machineId: string }
  /** Extend the floor (sites/extend.ts): the full floor holds no more of the growth that pays. */
  | { kind: 'extendFloor' };

export interface Advice {
  text: string;
  action: AdviceAction;
}

/** A growth step and what it earns a tick for each unit of floor it takes (the choice on a scarce floor). */
export interface Step {
  advice: Advice;
  perFloor: number;
}

export const build = (machine: MachineType, text: string): Advice => ({ text, action: { kind: 'build', machine } });

/** "a Smelter", "an Iron Mine". */
export const aOrAn = (name: string): string => (/^[AEIOU]/.test(name) ? 'an' : 'a');

export type Prices = Record<StoredResource, Cents>;
