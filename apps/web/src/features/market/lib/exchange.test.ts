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
  marketPrice: 90,
  marketAsk: 140,
  feeRate: EXCHANGE.FEE_RATE,
};
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
    const quote = quoteOffer('STEEL_BAR', 10, 125.5, 40, 0);
    expect(quote).toEqual({
      problem: null,
      gross: 1255,
      fee: toDollars(exchangeFee(125_500)),
      proceeds: 1255 - toDollars(exchangeFee(125_500)),
    });
  });

  it('refuses an offer as the server would: the terms, the stock, the open offers', () => {
    expect(quoteOffer('STEEL_BAR', 0, 100, 40, 0).problem).toBe('Quantity must be a whole number greater than 0');
    expect(quoteOffer('STEEL_BAR', 2.5, 100, 40, 0).problem).toBe('Quantity must be a whole number greater than 0');
    expect(quoteOffer('STEEL_BAR', 10, Number.NaN, 40, 0).problem).toBe(
      'Unit price must be a whole number of cents above 0',
    );
    expect(quoteOffer('STEEL_BAR', 10, 1.005, 40, 0).problem).toBe('Unit price must be whole cents');
    const tooDear = toDollars(maxUnitPrice('STEEL_BAR')) + 1;
    expect(quoteOffer('STEEL_BAR', 10, tooDear, 40, 0).problem).toMatch(/^Unit price must be at most/);
    expect(quoteOffer('STEEL_BAR', 41, 100, 40.7, 0).problem).toBe(
      'Not enough Steel Bar in stock: you have 40 to list',
    );
    expect(quoteOffer('STEEL_BAR', 1, 100, 40, EXCHANGE.MAX_OPEN_OFFERS).problem).toBe(
      `You can have at most ${EXCHANGE.MAX_OPEN_OFFERS} open offers`,
    );
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
    });
    // Short of the asked quantity below the max price: what fills, no more.
    expect(previewBuy(book, [], 40, 110).quantity).toBe(15);
    expect(previewBuy(book, [], 3, 99)).toEqual({ fills: [], quantity: 0, cost: 0, average: null });
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
