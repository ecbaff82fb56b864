import { describe, expect, it } from 'vitest';
import { defaultFloor, ordersFrom, rowsFrom } from './standing-orders';

describe('standing orders form', () => {
  it('has a row for every stored resource, on where the factory has an order', () => {
    const rows = rowsFrom([{ resource: 'COAL', keep: 40, minPrice: null }]);
    expect(rows.map((r) => [r.resource, r.on, r.keep, r.minPrice])).toEqual([
      ['IRON_ORE', false, '', ''],
      ['STEEL_BAR', false, '', ''],
      ['COAL', true, '40', ''],
      ['ADVANCED_STEEL', false, '', ''],
      ['COKE', false, '', ''],
      ['TOOLS', false, '', ''],
      ['MACHINE_PARTS', false, '', ''],
    ]);
  });

  it('sends the rows switched on, empty fields as the defaults (null)', () => {
    const rows = rowsFrom([]).map((r) =>
      r.resource === 'STEEL_BAR'
        ? { ...r, on: true }
        : r.resource === 'COAL'
          ? { ...r, on: true, minPrice: '1.10' }
          : r,
    );
    expect(ordersFrom(rows)).toEqual({
      body: {
        orders: [
          { resource: 'STEEL_BAR', keep: null, minPrice: null },
          { resource: 'COAL', keep: null, minPrice: 1.1 },
        ],
      },
    });
  });

  it('names what is wrong with a row instead of sending it', () => {
    const coal = (keep: string, minPrice: string) =>
      rowsFrom([]).map((r) => (r.resource === 'COAL' ? { ...r, on: true, keep, minPrice } : r));
    expect(ordersFrom(coal('-1', ''))).toEqual({ problem: 'Coal: the stock to keep must be a number, 0 or more' });
    expect(ordersFrom(coal('lots', ''))).toHaveProperty('problem');
    expect(ordersFrom(coal('', '0'))).toHaveProperty('problem');
    expect(ordersFrom(coal('', '2.345'))).toHaveProperty('problem');
  });

  it('shows the default floor: 60% of the base price', () => {
    expect(defaultFloor('STEEL_BAR')).toBe(72);
  });
});
