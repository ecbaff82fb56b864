import type { CashReason, FactoryState, GameEvent } from '@forgeworks/engine';
import { advanceMarket, netWorth, newFactory, newMarket, runFactoryTick, sellPrices, TIME } from '@forgeworks/engine';
import type { DayReport } from './daybook.js';
import { DayBook } from './daybook.js';
import { Game } from './game.js';
import type { Strategy } from './strategy.js';

/** Cash moves that are investment or financing, not the result of running the factory. */
const CAPITAL: ReadonlySet<CashReason> = new Set([
  'build',
  'upgrade',
  'loan',
  'scrap',
  'hiring',
  'challengeReward',
  'overdraft',
]);

/** 2026-01-01T00:00:00Z: a fixed start so daily challenges are the same on every run. */
export const EPOCH = Date.UTC(2026, 0, 1);

export interface SimulationResult {
  strategy: string;
  ticks: number;
  seed: number;
  /** Net worth in dollars after each tick, stock valued at the market's sell prices. */
  netWorth: number[];
  cash: number[];
  debt: number[];
  /** Each whole game day of the run: money by reason, value made, underfunding, the day's end. */
  days: DayReport[];
  /** Sales less running costs, salaries, maintenance and debt service, in dollars, per tick. */
  profit: number[];
  firstProfitableTick: number | null;
  minCash: number;
  bankrupt: boolean;
  achievements: string[];
  lastBuildTick: number | null;
  machines: number;
  workers: number;
}

export function operatingProfit(events: readonly GameEvent[]): number {
  let cents = 0;
  for (const e of events) if (e.kind === 'cash' && !CAPITAL.has(e.reason)) cents += e.amount;
  return cents;
}

/** A factory's standing instructions, where a run sets them other than a new factory's defaults. */
export type StandingInstructions = Partial<Pick<FactoryState, 'standingOrders' | 'autoMaintenance'>>;

export function simulate(
  strategy: Strategy,
  ticks: number,
  seed = 1,
  instructions: StandingInstructions = {},
): SimulationResult {
  const game = new Game({ ...newFactory(seed), ...instructions }, newMarket(seed), EPOCH);
  const result: SimulationResult = {
    strategy: strategy.name,
    ticks,
    seed,
    netWorth: [],
    cash: [],
    debt: [],
    days: [],
    profit: [],
    firstProfitableTick: null,
    minCash: game.state.cash / 100,
    bankrupt: false,
    achievements: [],
    lastBuildTick: null,
    machines: 0,
    workers: 0,
  };
  let day = new DayBook(1);
  for (let tick = 1; tick <= ticks; tick++) {
    game.now = EPOCH + tick * TIME.TICK_INTERVAL_MS;
    game.events.length = 0;
    strategy.act(game, tick);
    if (game.events.some((e) => e.kind === 'machineBuilt' || e.kind === 'machineUpgraded')) result.lastBuildTick = tick;
    // The factory's tick reads the market as of the last tick; the market then takes this tick's trades, as on the server.
    const ticked = runFactoryTick(game.state, { tick, now: game.now, market: game.market });
    game.market = advanceMarket(game.market, { tick, sold: ticked.sold, bought: ticked.bought, activeFactories: 1 });
    game.state = ticked.state;
    const events = [...game.events, ...ticked.events];

    const profit = operatingProfit(events) / 100;
    const prices = sellPrices(game.market);
    const worth = netWorth(game.state, prices) / 100;
    day.record(events, ticked.plan, prices);
    if (tick % TIME.TICKS_PER_DAY === 0) {
      result.days.push(day.close(game.state, worth, prices));
      day = new DayBook(result.days.length + 1);
    }
    result.profit.push(profit);
    result.netWorth.push(worth);
    result.cash.push(game.state.cash / 100);
    result.debt.push(game.state.debt / 100);
    result.minCash = Math.min(result.minCash, game.state.cash / 100);
    if (result.firstProfitableTick === null && profit > 0) result.firstProfitableTick = tick;
    if (worth <= 0 || events.some((e) => e.kind === 'debt' && e.reason === 'overdraft')) result.bankrupt = true;
    for (const e of events) if (e.kind === 'achievement') result.achievements.push(e.achievement);
  }
  result.machines = game.state.machines.length;
  result.workers = game.state.workers.length;
  return result;
}
