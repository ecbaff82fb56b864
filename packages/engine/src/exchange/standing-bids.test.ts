import fc from 'fast-check';
import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { runStandingInstructions } from '../actions/standing-instructions.js';
import { newFactory } from '../factory.js';
import { newMarket } from '../market/pricing.js';
import type { FactoryState, StandingOrder } from '../state.js';
import { settleBidder } from './bids.js';
import { exchangeFee } from './book-walk.js';
import {
  bookAfterFills,
  lowestBetterBid,
  paysMoreThanMarket,
  sellIntoBidsByStandingOrders,
  standingBidSales,
} from './standing-bids.js';
import { bid } from '../../test/fixtures.js';

/** The market at its base prices: steel sells at $120.00. */
const market = newMarket(1);
const steelPrice = market.resources.STEEL_BAR.sellPrice;
const ctx = { now: 0, market };

/** A factory with `steel` bars in stock and one standing order for them, keeping `keep`. */
const seller = (steel: number, order: Partial<StandingOrder> = {}): FactoryState => ({
  ...newFactory(1),
  inventory: { ...emptyInventory(), IRON_ORE: 0, COAL: 0, STEEL_BAR: steel, ADVANCED_STEEL: 0 },
  standingOrders: [{ resource: 'STEEL_BAR', keep: 0, minPrice: null, ...order }],
});

describe('standing orders selling into bids', () => {
  it('takes only bids that pay more than the market after the fee', () => {
    const lowest = lowestBetterBid(steelPrice);
    expect(paysMoreThanMarket(lowest, steelPrice)).toBe(true);
    expect(paysMoreThanMarket(lowest - 1, steelPrice)).toBe(false);
    // $120.00 after a 2% fee: a bid must be at least $122.46 ($122.45 less its $2.45 fee is $120.00).
    expect(lowest).toBe(12_246);
    for (const price of [1, 7, 800, 12_000, 42_000, 99_999]) {
      expect(paysMoreThanMarket(lowestBetterBid(price), price)).toBe(true);
      expect(paysMoreThanMarket(lowestBetterBid(price) - 1, price)).toBe(false);
    }
    expect(lowest - exchangeFee(lowest)).toBeGreaterThan(steelPrice);
  });

  it("fills the best bids first at their own prices, passing over worse ones, its own and marked bidders'", () => {
    const book = [
      bid('low', 'b1', 12_100, 50),
      bid('best', 'b2', 13_000, 10),
      bid('mine', 'me', 14_000, 50),
      bid('marked', 'cheat', 14_500, 50),
      bid('good', 'b3', 12_500, 100),
    ];
    const [sale] = standingBidSales(seller(30), 'me', book, { market, passOver: new Set(['cheat']) });
    expect(sale!.match.fills.map((f) => [f.bidId, f.quantity, f.unitPrice])).toEqual([
      ['best', 10, 13_000],
      ['good', 20, 12_500],
    ]);
    // Above the market's price the seller concedes nothing: its allowance is not touched.
    expect(sale!.match.fills.every((f) => f.concession === 0)).toBe(true);
  });

  it('sells nothing when the factory itself is marked, or has nothing beyond its keep', () => {
    const book = [bid('best', 'b2', 13_000, 10)];
    expect(standingBidSales(seller(30), 'me', book, { market, passOver: new Set(['me']) })).toEqual([]);
    expect(standingBidSales(seller(30, { keep: 30 }), 'me', book, { market })).toEqual([]);
    expect(standingBidSales({ ...seller(30), standingOrders: [] }, 'me', book, { market })).toEqual([]);
  });

  it("holds to the order's floor and its keep", () => {
    const book = [bid('a', 'b1', 13_000, 10), bid('b', 'b2', 12_600, 100)];
    const floor = standingBidSales(seller(100, { minPrice: 12_800 }), 'me', book, { market });
    expect(floor[0]!.match.fills.map((f) => f.bidId)).toEqual(['a']);
    const kept = standingBidSales(seller(100, { keep: 95 }), 'me', book, { market });
    expect(kept[0]!.match.fills.map((f) => f.quantity)).toEqual([5]);
  });

  it('pays the seller each fill less the fee, and leaves the rest beyond the keep to the market', () => {
    const book = [bid('a', 'b1', 13_000, 10)];
    const start = seller(30);
    const done = sellIntoBidsByStandingOrders(start, 'me', book, ctx);
    const gross = 10 * 13_000;
    expect(done.state.cash).toBe(start.cash + gross - exchangeFee(gross));
    expect(done.state.inventory.STEEL_BAR).toBe(20);
    // The sale also counts toward a day's selling challenge; the money is the one cash event.
    expect(done.events.filter((e) => e.kind === 'cash')).toEqual([
      { kind: 'cash', reason: 'sale', amount: gross - exchangeFee(gross), resource: 'STEEL_BAR', quantity: 10 },
    ]);
    expect(done.sales).toEqual([
      { resource: 'STEEL_BAR', fills: [expect.objectContaining({ bidId: 'a', quantity: 10 })] },
    ]);
    // The market then takes the other 20, as the standing order always did.
    const after = runStandingInstructions(done.state, ctx);
    expect(after.state.inventory.STEEL_BAR).toBe(0);
    expect(after.state.salesThisTick.STEEL_BAR).toBe(20);
    expect(bookAfterFills(book, done.sales[0]!.fills)).toEqual([]);
  });

  it("keeps what a bid bought from the bidder's own default standing order", () => {
    const bidder: FactoryState = {
      ...newFactory(2),
      inventory: { ...emptyInventory(), IRON_ORE: 0, COAL: 0, STEEL_BAR: 0, ADVANCED_STEEL: 0 },
    };
    const [sale] = standingBidSales(seller(30), 'me', [bid('a', 'them', 13_000, 10)], { market });
    const got = settleBidder(bidder, 'STEEL_BAR', sale!.match.fills, { now: 0 });
    if (!got.ok) throw new Error(got.error.message);
    expect(got.state.boughtStock.STEEL_BAR).toBe(10);
    // Its default standing order keeps bought stock: nothing goes back out, to the bids or the market.
    expect(standingBidSales(got.state, 'them', [bid('b', 'x', 14_000, 10)], { market })).toEqual([]);
    expect(runStandingInstructions(got.state, ctx).state.inventory.STEEL_BAR).toBe(10);
  });

  it('conserves units and cash between seller, bidders and the fee, and never fills past a bid', () => {
    const bids = fc.array(
      fc.record({
        bidder: fc.constantFrom('b1', 'b2', 'me'),
        price: fc.integer({ min: 9_000, max: 15_000 }),
        quantity: fc.integer({ min: 1, max: 40 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(bids, fc.integer({ min: 0, max: 200 }), (raw, steel) => {
        const book = raw.map((b, i) => bid(`bid-${i}`, b.bidder, b.price, b.quantity, i));
        const start = seller(steel);
        const done = sellIntoBidsByStandingOrders(start, 'me', book, ctx);
        const fills = done.sales.flatMap((s) => s.fills);
        const units = fills.reduce((n, f) => n + f.quantity, 0);
        const paid = fills.reduce((n, f) => n + f.gross - f.fee, 0);
        expect(done.state.inventory.STEEL_BAR).toBe(steel - units);
        expect(done.state.cash).toBe(start.cash + paid);
        for (const f of fills) {
          const b = book.find((x) => x.id === f.bidId)!;
          expect(b.bidderId).not.toBe('me');
          expect(f.quantity).toBeLessThanOrEqual(b.quantity);
          expect(paysMoreThanMarket(f.unitPrice, steelPrice)).toBe(true);
        }
        const left = bookAfterFills(book, fills);
        expect(left.reduce((n, b) => n + b.quantity, 0)).toBe(book.reduce((n, b) => n + b.quantity, 0) - units);
      }),
    );
  });
});
