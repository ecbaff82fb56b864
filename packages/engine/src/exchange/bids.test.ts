import fc from 'fast-check';
import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { cashChange, ledgerFromEvents } from '../reports/ledger.js';
import { EXCHANGE } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { ExchangeBid } from './bids.js';
import {
  bidLapsesAt,
  isBidLapsed,
  matchSell,
  placeBid,
  returnBidEscrow,
  settleBidder,
  settleSellIntoBids,
} from './bids.js';
import { exchangeFee } from './exchange.js';
import { concessionAllowance, concessionsLeft, priceBand } from './fair-play.js';
import { bid } from '../../test/fixtures.js';

/** The steel market at its base price, and a seller with allowance to spare. */
const market = 12_000;
const fair = { marketPrice: market, concessionsLeft: 1_000_000 };
const sell = (quantity: number, minUnitPrice = 1) => ({ resource: 'STEEL_BAR' as const, quantity, minUnitPrice });
const withSteel = (steel: number, cash = 5_000_000): FactoryState => ({
  ...newFactory(1),
  cash,
  inventory: { ...emptyInventory(), IRON_ORE: 0, COAL: 0, STEEL_BAR: steel, ADVANCED_STEEL: 0 },
});
const ctx = { now: 0, openBids: 0, marketPrice: market };

describe('bids', () => {
  it('fills highest first, oldest first at equal price, partially, never from the seller', () => {
    const bids = [bid('x', 'b1', 12_000, 5, 3), bid('y', 'b2', 13_000, 2, 5), bid('z', 'b3', 12_000, 5, 1)];
    const { fills } = matchSell([...bids, bid('m', 'me', 14_000, 50)], 'me', sell(8), fair);
    expect(fills.map((f) => [f.bidId, f.quantity, f.unitPrice])).toEqual([
      ['y', 2, 13_000],
      ['z', 5, 12_000],
      ['x', 1, 12_000],
    ]);
    expect(fills[0]!.fee).toBe(exchangeFee(26_000));
  });

  it("passes over bids below the seller's floor and those the market has moved out of the band", () => {
    const { min } = priceBand(market);
    const bids = [bid('low', 'b1', 11_000, 5), bid('out', 'b2', min - 1, 5), bid('ok', 'b3', 11_500, 5)];
    expect(matchSell(bids, 'me', sell(20, 11_500), fair).fills.map((f) => f.bidId)).toEqual(['ok']);
    expect(matchSell(bids, 'me', sell(20), fair).fills.map((f) => f.bidId)).toEqual(['ok', 'low']);
  });

  it("stops where the seller's allowance runs out below the market's price", () => {
    const bids = [bid('a', 'b1', 12_000, 5), bid('b', 'b2', 11_000, 100)];
    // $10 left: ten units at $1 below the market.
    const match = matchSell(bids, 'me', sell(50), { marketPrice: market, concessionsLeft: 1_000 });
    expect(match.fills.map((f) => [f.bidId, f.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
    expect(match.heldBack).toBe(true);
  });

  it("refuses a bid the cash does not cover, outside the band, beyond the allowance or the open bids' bound", () => {
    const f = withSteel(0, 100_000);
    const { max } = priceBand(market);
    const at = (quantity: number, unitPrice: number, more = {}) =>
      placeBid(f, { resource: 'STEEL_BAR', quantity, unitPrice }, { ...ctx, ...more });
    expect(at(9, 12_000)).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_FUNDS' } });
    expect(at(8, 12_000).ok).toBe(true);
    expect(at(1, max + 1)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(at(1, 12_000, { openBids: EXCHANGE.MAX_OPEN_BIDS })).toMatchObject({ ok: false });
    const rich = withSteel(0, 100_000_000);
    const over = placeBid(rich, { resource: 'STEEL_BAR', quantity: 1_000, unitPrice: max }, ctx);
    expect(over).toMatchObject({ ok: false, error: { code: 'FAIR_PLAY_LIMIT' } });
    expect(placeBid(f, { resource: 'ELECTRICITY', quantity: 1, unitPrice: 1 }, ctx).ok).toBe(false);
  });

  it('holds the whole bid, counts what it pays above the market, and gives back the unbought part', () => {
    const f = withSteel(0, 1_000_000);
    const placed = placeBid(f, { resource: 'STEEL_BAR', quantity: 10, unitPrice: 13_000 }, ctx);
    if (!placed.ok) throw new Error(placed.error.message);
    expect(placed.state.cash).toBe(1_000_000 - 130_000);
    expect(placed.state.counters.conceded).toBe(10_000);
    expect(cashChange(ledgerFromEvents(1, placed.events))).toBe(-130_000);
    const back = returnBidEscrow(placed.state, {
      resource: 'STEEL_BAR',
      quantity: 4,
      unitPrice: 13_000,
      unitConcession: 1_000,
    });
    expect(back.state.cash).toBe(1_000_000 - 130_000 + 52_000);
    expect(back.state.counters.conceded).toBe(6_000);
    expect(cashChange(ledgerFromEvents(1, back.events))).toBe(52_000);
  });

  it('lapses after the rulebook life', () => {
    expect(bidLapsesAt(10)).toBe(10 + EXCHANGE.BID_LIFE_TICKS);
    expect(isBidLapsed({ createdTick: 10 }, 10 + EXCHANGE.BID_LIFE_TICKS - 1)).toBe(false);
    expect(isBidLapsed({ createdTick: 10 }, 10 + EXCHANGE.BID_LIFE_TICKS)).toBe(true);
  });

  it('refuses a sale beyond the stock, or into no bid, changing nothing', () => {
    const bids = [bid('a', 'b1', 12_000, 5)];
    const match = matchSell(bids, 'me', sell(5), fair);
    expect(settleSellIntoBids(withSteel(4.9), 'STEEL_BAR', match, { now: 0 })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_STOCK' },
    });
    const none = matchSell([], 'me', sell(5), fair);
    expect(settleSellIntoBids(withSteel(10), 'STEEL_BAR', none, { now: 0 }).ok).toBe(false);
  });

  it('conserves money and goods: what bidders held pays the sellers, the fee, and what comes back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 9_000, max: 15_000 }), quantity: fc.integer({ min: 1, max: 40 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 20_000 }),
        (orders, wanted, allowance) => {
          let bidders = orders.map(() => withSteel(0, 1_000_000));
          const book: ExchangeBid[] = [];
          orders.forEach((o, i) => {
            const placed = placeBid(
              bidders[i]!,
              { resource: 'STEEL_BAR', quantity: o.quantity, unitPrice: o.price },
              ctx,
            );
            if (!placed.ok) return;
            bidders[i] = placed.state;
            book.push({ ...bid(`b${i}`, `f${i}`, o.price, o.quantity), unitConcession: Math.max(0, o.price - market) });
          });
          const seller = withSteel(100);
          const match = matchSell(book, 'me', sell(wanted), { marketPrice: market, concessionsLeft: allowance });
          const sold = settleSellIntoBids(seller, 'STEEL_BAR', match, { now: 0 });
          if (!sold.ok) return match.fills.length === 0;
          // Every bid then ends (cancelled or lapsed): what it still holds comes back.
          bidders = bidders.map((b, i) => {
            const placed = book.find((x) => x.bidderId === `f${i}`);
            if (!placed) return b;
            const theirs = match.fills.filter((f) => f.bidderId === `f${i}`);
            const got = theirs.length > 0 ? settleBidder(b, 'STEEL_BAR', theirs, { now: 0 }) : null;
            if (got && !got.ok) throw new Error('a bidder cannot refuse');
            const filled = theirs.reduce((s, f) => s + f.quantity, 0);
            return returnBidEscrow(got?.state ?? b, { ...placed, quantity: placed.quantity - filled }).state;
          });
          const fees = match.fills.reduce((s, f) => s + f.fee, 0);
          const cashBefore = orders.length * 1_000_000 + seller.cash;
          const cashAfter = bidders.reduce((s, b) => s + b.cash, 0) + sold.state.cash;
          expect(cashAfter).toBe(cashBefore - fees);
          const steel = bidders.reduce((s, b) => s + b.inventory.STEEL_BAR, 0) + sold.state.inventory.STEEL_BAR;
          expect(steel).toBe(100);
          // Bidders' conceded allowances come back for units not bought; the seller's stays within its own.
          expect(sold.state.counters.conceded).toBeLessThanOrEqual(allowance);
          for (const b of bidders) expect(concessionsLeft(b)).toBeLessThanOrEqual(concessionAllowance(b));
          return true;
        },
      ),
    );
  });
});
