import type { GameEvent, Inventory, ProductionPlan, SiteId, StoredResource } from '@forgeworks/engine';
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
import type { DayReport } from './daybook.js';
import { DayBook } from './daybook.js';
import type { ContractTally } from './contracts.js';
import { ContractDesk } from './contracts.js';
import type { BidTally } from './bid-book.js';
import type { ExchangeTally } from './exchange.js';
import { Exchange } from './exchange.js';
import { Game } from './game.js';
import type { DayTrade } from './trade.js';
import { TradeCount } from './trade.js';
import { EPOCH } from './simulation.js';
import type { Strategy } from './strategy.js';

/** One factory of a shared world: who plays it, from which tick, on which seed. */
export interface Seat {
  name: string;
  strategy: Strategy;
  seed: number;
  /** The tick it joins at (0: from the start); it plays its first turn before the tick after. */
  joins?: number;
  /** Where its factory stands (open ground when not given): chosen at sign-up, free. */
  site?: SiteId;
  /** Where in its round (0 to 1) a strategy that comes back at set times comes (`Strategy.at`); its own when not given. */
  hour?: number;
}

export interface WorldResult {
  /** Each seat's net worth in dollars after each tick (its starting worth before it joins). */
  netWorth: Record<string, number[]>;
  /** Each seat's whole game days (counted from the world's start): money by reason, debt, stock. */
  days: Record<string, DayReport[]>;
  /** The market's sell prices in dollars at the end of each whole game day. */
  prices: Record<StoredResource, number>[];
  /** What the player exchange did, in a world that has one. */
  exchange: ExchangeTally | null;
  /** What the exchange's bids did, in a world that has one. */
  bids: BidTally | null;
  /** What contracts between the seats did, in a world that has them. */
  contracts: ContractTally | null;
  /** Trade between the seats by whole game day (trade.ts). */
  trade: DayTrade[];
}

/**
 * Several factories on one market, as on a server: before each tick every seat that has joined
 * takes its turn at the market of the last tick, every factory runs the tick, and the market then
 * takes in all their sales and purchases at once.
 */
export function simulateWorld(
  seats: readonly Seat[],
  ticks: number,
  marketSeed = 1,
  opts: { exchange?: boolean; contracts?: boolean } = {},
): WorldResult {
  let market = newMarket(marketSeed);
  const players = seats.map((seat) =>
    seat.hour === undefined ? seat.strategy : (seat.strategy.at?.(seat.hour) ?? seat.strategy),
  );
  const games = seats.map((seat) => {
    const joins = seat.joins ?? 0;
    return new Game(
      { ...newFactory(seat.seed), tick: joins, site: seat.site ?? null },
      market,
      EPOCH + joins * TIME.TICK_INTERVAL_MS,
    );
  });
  // The exchange's strategies reach it through their game (strategies/exchange.ts).
  const exchange = opts.exchange ? new Exchange(new Map(seats.map((s, i) => [s.name, games[i]!]))) : null;
  if (exchange)
    games.forEach((game, i) => {
      game.exchange = { book: exchange, seat: seats[i]!.name };
      game.bidding = exchange.bids.seat(seats[i]!.name);
    });
  // Contracts between the seats (issue 36): the buyers offer, the producers answer by their dealing.
  const desk = opts.contracts ? new ContractDesk(seats, games) : null;
  const result: WorldResult = {
    netWorth: Object.fromEntries(seats.map((s) => [s.name, []])),
    days: Object.fromEntries(seats.map((s) => [s.name, []])),
    prices: [],
    exchange: exchange?.tally ?? null,
    bids: exchange?.bids.tally ?? null,
    contracts: desk?.tally ?? null,
    trade: [],
  };
  const trade = new TradeCount();
  let books = seats.map(() => new DayBook(1));
  for (let tick = 1; tick <= ticks; tick++) {
    const now = EPOCH + tick * TIME.TICK_INTERVAL_MS;
    const sold: Inventory = emptyInventory();
    const bought: Inventory = emptyInventory();
    const played: ({ events: GameEvent[]; plan: ProductionPlan } | null)[] = [];
    exchange?.expire(tick - 1);
    exchange?.bids.lapse(tick - 1);
    // As on the server: contracts deliver before any factory has the tick.
    desk?.settle(tick, now, (seat) => tick > (seat.joins ?? 0) + 1);
    seats.forEach((seat, i) => {
      const game = games[i]!;
      const joins = seat.joins ?? 0;
      played.push(null);
      if (tick <= joins) return;
      game.now = now;
      game.market = market;
      game.events.length = 0;
      players[i]!.act(game, tick - joins);
      // As on the server's batch: the standing orders fill the bids that pay more than the market first.
      exchange?.bids.standingOrders(seat.name);
      const ticked = runFactoryTick(game.state, { tick, now, market });
      game.state = ticked.state;
      played[i] = { events: [...game.events, ...ticked.events], plan: ticked.plan };
      trade.consumed(ticked.events);
      for (const r of STORED_RESOURCES) {
        sold[r] += ticked.sold[r];
        bought[r] += ticked.bought[r];
      }
    });
    const active = played.filter((p) => p !== null).length;
    market = advanceMarket(market, { tick, sold, bought, activeFactories: Math.max(1, active) });
    const prices = sellPrices(market);
    seats.forEach((seat, i) => {
      const worth =
        netWorth(games[i]!.state, prices, {
          ...exchange?.escrow(seat.name),
          cash: (desk?.escrow(seat.name) ?? 0) + (exchange?.bids.escrow(seat.name) ?? 0),
        }) / 100;
      result.netWorth[seat.name]!.push(worth);
      const turn = played[i];
      const dealt = [
        ...(exchange?.takeEvents(seat.name) ?? []),
        ...(exchange?.bids.takeEvents(seat.name) ?? []),
        ...(desk?.takeEvents(seat.name) ?? []),
      ];
      if (turn) books[i]!.record([...turn.events, ...dealt], turn.plan, prices);
      if (tick % TIME.TICKS_PER_DAY === 0)
        result.days[seat.name]!.push(books[i]!.close(games[i]!.state, worth, prices));
    });
    if (tick % TIME.TICKS_PER_DAY === 0) {
      result.trade.push(trade.closeDay(prices, exchange, desk?.tally ?? null));
      books = seats.map(() => new DayBook(tick / TIME.TICKS_PER_DAY + 1));
      result.prices.push(
        Object.fromEntries(STORED_RESOURCES.map((r) => [r, prices[r] / 100])) as Record<StoredResource, number>,
      );
    }
  }
  return result;
}
