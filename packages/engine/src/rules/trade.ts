/**
 * Trade: the market's prices, the exchange between players, fair play, contracts. One part of the
 * rules (rules.ts).
 */
import { usd } from '../money.js';
import type { Inventory } from '../resources.js';
import { TIME } from './factory.js';

export const MARKET = {
  /** Base price per unit, shown as the buy price; the sell price moves around it. */
  BASE_PRICES: {
    IRON_ORE: usd(12),
    COAL: usd(8),
    STEEL_BAR: usd(120),
    ADVANCED_STEEL: usd(420),
    COKE: usd(27),
    TOOLS: usd(210),
    MACHINE_PARTS: usd(800),
  } satisfies Inventory,
  /**
   * Units sold that, as recent supply pressure, cut a resource's price by half at one
   * active factory; market depth grows with the number of active factories. Coke's is deeper than
   * its price alone would make it: foundries beyond the game burn it too, not only the works (docs/balance-notes.md).
   */
  HALF_PRICE_PRESSURE: {
    IRON_ORE: 5_000,
    COAL: 6_000,
    STEEL_BAR: 1_000,
    ADVANCED_STEEL: 400,
    COKE: 6_000,
    TOOLS: 500,
    MACHINE_PARTS: 200,
  } satisfies Inventory,
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
  /**
   * The most instalments one contract may name (issue 48): a supply of `quantity` each time, the
   * first due `dueInTicks` after acceptance and each next `everyTicks` later.
   */
  MAX_INSTALMENTS: 12,
  /** The nearest an instalment may follow the one before: a tick, a supply every tick. */
  MIN_EVERY_TICKS: 1,
  /** The farthest: a game day. */
  MAX_EVERY_TICKS: TIME.TICKS_PER_DAY,
} as const;
