import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { FAIR_PLAY, MARKET } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { ExchangeOffer } from './exchange.js';
import { listOffer, matchBuy, returnEscrow, settleBuyer } from './exchange.js';
import { concessionAllowance, concessionsLeft, lowestListingPrice, priceBand } from './fair-play.js';

const STEEL = 12_000;
const ctx = { now: 0, openOffers: 0, marketPrice: STEEL };
const withSteel = (bars: number): FactoryState => ({
  ...newFactory(1),
  inventory: { ...newFactory(1).inventory, STEEL_BAR: bars },
});
const offer = (unitPrice: number, quantity: number, sellerId = 's'): ExchangeOffer => ({
  id: `${sellerId}-${unitPrice}`,
  sellerId,
  resource: 'STEEL_BAR',
  unitPrice,
  quantity,
  createdTick: 0,
  unitConcession: 0,
});

describe('fair play on the exchange', () => {
  it('keeps prices within the band around the market price, listed and filled', () => {
    expect(priceBand(STEEL)).toEqual({ min: 9_000, max: 15_000 });
    const f = withSteel(10);
    for (const unitPrice of [8_999, 15_001]) {
      const refused = listOffer(f, { resource: 'STEEL_BAR', quantity: 1, unitPrice }, ctx);
      expect(!refused.ok && refused.error.message).toContain("within 25% of the market's price ($120.00)");
    }
    for (const unitPrice of [9_000, 15_000])
      expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 1, unitPrice }, ctx).ok).toBe(true);
    // An offer the market has since moved away from is passed over.
    const buy = { resource: 'STEEL_BAR' as const, quantity: 5, maxUnitPrice: 20_000 };
    const match = matchBuy([offer(9_000, 5)], 'me', buy, { marketPrice: 13_000, concessionsLeft: 10_000_00 });
    expect(match.fills).toEqual([]);
  });

  it("counts a listing below the market's price as conceded, and gives back the part not sold", () => {
    const f = withSteel(100);
    const listed = listOffer(f, { resource: 'STEEL_BAR', quantity: 100, unitPrice: 11_000 }, ctx);
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.state.counters.conceded).toBe(100 * 1_000);
    const back = returnEscrow(listed.state, { resource: 'STEEL_BAR', quantity: 40, unitConcession: 1_000 });
    expect(back.counters.conceded).toBe(60 * 1_000);
    expect(back.inventory.STEEL_BAR).toBe(40);
    // At or above the market's price a listing concedes nothing.
    const fair = listOffer(f, { resource: 'STEEL_BAR', quantity: 100, unitPrice: 12_600 }, ctx);
    expect(fair.ok && fair.state.counters.conceded).toBe(0);
  });

  it('refuses a listing that concedes more than the allowance left, saying how many fit', () => {
    const f = withSteel(1_000);
    // $30 below the market's price a bar: $4,000 covers 133 bars.
    const refused = listOffer(f, { resource: 'STEEL_BAR', quantity: 500, unitPrice: 9_000 }, ctx);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('FAIR_PLAY_LIMIT');
    expect(!refused.ok && refused.error.message).toContain('list up to 133 Steel Bar at this price');
    expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 133, unitPrice: 9_000 }, ctx).ok).toBe(true);
    expect(lowestListingPrice(500, { marketPrice: STEEL, concessionsLeft: concessionsLeft(f) })).toBe(STEEL - 800);
    expect(lowestListingPrice(10, { marketPrice: STEEL, concessionsLeft: concessionsLeft(f) })).toBe(9_000);
  });

  it("fills a buy above the market's price only as far as the buyer's allowance goes", () => {
    const buyer = newFactory(2);
    const buy = { resource: 'STEEL_BAR' as const, quantity: 1_000, maxUnitPrice: 15_000 };
    const offers = [offer(12_000, 50, 'a'), offer(14_000, 1_000, 'b')];
    const match = matchBuy(offers, 'me', buy, { marketPrice: STEEL, concessionsLeft: concessionsLeft(buyer) });
    // 50 at the market's price concede nothing; $20 above it, $4,000 covers 200.
    expect(match.fills.map((f) => [f.quantity, f.concession])).toEqual([
      [50, 0],
      [200, 200 * 2_000],
    ]);
    expect(match.heldBack).toBe(true);
    const bought = settleBuyer(buyer, 'STEEL_BAR', match, { now: 0 });
    if (!bought.ok) throw new Error(bought.error.message);
    expect(bought.state.counters.conceded).toBe(FAIR_PLAY.ALLOWANCE_BASE);
    expect(bought.message).toContain('more was offered');
    const none = matchBuy(offers.slice(1), 'me', buy, { marketPrice: STEEL, concessionsLeft: 0 });
    const refused = settleBuyer(bought.state, 'STEEL_BAR', none, { now: 0 });
    expect(!refused.ok && refused.error.code).toBe('FAIR_PLAY_LIMIT');
  });

  it('grows the allowance with what the factory has produced, not with time or cash', () => {
    const fresh = newFactory(3);
    expect(concessionAllowance(fresh)).toBe(FAIR_PLAY.ALLOWANCE_BASE);
    const rich: FactoryState = { ...fresh, cash: fresh.cash * 100, tick: 10_000 };
    expect(concessionAllowance(rich)).toBe(FAIR_PLAY.ALLOWANCE_BASE);
    const producer = {
      ...fresh,
      counters: { ...fresh.counters, produced: { ...fresh.counters.produced, STEEL_BAR: 1_000 } },
    };
    expect(concessionAllowance(producer)).toBe(
      FAIR_PLAY.ALLOWANCE_BASE + 1_000 * MARKET.BASE_PRICES.STEEL_BAR * FAIR_PLAY.ALLOWANCE_PRODUCED_SHARE,
    );
  });
});
