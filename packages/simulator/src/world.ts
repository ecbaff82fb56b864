import type { Inventory } from '@forgeworks/engine';
import {
  advanceMarket,
  emptyInventory,
  netWorth,
  newFactory,
  newMarket,
  runFactoryTick,
  sellPrices,
  STORED_RESOURCES,
  TIME,
} from '@forgeworks/engine';
import { Game } from './game.js';
import { EPOCH } from './simulation.js';
import type { Strategy } from './strategy.js';

/** One factory of a shared world: who plays it, from which tick, on which seed. */
export interface Seat {
  name: string;
  strategy: Strategy;
  seed: number;
  /** The tick it joins at (0: from the start); it plays its first turn before the tick after. */
  joins?: number;
}

export interface WorldResult {
  /** Each seat's net worth in dollars after each tick (its starting worth before it joins). */
  netWorth: Record<string, number[]>;
}

/**
 * Several factories on one market, as on a server: before each tick every seat that has joined
 * takes its turn at the market of the last tick, every factory runs the tick, and the market then
 * takes in all their sales and purchases at once.
 */
export function simulateWorld(seats: readonly Seat[], ticks: number, marketSeed = 1): WorldResult {
  let market = newMarket(marketSeed);
  const games = seats.map((seat) => {
    const joins = seat.joins ?? 0;
    return new Game({ ...newFactory(seat.seed), tick: joins }, market, EPOCH + joins * TIME.TICK_INTERVAL_MS);
  });
  const result: WorldResult = { netWorth: Object.fromEntries(seats.map((s) => [s.name, []])) };
  for (let tick = 1; tick <= ticks; tick++) {
    const now = EPOCH + tick * TIME.TICK_INTERVAL_MS;
    const sold: Inventory = emptyInventory();
    const bought: Inventory = emptyInventory();
    let active = 0;
    seats.forEach((seat, i) => {
      const game = games[i]!;
      const joins = seat.joins ?? 0;
      if (tick <= joins) return;
      active++;
      game.now = now;
      game.market = market;
      seat.strategy.act(game, tick - joins);
      const ticked = runFactoryTick(game.state, { tick, now, market });
      game.state = ticked.state;
      for (const r of STORED_RESOURCES) {
        sold[r] += ticked.sold[r];
        bought[r] += ticked.bought[r];
      }
    });
    market = advanceMarket(market, { tick, sold, bought, activeFactories: Math.max(1, active) });
    const prices = sellPrices(market);
    seats.forEach((seat, i) => result.netWorth[seat.name]!.push(netWorth(games[i]!.state, prices) / 100));
  }
  return result;
}
