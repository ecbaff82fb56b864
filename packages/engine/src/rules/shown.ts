/**
 * What a player is shown and ranked by: advice thresholds, display tones, seasons. One part of the
 * rules (rules.ts).
 */
import { usd } from '../money.js';
import { TIME } from './factory.js';

export const THRESHOLDS = {
  LOW_CASH: usd(5_000),
  EXPANSION_NET_IRON: 10,
  EXPANSION_CASH: usd(15_000),
  RECOMMENDATIONS_SHOWN: 3,
  LEADERBOARD_SIZE: 10,
  MAINTENANCE_HISTORY_LIMIT: 20,
} as const;

/**
 * The spec's colour thresholds (section 9): which status tone a figure is shown in. The client
 * reads them from here; they change no rule of play.
 */
export const DISPLAY = {
  /** Cash position: good above CASH_GOOD, warning above CASH_WARNING, bad below. */
  CASH_GOOD: usd(10_000),
  CASH_WARNING: usd(1_000),
  /** Debt: a warning under DEBT_WARNING, bad from it up (none is good). */
  DEBT_WARNING: usd(5_000),
  /** Power efficiency under this shows as bad. */
  POWER_EFFICIENCY_BAD: 0.9,
  /** Average capacity: good from CAPACITY_GOOD, warning from CAPACITY_WARNING, bad below. */
  CAPACITY_GOOD: 0.8,
  CAPACITY_WARNING: 0.5,
  /** Efficiency: good from EFFICIENCY_GOOD, warning from EFFICIENCY_WARNING, bad below. */
  EFFICIENCY_GOOD: 0.8,
  EFFICIENCY_WARNING: 0.6,
  /** Worker satisfaction: green from SATISFACTION_GOOD, yellow from SATISFACTION_WARNING, red below. */
  SATISFACTION_GOOD: 80,
  SATISFACTION_WARNING: 60,
} as const;

/**
 * Seasons (progress/seasons.ts; docs/adr/0008): the board that matters now. Every season a factory
 * races the others of its league for the net worth it gains; the lifetime board stays beside it.
 */
export const SEASON = {
  /** A season lasts this many ticks: 14 game days (two game weeks) at the default interval. */
  LENGTH_TICKS: 14 * TIME.TICKS_PER_DAY,
  /**
   * Each league's lowest net worth. A factory starts a season in the league of its net worth when
   * the season began (or when it was founded in it) and moves up the moment its net worth reaches a
   * higher floor: a newcomer races the small works of its size now, a veteran veterans.
   */
  LEAGUE_FLOORS: { BRONZE: usd(0), SILVER: usd(250_000), GOLD: usd(2_500_000) },
  /** Places of each league kept in the hall of fame when a season ends. */
  HALL_OF_FAME_PLACES: 3,
} as const;
