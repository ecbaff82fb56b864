import type { InventoryItem } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import {
  canSell,
  defaultResource,
  formatChange,
  hasAnythingToSell,
  parseQuantity,
  priceChange,
  priceChangeTone,
  QUICK_SHARES,
  quickQuantity,
  sellableStock,
  sellBlocker,
} from './sell';

const item = (type: InventoryItem['type'], name: string, quantity: number): InventoryItem => ({
  type,
  quantity,
  resource: { id: 0, name },
});

describe('what can be sold', () => {
  it('offers every stored resource with its whole units, never power', () => {
    const stock = sellableStock([
      item('IRON_ORE', 'Iron Ore', 12.7),
      item('POWER', 'Power', 40),
      item('COAL', 'Coal', 0.4),
      item('STEEL_BAR', 'Steel Bar', 3),
    ]);
    expect(stock).toEqual([
      { type: 'IRON_ORE', name: 'Iron Ore', available: 12 },
      { type: 'COAL', name: 'Coal', available: 0 },
      { type: 'STEEL_BAR', name: 'Steel Bar', available: 3 },
    ]);
    expect(stock.some((s) => (s.type as string) === 'POWER')).toBe(false);
  });

  it('has nothing to sell when no resource holds a whole unit; starts on the first that does', () => {
    const none = sellableStock([item('COAL', 'Coal', 0.9), item('IRON_ORE', 'Iron Ore', 0)]);
    expect(hasAnythingToSell(none)).toBe(false);
    expect(defaultResource(none)).toBe('COAL');
    const some = sellableStock([item('COAL', 'Coal', 0.9), item('STEEL_BAR', 'Steel Bar', 5)]);
    expect(hasAnythingToSell(some)).toBe(true);
    expect(defaultResource(some)).toBe('STEEL_BAR');
  });
});

describe('quick buttons', () => {
  it('set 25%, 50%, 75% rounded down, and all of the available units', () => {
    expect(QUICK_SHARES.map((q) => q.label)).toEqual(['25%', '50%', '75%', 'All']);
    expect(QUICK_SHARES.map((q) => quickQuantity(45, q.share))).toEqual([11, 22, 33, 45]);
    expect(QUICK_SHARES.map((q) => quickQuantity(3, q.share))).toEqual([0, 1, 2, 3]);
    expect(QUICK_SHARES.map((q) => quickQuantity(0, q.share))).toEqual([0, 0, 0, 0]);
  });
});

describe('Sell enablement', () => {
  it('is off at 0 or less, above the available quantity, or while a sale is pending', () => {
    expect(canSell(0, 10, false)).toBe(false);
    expect(canSell(-1, 10, false)).toBe(false);
    expect(canSell(11, 10, false)).toBe(false);
    expect(canSell(5, 10, true)).toBe(false);
    expect(canSell(10, 10, false)).toBe(true);
    expect(canSell(1, 10, false)).toBe(true);
  });

  it('wants whole units and says why it is off', () => {
    expect(canSell(2.5, 10, false)).toBe(false);
    expect(sellBlocker(2.5, 10, false)).toBe('Only whole units can be sold.');
    expect(sellBlocker(11, 10, false)).toBe('You have only 10 to sell.');
    expect(sellBlocker(0, 10, false)).toBe('Enter how many units to sell.');
  });

  it('reads an empty or unreadable quantity as 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('  ')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('40')).toBe(40);
  });
});

describe('prices', () => {
  const coal = {
    resourceId: 3,
    resourceType: 'COAL' as const,
    resourceName: 'Coal',
    buyPrice: 8,
    sellPrice: 7.8,
    ask: 8.19,
  };

  it('gives the change against base as a signed, coloured percent', () => {
    expect(priceChange(coal)).toBeCloseTo(-0.025);
    expect(formatChange(priceChange(coal))).toBe('-2.5%');
    expect(priceChangeTone(priceChange(coal))).toBe('bad');
    const up = priceChange({ buyPrice: 120, sellPrice: 138 });
    expect([formatChange(up), priceChangeTone(up)]).toEqual(['+15%', 'good']);
    const flat = priceChange({ buyPrice: 12, sellPrice: 12.004 });
    expect([formatChange(flat), priceChangeTone(flat)]).toEqual(['0.0%', 'neutral']);
  });
});
