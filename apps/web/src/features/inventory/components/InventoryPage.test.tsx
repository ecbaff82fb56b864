import type { Factory, InventoryItem, MarketPrice } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { inventoryRows, isInventoryEmpty, totalValue } from '../lib/inventory';
import InventoryPage from './InventoryPage';

const item = (type: InventoryItem['type'], id: number, name: string, quantity: number): InventoryItem => ({
  type,
  quantity,
  resource: { id, name },
});
const stock = (ore: number, bars: number, coal: number, power = 40): InventoryItem[] => [
  item('IRON_ORE', 1, 'Iron Ore', ore),
  item('STEEL_BAR', 2, 'Steel Bar', bars),
  item('COAL', 3, 'Coal', coal),
  item('POWER', 4, 'Power', power),
  item('ADVANCED_STEEL', 5, 'Advanced Steel', 0),
];
const price = (resourceType: MarketPrice['resourceType'], sellPrice: number): MarketPrice => ({
  resourceId: 0,
  resourceType,
  resourceName: resourceType,
  buyPrice: sellPrice,
  sellPrice,
  ask: sellPrice,
});
const prices = [price('IRON_ORE', 12), price('STEEL_BAR', 118.5), price('COAL', 8), price('ADVANCED_STEEL', 420)];

describe('inventory rules', () => {
  it('lists every resource but Power, with its market value', () => {
    const rows = inventoryRows(stock(10, 2, 100), prices);
    expect(rows.map((r) => r.type)).toEqual(['IRON_ORE', 'STEEL_BAR', 'COAL', 'ADVANCED_STEEL']);
    expect(rows[1]).toMatchObject({ name: 'Steel Bar', quantity: 2, price: 118.5, value: 237 });
    expect(totalValue(rows)).toBe(120 + 237 + 800);
  });

  it('is empty when every quantity is 0, or there is nothing, even with power', () => {
    expect(isInventoryEmpty(inventoryRows(stock(0, 0, 0, 50), prices))).toBe(true);
    expect(isInventoryEmpty(inventoryRows([], prices))).toBe(true);
    expect(isInventoryEmpty(inventoryRows(stock(0, 0.5, 0), prices))).toBe(false);
  });

  it('carries the net rate per tick from the production chain', () => {
    const rows = inventoryRows(stock(10, 0, 5), prices, [
      { resource: 'COAL', netRate: -1.5 },
      { resource: 'POWER', netRate: 3 },
    ]);
    expect(rows.find((r) => r.type === 'COAL')?.netRate).toBe(-1.5);
    expect(rows.find((r) => r.type === 'IRON_ORE')?.netRate).toBeNull();
  });

  it('has no price or total without market prices', () => {
    const rows = inventoryRows(stock(10, 0, 0), undefined);
    expect(rows[0]).toMatchObject({ price: null, value: null });
    expect(totalValue(rows)).toBeNull();
  });
});

describe('InventoryPage', () => {
  const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
  function renderPage(inventory: InventoryItem[]) {
    const factory = { id: 'f1', inventory } as Partial<Factory>;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/market/prices') ? ok(prices) : ok(factory))),
    );
    renderRouted(<InventoryPage />);
  }

  signInForEachTest();

  it('shows the stored resources with quantities and values, never Power', async () => {
    renderPage(stock(25, 3, 80.5));
    const list = await screen.findByRole('list', { name: 'Resources' });
    const names = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['Iron Ore', 'Steel Bar', 'Coal', 'Advanced Steel']);
    expect(screen.queryByText('Power')).not.toBeInTheDocument();
    // Whole units: 80.5 coal is 80 a player can sell.
    expect(within(list).getByText('80')).toBeInTheDocument();
    expect(await screen.findByText('$355.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sell on the Market/ })).toHaveAttribute('href', '/game/market');
  });

  it("says 'No resources in inventory' when every quantity is 0", async () => {
    renderPage(stock(0, 0, 0, 30));
    expect(await screen.findByText('No resources in inventory')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Resources' })).not.toBeInTheDocument();
  });
});
