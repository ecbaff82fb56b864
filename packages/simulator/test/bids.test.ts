import { askOf, lowestBetterBid, newFactory, newMarket, paysMoreThanMarket, TIME } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { Exchange } from '../src/exchange.js';
import { Game } from '../src/game.js';
import { EPOCH } from '../src/simulation.js';
import { bidPrice } from '../src/strategies/bidding.js';
import { worldSeats } from '../src/world-mix.js';
import { simulateWorld } from '../src/world.js';

const market = newMarket(1);
const seat = (seed: number, steel: number) => {
  const game = new Game(
    { ...newFactory(seed), inventory: { IRON_ORE: 0, COAL: 0, STEEL_BAR: steel, ADVANCED_STEEL: 0 } },
    market,
    EPOCH,
  );
  game.state = { ...game.state, standingOrders: [{ resource: 'STEEL_BAR', keep: 10, minPrice: null }] };
  return game;
};

describe("the simulator's bids", () => {
  it('hold the cash, are filled by standing orders at the bid price, and lapse with what is left', () => {
    const [buyer, seller] = [seat(1, 0), seat(2, 40)];
    const exchange = new Exchange(
      new Map([
        ['buyer', buyer],
        ['seller', seller],
      ]),
    );
    const price = lowestBetterBid(market.resources.STEEL_BAR.sellPrice);
    const cash = { buyer: buyer.state.cash, seller: seller.state.cash };
    expect(exchange.bids.place('buyer', 'STEEL_BAR', 50, price)).toBe(true);
    expect(exchange.bids.escrow('buyer')).toBe(50 * price);
    expect(buyer.state.cash).toBe(cash.buyer - 50 * price);
    exchange.bids.standingOrders('seller');
    // 30 beyond the keep of 10 went into the bid; the buyer has them, counted as bought.
    expect(seller.state.inventory.STEEL_BAR).toBe(10);
    expect(buyer.state.inventory.STEEL_BAR).toBe(30);
    expect(buyer.state.boughtStock.STEEL_BAR).toBe(30);
    expect(exchange.bids.escrow('buyer')).toBe(20 * price);
    const fee = Math.round(30 * price * 0.02);
    expect(seller.state.cash).toBe(cash.seller + 30 * price - fee);
    // Nothing created or lost: the buyer's cash, what its bid holds and the fee add up to what was there.
    expect(buyer.state.cash + exchange.bids.escrow('buyer') + seller.state.cash + fee).toBe(cash.buyer + cash.seller);
    exchange.bids.lapse(buyer.state.tick + 10 * TIME.TICKS_PER_DAY);
    expect(exchange.bids.escrow('buyer')).toBe(0);
    expect(buyer.state.cash).toBe(cash.buyer - 30 * price);
  });

  it('are placed and filled in a crowded world, and counted in its trade between players', () => {
    const seats = worldSeats({ players: 40, seed: 1 });
    const world = simulateWorld(seats, 3 * TIME.TICKS_PER_DAY, 1, { exchange: true, contracts: true });
    expect(world.bids!.units).toBeGreaterThan(0);
    expect(world.trade).toHaveLength(3);
    for (const day of world.trade) {
      expect(day.betweenPlayers).toBeGreaterThanOrEqual(day.throughBids);
      expect(day.inputsConsumed).toBeGreaterThan(0);
    }
    expect(world.trade.reduce((n, d) => n + d.bidUnits, 0)).toBe(world.bids!.units);
  });

  it('are priced between the lowest price a seller gains by and the ask, so a small rise leaves them worth filling', () => {
    for (const sellPrice of [1200, 800, 12_000]) {
      const price = bidPrice(sellPrice)!;
      expect(price).toBeGreaterThan(lowestBetterBid(sellPrice));
      expect(price).toBeLessThan(askOf(sellPrice));
      // The market rose a percent after the bid went up: a seller still gains by filling it.
      expect(paysMoreThanMarket(price, Math.round(sellPrice * 1.01))).toBe(true);
    }
    // A price so low no bid fits between the two: none is placed.
    expect(bidPrice(1)).toBeNull();
  });
});
