/**
 * Every number of the game's rules that is not a per-machine catalog value.
 * docs/game-rules.md is checked against this file and the catalog (npm run rules:check).
 */
import { usd } from './money.js';
import type { Inventory } from './resources.js';

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
  inventory: { IRON_ORE: 0, STEEL_BAR: 0, COAL: 100, ADVANCED_STEEL: 0 } satisfies Inventory,
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
  RESOURCES: ['STEEL_BAR', 'ADVANCED_STEEL'],
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

export const MARKET = {
  /** Base price per unit, shown as the buy price; the sell price moves around it. */
  BASE_PRICES: {
    IRON_ORE: usd(12),
    COAL: usd(8),
    STEEL_BAR: usd(120),
    ADVANCED_STEEL: usd(420),
  } satisfies Inventory,
  /**
   * Units sold that, as recent supply pressure, cut a resource's price by half at one
   * active factory; market depth grows with the number of active factories.
   */
  HALF_PRICE_PRESSURE: { IRON_ORE: 5_000, COAL: 6_000, STEEL_BAR: 1_000, ADVANCED_STEEL: 400 } satisfies Inventory,
  /** Share of the supply pressure that fades every tick (prices recover toward base). */
  PRESSURE_DECAY_PER_TICK: 0.04,
  /** The demand factor is a seeded, mean-reverting walk. */
  DEMAND_STEP: 0.02,
  DEMAND_REVERSION: 0.1,
  DEMAND_MIN: 0.9,
  DEMAND_MAX: 1.1,
  /** The sell price always stays within these shares of the base price. */
  PRICE_FLOOR: 0.3,
  PRICE_CEILING: 1.2,
  /**
   * The market sells at an ask this share above its current price: a round trip through the
   * market always loses, and the spread pays for a market that is always there to buy from.
   */
  SPREAD: 0.05,
  /** The most units one purchase may ask for: a bound on typing mistakes, not on trade. */
  MAX_BUY_QUANTITY: 1_000_000,
} as const;

/**
 * The player exchange (exchange/): sell offers one player lists and another buys from. Goods
 * leave the seller's stock when listed (escrow) and come back only if cancelled or expired.
 */
export const EXCHANGE = {
  /** An offer stays open this many ticks (24 game hours at the default interval), then expires. */
  OFFER_LIFE_TICKS: 288,
  /** Open offers one player may have at once, across resources. */
  MAX_OPEN_OFFERS: 20,
  /** Share of every trade's value kept from the seller: a money sink, as the market's spread is. */
  FEE_RATE: 0.02,
  /** An offer's unit price is at most this multiple of the resource's base price: a bound on typos. */
  MAX_PRICE_MULTIPLE: 10,
  /** The most units one offer or one buy may name (as MARKET.MAX_BUY_QUANTITY). */
  MAX_QUANTITY: 1_000_000,
  /** A bid (a buy order) holds its cash this many ticks (24 game hours at the default interval), then lapses. */
  BID_LIFE_TICKS: 288,
  /** Open bids one player may have at once, across resources. */
  MAX_OPEN_BIDS: 20,
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

/**
 * Fair play on the exchange (exchange/fair-play.ts, docs/adr/0010): a trade away from the market's
 * price hands the difference to the other side, a **concession**. Prices stay near the market's, and
 * what a factory concedes over its life is capped by an allowance that only production grows, so
 * accounts made to feed another factory hand it little, however many there are.
 */
export const FAIR_PLAY = {
  /** An offer's unit price stays within this share of the market's price either side, listed and filled. */
  PRICE_BAND: 0.25,
  /** What a factory may concede before it has produced anything: 8% of the starting cash. */
  ALLOWANCE_BASE: usd(4_000),
  /** The allowance grows by this share of the value the factory has produced (at base prices). */
  ALLOWANCE_PRODUCED_SHARE: 0.05,
  /** For the operator: a trade this far from the market's price (either way) is reported. */
  FAR_FROM_MARKET: 0.1,
  /** For the operator: a pair is reported once one side has conceded this much more to the other than back. */
  ONE_WAY_FLOW: usd(1_000),
} as const;

/**
 * Contracts between two players (contracts/contracts.ts): a promise to deliver a quantity of one
 * resource at a unit price by a due tick. The fee is the exchange's (`EXCHANGE.FEE_RATE`), and the
 * price obeys the exchange's fair play (`FAIR_PLAY`): a contract is one more way two players trade.
 */
export const CONTRACTS = {
  /**
   * The nearest due tick an offer may name, counted from its acceptance: a few ticks, so the seller
   * gets a delivery or two.
   */
  MIN_DUE_TICKS: 3,
  /** The farthest: three game days at the default interval. */
  MAX_DUE_TICKS: 3 * TIME.TICKS_PER_DAY,
  /** The most units one contract may name. */
  MAX_QUANTITY: 100_000,
  /** Contracts a factory may have offered (awaiting an answer) and active at once, together. */
  MAX_OPEN: 20,
  /** A defaulting seller pays the buyer this share of the undelivered units' value at the contract's price. */
  PENALTY_SHARE: 0.1,
  /**
   * Both sides are told when a contract is due within this many ticks (an hour) and what is owed
   * cannot arrive in time at the seller's rate.
   */
  DUE_SOON_TICKS: TIME.TICKS_PER_HOUR,
  /** An offer stays open for its counterparty this many ticks (a game day), then lapses. */
  OFFER_OPEN_TICKS: TIME.TICKS_PER_DAY,
} as const;
