import type { MarketStateView } from '@forgeworks/contract';
import { MARKET, purchaseCost, quoteBuy, quoteSale } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { baseMarket } from '@/test/market-fixtures';
import { buyCost, engineMarket, maxAffordable, saleRevenue, shortfallOffer, shortfallUnits } from './market-quote';

const at = (price: number, basePrice: number, pressure = 0, demand = 1) => ({ price, basePrice, pressure, demand });
const market: MarketStateView = {
  tick: 30,
  activeFactories: 2,
  resources: {
    ...baseMarket(30).resources,
    IRON_ORE: at(12, 12),
    STEEL_BAR: at(100, 120, 900, 1.02),
    COAL: at(8, 8),
    ADVANCED_STEEL: at(420, 420),
  },
};

describe('market quotes in the browser', () => {
  it("hands the engine the server's market, prices back in cents", () => {
    const engine = engineMarket(market);
    expect(engine.activeFactories).toBe(2);
    expect(engine.resources.STEEL_BAR).toEqual({ pressure: 900, demand: 1.02, sellPrice: 10_000 });
  });

  it("quotes a purchase and a sale with the engine's own figures, in dollars", () => {
    expect(buyCost(market, 'COAL', 500, null)).toBe(quoteBuy(engineMarket(market), 'COAL', 500) / 100);
    expect(saleRevenue(market, 'STEEL_BAR', 30)).toBe(quoteSale(engineMarket(market), 'STEEL_BAR', 30) / 100);
    // Buying many pays more a unit than buying one: the slippage is in the quote.
    expect(buyCost(market, 'COAL', 5000, null)! / 5000).toBeGreaterThan(buyCost(market, 'COAL', 1, null)!);
  });

  it('quotes a Free Port the lower cost the server charges it, and every other site the full one', () => {
    const port = buyCost(market, 'STEEL_BAR', 200, 'FREE_PORT')!;
    expect(port).toBe(purchaseCost(engineMarket(market), 'STEEL_BAR', 200, 'FREE_PORT') / 100);
    expect(port).toBeLessThan(buyCost(market, 'STEEL_BAR', 200, null)!);
    for (const site of ['IRON_RANGE', 'COAL_BASIN', 'RIVER_WORKS'] as const)
      expect(buyCost(market, 'STEEL_BAR', 200, site)).toBe(buyCost(market, 'STEEL_BAR', 200, null));
    // The lower cost lets the same cash buy more.
    expect(maxAffordable(market, 'STEEL_BAR', 5000, 'FREE_PORT')).toBeGreaterThan(
      maxAffordable(market, 'STEEL_BAR', 5000, null),
    );
  });

  it('quotes nothing for no, negative or fractional quantities', () => {
    for (const q of [0, -3, 2.5]) {
      expect(buyCost(market, 'COAL', q, null)).toBeNull();
      expect(saleRevenue(market, 'COAL', q)).toBeNull();
    }
  });

  it('finds the most the cash buys: that many fit, one more does not', () => {
    for (const site of [null, 'FREE_PORT'] as const) {
      const most = maxAffordable(market, 'COAL', 1000, site);
      expect(most).toBeGreaterThan(0);
      expect(buyCost(market, 'COAL', most, site)!).toBeLessThanOrEqual(1000);
      expect(buyCost(market, 'COAL', most + 1, site)!).toBeGreaterThan(1000);
      expect(maxAffordable(market, 'ADVANCED_STEEL', 1, site)).toBe(0);
      expect(maxAffordable(market, 'COAL', -50, site)).toBe(0);
      expect(maxAffordable(market, 'COAL', 1e12, site)).toBe(MARKET.MAX_BUY_QUANTITY);
    }
  });

  it('covers twelve ticks of a shortfall in whole units', () => {
    expect(shortfallUnits(2)).toBe(24);
    expect(shortfallUnits(0.25)).toBe(3);
    expect(shortfallUnits(0.3)).toBe(4);
    expect(shortfallUnits(0)).toBe(0);
    expect(shortfallUnits(-1)).toBe(0);
  });

  it('offers those twelve ticks only once the stock lasts fewer ticks than that', () => {
    expect(shortfallOffer(2, 0)).toBe(24);
    expect(shortfallOffer(2, 23.5)).toBe(24);
    expect(shortfallOffer(2, 24)).toBe(0);
    expect(shortfallOffer(0, 0)).toBe(0);
  });
});
