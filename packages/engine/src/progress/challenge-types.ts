import type { Cents } from '../money.js';
import { usd } from '../money.js';

export const CHALLENGE_TYPE_IDS = [
  'PRODUCE_IRON_ORE',
  'PRODUCE_STEEL_BAR',
  'REACH_CASH',
  'BUILD_MACHINES',
  'SELL_RESOURCES',
  'UPGRADE_MACHINES',
] as const;
export type ChallengeType = (typeof CHALLENGE_TYPE_IDS)[number];

export interface ChallengeOption {
  /** Cents for REACH_CASH, units or a count otherwise. */
  target: number;
  reward: Cents;
}

export interface ChallengeTypeDefinition {
  /** `{target}` is replaced by the day's target, in dollars for cash. */
  goal: string;
  unit: 'count' | 'cents' | 'units';
  /** The day's draw picks one; a larger target pays more. */
  options: readonly ChallengeOption[];
  tip: string;
}

const option = (target: number, rewardDollars: number): ChallengeOption => ({ target, reward: usd(rewardDollars) });

/**
 * The one place for daily challenge targets and rewards; the rulebook is generated from it.
 * Sized for a day of 288 ticks: a staffed starter factory (one mine, one smelter) reaches the
 * production targets in a few hours of play, so a player who joins late still can.
 */
export const CHALLENGE_TYPES: Record<ChallengeType, ChallengeTypeDefinition> = {
  PRODUCE_IRON_ORE: {
    goal: 'Produce {target} iron ore today',
    unit: 'units',
    options: [option(400, 2_000), option(500, 2_500), option(600, 3_000)],
    tip: 'A second Iron Mine or an upgrade of the first adds ore fastest; keep the mines staffed and in good repair.',
  },
  PRODUCE_STEEL_BAR: {
    goal: 'Produce {target} steel bars today',
    unit: 'units',
    options: [option(50, 2_500), option(60, 3_000), option(80, 4_000)],
    tip: 'Smelters stall without ore and coal, so keep both stocked before adding smelting capacity.',
  },
  REACH_CASH: {
    goal: 'Have {target} in cash net of debt today',
    unit: 'cents',
    options: [option(usd(60_000), 2_000), option(usd(75_000), 3_000), option(usd(90_000), 4_000)],
    tip: 'Borrowed cash does not count. Sell stock while prices are good and hold off on big purchases until you have reached the mark.',
  },
  BUILD_MACHINES: {
    goal: 'Build {target} machines today',
    unit: 'count',
    options: [option(2, 3_000), option(3, 4_500)],
    tip: 'Check your spare power first: a new Power Plant makes room for the machines after it.',
  },
  SELL_RESOURCES: {
    goal: 'Sell {target} units of resources today',
    unit: 'units',
    options: [option(250, 2_000), option(300, 2_500), option(400, 3_500)],
    tip: 'Large sales push the price down, so sell in several smaller lots over the day.',
  },
  UPGRADE_MACHINES: {
    goal: 'Upgrade {target} machines today',
    unit: 'count',
    options: [option(1, 3_000), option(2, 5_000)],
    tip: 'An upgrade raises output for less than a new machine, but broken machines must be repaired first.',
  },
};

/** Thousands separators without Intl, whose output can differ between runtimes. */
function grouped(whole: number): string {
  return Math.round(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function describeChallenge(type: ChallengeType, target: number): string {
  const def = CHALLENGE_TYPES[type];
  const shown = def.unit === 'cents' ? `$${grouped(target / 100)}` : grouped(target);
  const text = def.goal.replace('{target}', shown);
  // "Upgrade 1 machines" reads wrong; the goals are written in the plural.
  return target === 1 ? text.replace(/machines/, 'machine') : text;
}
