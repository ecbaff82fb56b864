import type { MarketPrice } from '@forgeworks/contract';
import { purchaseAsk, toDollars, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { buyableResources, buyBlocker, buyPresets } from './buy';

const price = (resourceType: MarketPrice['resourceType'], sellPrice: number, ask: number): MarketPrice => ({
  resourceId: 1,
  resourceType,
  resourceName: resourceType,
  buyPrice: sellPrice,
  sellPrice,
  ask,
});
const posted = [price('COAL', 8, 8.4), price('POWER', 1, 1.05), price('IRON_ORE', 12, 12.6)];

describe('buying', () => {
  it('offers every posted resource but power, at the posted ask where the site pays the whole spread', () => {
    for (const site of [null, 'IRON_RANGE'] as const)
      expect(buyableResources(posted, site)).toEqual([
        { type: 'COAL', name: 'COAL', ask: 8.4, marketAsk: 8.4 },
        { type: 'IRON_ORE', name: 'IRON_ORE', ask: 12.6, marketAsk: 12.6 },
      ]);
  });

  it("offers a Free Port its own lower ask, the engine's purchaseAsk", () => {
    const [coal] = buyableResources(posted, 'FREE_PORT');
    expect(coal!.ask).toBe(toDollars(purchaseAsk(usd(8), 'FREE_PORT')));
    expect(coal!.ask).toBeGreaterThan(8);
    expect(coal!.ask).toBeLessThan(coal!.marketAsk);
  });

  it('offers 10, 100 and the most the cash buys', () => {
    expect(buyPresets(57)).toEqual([
      { label: '10', quantity: 10 },
      { label: '100', quantity: 100 },
      { label: 'Max', quantity: 57 },
    ]);
  });

  it('says why Buy is off, as the server would refuse', () => {
    expect(buyBlocker(5, 40, 100, true)).toBe('Buying...');
    expect(buyBlocker(0, null, 100, false)).toBe('Enter how many units to buy.');
    expect(buyBlocker(2.5, null, 100, false)).toBe('Only whole units can be bought.');
    expect(buyBlocker(2_000_000, null, 1e9, false)).toBe('At most 1,000,000 units can be bought at once.');
    expect(buyBlocker(10, 84.5, 50, false)).toBe('That costs about $84.50; you have $50.00.');
    expect(buyBlocker(10, 84.5, 84.5, false)).toBeNull();
    // Before the market loads there is no estimate: the server still refuses what the cash cannot pay.
    expect(buyBlocker(10, null, 50, false)).toBeNull();
  });
});
