/**
 * Machines and their crews: wear, repair, scrap, upkeep by size, workers' skill, pay and satisfaction.
 * One part of the rules (rules.ts).
 */

export const CONDITION = {
  /** Wear per tick at capacity 1 and condition 1; scaled by capacity and by (2 − condition). */
  BASE_WEAR_PER_TICK: 0.0006,
  /** Per-tick breakdown chance = BREAKDOWN_CHANCE × breakdownRisk × capacity; breakdownRisk = (1 − condition)². */
  BREAKDOWN_CHANCE: 0.01,
  /** Band upper bounds (inclusive): broken is exactly 0. */
  CRITICAL_MAX: 0.3,
  POOR_MAX: 0.6,
  FAIR_MAX: 0.8,
  /** The Repair button shows below this condition. */
  REPAIR_BELOW: 0.8,
  RISK_HIGH: 0.7,
  RISK_MEDIUM: 0.4,
  /** A "maintenance due" alert needs condition at or below this and no maintenance for MAINTENANCE_LOOKBACK_DAYS. */
  MAINTENANCE_DUE_MAX: 0.6,
  MAINTENANCE_LOOKBACK_DAYS: 30,
} as const;

export const REPAIR = {
  /** Instant repair cost: machine cost × REPAIR_COST_SHARE × condition restored. */
  COST_SHARE: 0.25,
  /** Emergency repair of a broken machine: this share of its cost, rounded to the dollar. */
  EMERGENCY_COST_SHARE: 0.1,
  EMERGENCY_RESTORES_TO: 0.5,
} as const;

export const SCRAP = {
  /** Scrap value = invested × SHARE × (0.5 + 0.5 × condition); a broken machine gets BROKEN_FACTOR of that. */
  SHARE: 0.5,
  BROKEN_FACTOR: 0.5,
} as const;

export const WORKFORCE = {
  SKILL_MIN: 1,
  SKILL_MAX: 5,
  /** Salary = base salary of the type × (1 + SALARY_STEP × (skill − 1)). */
  SALARY_STEP: 0.35,
  /** Hiring cost = HIRING_COST_TICKS × the worker's salary per tick. */
  HIRING_COST_TICKS: 40,
  /** A filled slot scores 1 + SKILL_BONUS per level above the requirement, 1 − SKILL_SHORTFALL per level below. */
  SKILL_BONUS: 0.05,
  SKILL_SHORTFALL: 0.2,
  /** Each worker beyond the requirements, up to maxWorkersPerShift, adds this. */
  EXTRA_WORKER_BONUS: 0.05,
  MAX_EFFICIENCY: 1.25,
  /** Automation keeps a machine with no staff at this efficiency. */
  UNSTAFFED_FLOOR: 0.25,
  SATISFACTION_START: 80,
  /** Satisfaction moves this many points per tick toward its target. */
  SATISFACTION_STEP: 2,
  TARGET_WORKING: 90,
  TARGET_IDLE: 55,
  TARGET_UNPAID: 10,
  /** Slot score multiplier: min(1, SATISFACTION_FLOOR + satisfaction / SATISFACTION_DIVISOR), 1 from 80 up. */
  SATISFACTION_FLOOR: 0.75,
  SATISFACTION_DIVISOR: 320,
  EFFICIENCY_GOOD: 0.95,
  EFFICIENCY_UNDERSTAFFED: 0.8,
} as const;

/**
 * Upkeep that grows with size (docs/adr/0008). A factory's size is the sum of its machines' levels (a
 * level-3 machine counts 3). Past FREE_LEVELS, every running machine's maintenance costs
 * CENTS_PER_LEVEL × its level × (size − FREE_LEVELS) a tick more, scaled by capacity like its other
 * running costs. All running, a factory pays CENTS_PER_LEVEL × size × (size − FREE_LEVELS) a tick:
 * each level built or upgraded costs more to keep than the last, so growth stops where a level no
 * longer earns its upkeep, and the richest works pay the most back to the game.
 */
export const UPKEEP = {
  /** Twice the welcome setup: a newcomer's first works pay none. */
  FREE_LEVELS: 10,
  CENTS_PER_LEVEL: 50,
} as const;
