/**
 * A factory's running: time, its start, power, funding, what it does on its own, warnings, debt, loans
 * and its worth. One part of the rules (rules.ts).
 */
import { usd } from '../money.js';
import type { Inventory } from '../resources.js';

export const TIME = {
  /** Default real time between two ticks. The rules are written in ticks. */
  TICK_INTERVAL_MS: 300_000,
  TICKS_PER_HOUR: 12,
  TICKS_PER_DAY: 288,
  DAY_MS: 86_400_000,
} as const;

export const STARTING_FACTORY = {
  cash: usd(50_000),
  debt: 0,
  /** Enough coal for a first power plant to run ~20 ticks before a coal mine feeds it. */
  inventory: {
    IRON_ORE: 0,
    STEEL_BAR: 0,
    COAL: 100,
    ADVANCED_STEEL: 0,
    COKE: 0,
    TOOLS: 0,
    MACHINE_PARTS: 0,
  } satisfies Inventory,
} as const;

export const POWER = {
  /** Grid fee in cents per power unit drawn per tick (the spec's "rate 10" = $0.10, i.e. 0.1 × consumption in dollars). */
  RATE_CENTS_PER_UNIT: 10,
  /** Production efficiency of power-consuming machines when generation is below consumption. */
  INSUFFICIENT_PENALTY: 0.5,
  /** Extra draw of a worn machine: consumption × (1 + (1 − condition) × CONDITION_DRAW). */
  CONDITION_DRAW: 0.3,
  /** Grid bands by generation / consumption. */
  SURPLUS_RATIO: 1.2,
  SHORTAGE_RATIO: 0.5,
  /** Advice: plants to build = ceil(deficit / output of a level-1 coal power plant). */
  ADVICE_PLANT_OUTPUT: 15,
  /** Net power below this shows as low in the panel. */
  LOW_NET_POWER: 5,
} as const;

export const FUNDING = {
  /** Efficiency when cash is below the tick's operating plus power costs. */
  UNDERFUNDED_FACTOR: 0.5,
} as const;

/**
 * What a factory does on its own at every tick, so that a player's absence is safe
 * (actions/standing-instructions.ts). The player may change them; these are the defaults.
 */
export const STANDING_ORDERS = {
  /** Resources a factory has standing orders for until its player changes them: its products, not the coal and ore it runs on. */
  RESOURCES: ['STEEL_BAR', 'ADVANCED_STEEL', 'COKE', 'TOOLS', 'MACHINE_PARTS'],
  /** Stock kept back from a standing order: this many ticks of what the factory's own machines use. */
  KEEP_TICKS: 12,
  /** A standing order does not sell below this share of the base price. */
  MIN_PRICE_SHARE: 0.6,
} as const;

export const AUTO_MAINTENANCE = {
  /** Preventive maintenance is booked for a running machine at or below this condition. */
  SERVICE_BELOW: 0.6,
  /** Automatic work is paid only while this many ticks of running costs and salaries stay in cash. */
  RESERVE_TICKS: 12,
} as const;

/**
 * When a player is warned of what is coming (reports/warnings.ts): on the event stream and, for
 * those who ask, by a notification on their devices.
 */
export const WARNINGS = {
  /** Cash is about to run out when, at the tick's loss, it lasts fewer ticks than this (2 hours). */
  CASH_RUNWAY_TICKS: 24,
  /** The day's challenge, not yet completed, is about to end this many ticks before midnight UTC (2 hours). */
  CHALLENGE_ENDING_TICKS: 24,
} as const;

export const OPERATING_COST_SPLIT = { labor: 0.4, materials: 0.3, maintenance: 0.3 } as const;

export const CAPACITY = { MIN: 0.25, MAX: 1, DEFAULT: 1 } as const;

export const DEBT = {
  REPAYMENT_RATE: 0.05,
  MIN_REPAYMENT: usd(10),
} as const;

export const LOAN = {
  /** The largest loan: this share of net worth (never below MIN_MAX_AMOUNT), less debt owed. */
  NET_WORTH_SHARE: 0.5,
  MIN_MAX_AMOUNT: usd(10_000),
  /** Flat interest added to the debt when the loan is taken. */
  INTEREST_RATE: 0.1,
} as const;

export const SPENDING = {
  /**
   * A build, upgrade, hire or purchase that costs more than this share of the cash in hand is
   * asked about first (`isLargeSpend`); a smaller one goes ahead on one tap.
   */
  CONFIRM_SHARE: 0.1,
} as const;

export const NET_WORTH = {
  /**
   * Machines count at invested × BOOK_SHARE × (0.5 + 0.5 × condition): at what they cost while
   * new, so building turns cash into worth one for one and only wear takes it away.
   */
  BOOK_SHARE: 1,
  /** Workers count at CREW_SHARE × their hiring cost: what it would take to hire the crew again. */
  CREW_SHARE: 1,
} as const;
