import type { MarketStateView } from '@forgeworks/contract';
import { MARKET } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { outlookDollars, priceVerdict } from './trends';

const market = (pressure: number, demand = 1): MarketStateView => {
  const resource = (base: number) => ({ price: base / 100, basePrice: base / 100, pressure: 0, demand: 1 });
  return {
    tick: 10,
    activeFactories: 1,
    resources: {
      IRON_ORE: resource(MARKET.BASE_PRICES.IRON_ORE),
      STEEL_BAR: { ...resource(MARKET.BASE_PRICES.STEEL_BAR), pressure, demand },
      COAL: resource(MARKET.BASE_PRICES.COAL),
      ADVANCED_STEEL: resource(MARKET.BASE_PRICES.ADVANCED_STEEL),
      COKE: resource(MARKET.BASE_PRICES.COKE),
      TOOLS: resource(MARKET.BASE_PRICES.TOOLS),
      MACHINE_PARTS: resource(MARKET.BASE_PRICES.MACHINE_PARTS),
    },
  };
};

describe('outlook', () => {
  it('projects 12 ticks in dollars, flat at base for a calm market', () => {
    expect(outlookDollars(market(0), 'COAL')).toEqual(new Array(12).fill(MARKET.BASE_PRICES.COAL / 100));
  });

  it('rises back toward base after a flood of steel', () => {
    const prices = outlookDollars(market(MARKET.HALF_PRICE_PRESSURE.STEEL_BAR), 'STEEL_BAR');
    expect(prices[0]).toBeLessThan((MARKET.BASE_PRICES.STEEL_BAR / 100) * 0.55);
    expect(prices[11]).toBeGreaterThan(prices[0]!);
  });
});

describe('price verdict', () => {
  it('praises selling above the market average and buying below it', () => {
    expect(priceVerdict(10.5, 10, 'sold')).toEqual({ tone: 'good', text: '5% above average' });
    expect(priceVerdict(9, 10, 'sold')).toEqual({ tone: 'bad', text: '10% below average' });
    expect(priceVerdict(9, 10, 'bought')).toEqual({ tone: 'good', text: '10% below average' });
    expect(priceVerdict(10.05, 10, 'sold')).toEqual({ tone: 'neutral', text: 'about the market average' });
  });

  it('says nothing without trades or a market average', () => {
    expect(priceVerdict(null, 10, 'sold')).toBeNull();
    expect(priceVerdict(10, null, 'sold')).toBeNull();
  });
});
