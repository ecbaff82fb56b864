import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { EXCHANGE, MARKET } from '../rules.js';
import type { ExchangeOffer } from './exchange.js';
import { exchangeFee, isExpired, listOffer, matchBuy } from './exchange.js';

const offer = (
  id: string,
  sellerId: string,
  unitPrice: number,
  quantity: number,
  createdTick: number,
): ExchangeOffer => ({
  id,
  sellerId,
  resource: 'STEEL_BAR',
  unitPrice,
  quantity,
  createdTick,
  unitConcession: 0,
});
/** The steel market at its base price, and a buyer with allowance to spare. */
const fair = { marketPrice: 12_000, concessionsLeft: 1_000_000 };

describe('exchange', () => {
  it('fills cheapest first, oldest first at equal price, partially, never from the buyer', () => {
    const offers = [
      offer('x', 's1', 10_000, 5, 3),
      offer('y', 's2', 9_000, 2, 5),
      offer('z', 's3', 10_000, 5, 1),
      offer('m', 'me', 1, 50, 0),
    ];
    const { fills } = matchBuy(offers, 'me', { resource: 'STEEL_BAR', quantity: 8, maxUnitPrice: 10_000 }, fair);
    expect(fills.map((f) => [f.offerId, f.quantity])).toEqual([
      ['y', 2],
      ['z', 5],
      ['x', 1],
    ]);
    expect(fills[0]!.fee).toBe(exchangeFee(18_000));
  });

  it("passes over offers above the buyer's price", () => {
    const match = matchBuy(
      [offer('x', 's', 12_001, 5, 0)],
      'me',
      { resource: 'STEEL_BAR', quantity: 1, maxUnitPrice: 12_000 },
      fair,
    );
    expect(match.fills).toEqual([]);
  });

  it('refuses a listing beyond the stock, the price bounds or the open-offer bound', () => {
    const f = { ...newFactory(1), inventory: { ...emptyInventory(), STEEL_BAR: 10.5 } };
    // A market far above base, so the price band reaches the typing bound.
    const marketPrice = Math.ceil((MARKET.BASE_PRICES.STEEL_BAR * EXCHANGE.MAX_PRICE_MULTIPLE) / 1.2);
    const ctx = { now: 0, openOffers: 0, marketPrice };
    expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 11, unitPrice: marketPrice }, ctx).ok).toBe(false);
    expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 1, unitPrice: 0 }, ctx).ok).toBe(false);
    expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 1, unitPrice: 1.5 }, ctx).ok).toBe(false);
    const max = MARKET.BASE_PRICES.STEEL_BAR * EXCHANGE.MAX_PRICE_MULTIPLE;
    expect(listOffer(f, { resource: 'STEEL_BAR', quantity: 1, unitPrice: max + 1 }, ctx).ok).toBe(false);
    expect(listOffer(f, { resource: 'POWER', quantity: 1, unitPrice: marketPrice }, ctx).ok).toBe(false);
    expect(
      listOffer(
        f,
        { resource: 'STEEL_BAR', quantity: 1, unitPrice: marketPrice },
        { ...ctx, openOffers: EXCHANGE.MAX_OPEN_OFFERS },
      ).ok,
    ).toBe(false);
    const listed = listOffer(f, { resource: 'STEEL_BAR', quantity: 10, unitPrice: max }, ctx);
    expect(listed.ok && listed.state.inventory.STEEL_BAR).toBe(0.5);
  });

  it('expires an offer after its life in ticks', () => {
    expect(isExpired({ createdTick: 10 }, 10 + EXCHANGE.OFFER_LIFE_TICKS - 1)).toBe(false);
    expect(isExpired({ createdTick: 10 }, 10 + EXCHANGE.OFFER_LIFE_TICKS)).toBe(true);
  });
});
