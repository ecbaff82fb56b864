import type { ExchangeOffer } from '@forgeworks/contract';
import { EXCHANGE, exchangeFee, maxUnitPrice, toDollars } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import type { ExchangeBook } from './exchange';
import { exchangeBuyBlocker, previewBuy, quoteOffer } from './exchange';

const book: ExchangeBook = {
  resourceType: 'STEEL_BAR',
  levels: [
    { unitPrice: 100, quantity: 5, offers: 1 },
    { unitPrice: 110, quantity: 10, offers: 2 },
    { unitPrice: 130, quantity: 20, offers: 1 },
  ],
  marketPrice: 110,
  marketAsk: 115.5,
  feeRate: EXCHANGE.FEE_RATE,
  priceRange: { min: 82.5, max: 137.5 },
  concessionsLeft: 4_000,
};
const fair = { marketPrice: 110, concessionsLeft: 4_000, priceRange: { min: 82.5, max: 137.5 } };
const mineAt = (unitPrice: number, quantityLeft: number, status: ExchangeOffer['status'] = 'open'): ExchangeOffer => ({
  id: `o-${unitPrice}`,
  resourceType: 'STEEL_BAR',
  unitPrice,
  quantity: quantityLeft,
  quantityLeft,
  status,
  createdTick: 1,
  expiresAtTick: 289,
});

describe('the exchange, as the page quotes it', () => {
  it("quotes an offer's gross, the engine's fee and what the seller receives", () => {
    const quote = quoteOffer('STEEL_BAR', 10, 125.5, 40, 0, undefined);
    expect(quote).toEqual({
      problem: null,
      gross: 1255,
      fee: toDollars(exchangeFee(125_500)),
      proceeds: 1255 - toDollars(exchangeFee(125_500)),
      lowest: null,
    });
  });

  it('refuses an offer as the server would: the terms, the stock, the open offers', () => {
    expect(quoteOffer('STEEL_BAR', 0, 100, 40, 0, undefined).problem).toBe(
      'Quantity must be a whole number greater than 0',
    );
    expect(quoteOffer('STEEL_BAR', 2.5, 100, 40, 0, undefined).problem).toBe(
      'Quantity must be a whole number greater than 0',
    );
    expect(quoteOffer('STEEL_BAR', 10, Number.NaN, 40, 0, undefined).problem).toBe(
      'Unit price must be a whole number of cents above 0',
    );
    expect(quoteOffer('STEEL_BAR', 10, 1.005, 40, 0, undefined).problem).toBe('Unit price must be whole cents');
    const tooDear = toDollars(maxUnitPrice('STEEL_BAR')) + 1;
    expect(quoteOffer('STEEL_BAR', 10, tooDear, 40, 0, undefined).problem).toMatch(/^Unit price must be at most/);
    expect(quoteOffer('STEEL_BAR', 41, 100, 40.7, 0, undefined).problem).toBe(
      'Not enough Steel Bar in stock: you have 40 to list',
    );
    expect(quoteOffer('STEEL_BAR', 1, 100, 40, EXCHANGE.MAX_OPEN_OFFERS, undefined).problem).toBe(
      `You can have at most ${EXCHANGE.MAX_OPEN_OFFERS} open offers`,
    );
  });

  it('refuses an offer outside the price band, or below the market past the allowance, and says the lowest price', () => {
    expect(quoteOffer('STEEL_BAR', 10, 82.49, 1_000, 0, fair).problem).toBe(
      "Unit price must be between $82.50 and $137.50: within 25% of the market's price ($110.00)",
    );
    expect(quoteOffer('STEEL_BAR', 10, 137.51, 1_000, 0, fair).problem).toMatch(/^Unit price must be between/);
    // $27.50 below the market's price a unit: $4,000 covers 145 units.
    expect(quoteOffer('STEEL_BAR', 146, 82.5, 1_000, 0, fair).problem).toContain('list up to 145 Steel Bar');
    expect(quoteOffer('STEEL_BAR', 145, 82.5, 1_000, 0, fair).problem).toBeNull();
    expect(quoteOffer('STEEL_BAR', 145, 82.5, 1_000, 0, fair).lowest).toBe(82.5);
    expect(quoteOffer('STEEL_BAR', 400, 110, 1_000, 0, fair).lowest).toBe(100);
  });

  it("stops a buy above the market's price where the allowance ends, and says so", () => {
    const poor = { ...book, concessionsLeft: 100 };
    // 5 at $100 and 10 at $110 give nothing away; $20 above the market a unit, $100 covers 5 at $130.
    expect(previewBuy(poor, [], 40, 130)).toMatchObject({ quantity: 20, heldBack: true });
    const none = { ...book, levels: [{ unitPrice: 130, quantity: 20, offers: 1 }], concessionsLeft: 0 };
    const preview = previewBuy(none, [], 5, 130);
    expect(exchangeBuyBlocker('STEEL_BAR', 5, 130, preview, 10_000)).toContain('no more to give');
  });

  it('previews a buy cheapest first up to the max price, with its average', () => {
    expect(previewBuy(book, [], 12, 120)).toEqual({
      fills: [
        { quantity: 5, unitPrice: 100 },
        { quantity: 7, unitPrice: 110 },
      ],
      quantity: 12,
      cost: 1270,
      average: 105.83,
      heldBack: false,
    });
    // Short of the asked quantity below the max price: what fills, no more.
    expect(previewBuy(book, [], 40, 110).quantity).toBe(15);
    expect(previewBuy(book, [], 3, 99)).toEqual({ fills: [], quantity: 0, cost: 0, average: null, heldBack: false });
  });

  it("passes over the player's own open offers", () => {
    const preview = previewBuy(book, [mineAt(100, 5), mineAt(110, 4), mineAt(110, 9, 'cancelled')], 8, 200);
    expect(preview.fills).toEqual([
      { quantity: 6, unitPrice: 110 },
      { quantity: 2, unitPrice: 130 },
    ]);
  });

  it('blocks a buy that would be refused, saying why', () => {
    const blocker = (quantity: number, max: number, cash = 10_000) =>
      exchangeBuyBlocker('STEEL_BAR', quantity, max, previewBuy(book, [], quantity, max), cash);
    expect(blocker(0, 120)).toBe('Quantity must be a whole number greater than 0');
    expect(blocker(5, 0)).toBe('Max unit price must be above 0');
    expect(blocker(5, 99)).toBe('No Steel Bar is offered at or below your price');
    expect(blocker(12, 120, 1000)).toBe('Not enough cash: that costs $1,270.00; you have $1,000.00');
    expect(blocker(12, 120)).toBeNull();
  });
});
