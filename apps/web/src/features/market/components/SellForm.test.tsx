import type { MarketPrice, MarketStateView } from '@forgeworks/contract';
import { quoteSale, toDollars } from '@forgeworks/engine';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { engineMarket } from '@/shared/lib/market-quote';
import { baseMarket } from '@/test/market-fixtures';
import type { SellableStock } from '../lib/sell';
import { SellForm, type SellFormProps } from './SellForm';

const stock: SellableStock[] = [
  { type: 'COAL', name: 'Coal', available: 45 },
  { type: 'STEEL_BAR', name: 'Steel Bar', available: 3 },
  { type: 'IRON_ORE', name: 'Iron Ore', available: 0 },
];
const prices: MarketPrice[] = [
  { resourceId: 3, resourceType: 'COAL', resourceName: 'Coal', buyPrice: 8, sellPrice: 7.8, ask: 8.19 },
  { resourceId: 2, resourceType: 'STEEL_BAR', resourceName: 'Steel Bar', buyPrice: 120, sellPrice: 118, ask: 123.9 },
];
const at = (price: number, basePrice: number, pressure = 0) => ({ price, basePrice, pressure, demand: 1 });
const market: MarketStateView = {
  tick: 9,
  activeFactories: 1,
  resources: {
    ...baseMarket(9).resources,
    IRON_ORE: at(12, 12),
    STEEL_BAR: at(118, 120, 40),
    COAL: at(7.8, 8, 500),
    ADVANCED_STEEL: at(420, 420),
  },
};

function setup(props: Partial<SellFormProps> = {}) {
  const onSell = vi.fn();
  render(
    <SellForm stock={stock} prices={prices} market={market} pending={false} error={null} onSell={onSell} {...props} />,
  );
  return {
    user: userEvent.setup(),
    onSell,
    quantity: screen.getByLabelText('Quantity'),
    sell: screen.getByRole('button', { name: 'Sell' }),
  };
}

describe('SellForm', () => {
  it('has a number quantity field with min 0 and step 1, and never offers power', () => {
    const { quantity } = setup();
    expect(quantity).toHaveAttribute('type', 'number');
    expect(quantity).toHaveAttribute('min', '0');
    expect(quantity).toHaveAttribute('step', '1');
    const options = [...screen.getByLabelText('Resource').querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual(['COAL', 'STEEL_BAR', 'IRON_ORE']);
    expect(screen.queryByRole('option', { name: /Power/ })).not.toBeInTheDocument();
  });

  it('quick buttons set 25%, 50%, 75% rounded down and all of the stock, none when that is 0', async () => {
    const { user, quantity } = setup();
    const values: string[] = [];
    for (const label of ['25%', '50%', '75%', 'All']) {
      await user.click(screen.getByRole('button', { name: label }));
      values.push((quantity as HTMLInputElement).value);
    }
    expect(values).toEqual(['11', '22', '33', '45']);

    await user.selectOptions(screen.getByLabelText('Resource'), 'STEEL_BAR');
    // A quarter of 3 bars rounds down to none, so that button is off.
    expect(screen.getByRole('button', { name: '25%' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '75%' }));
    expect(quantity).toHaveValue(2);
  });

  it('disables Sell at 0, above the available quantity and while a sale is pending', async () => {
    const { user, quantity, sell } = setup();
    expect(sell).toBeDisabled();
    await user.type(quantity, '0');
    expect(sell).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '46');
    expect(sell).toBeDisabled();
    expect(screen.getByText('You have only 45 to sell.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '45');
    expect(sell).toBeEnabled();
  });

  it('stays disabled while a sale is pending', async () => {
    const { user, quantity } = setup({ pending: true });
    await user.type(quantity, '5');
    expect(screen.getByRole('button', { name: /Sell/ })).toBeDisabled();
  });

  it("estimates the revenue with the engine's quote, slippage included, and sells the chosen resource", async () => {
    const { user, quantity, sell, onSell } = setup();
    await user.type(quantity, '40');
    const quote = toDollars(quoteSale(engineMarket(market), 'COAL', 40));
    expect(quote).toBeLessThan(40 * 7.8);
    expect(screen.getByTestId('sale-estimate')).toHaveTextContent(`$${quote.toFixed(2)}`);
    expect(screen.getByText(/big sale pays less a unit/)).toBeInTheDocument();
    await user.click(sell);
    expect(onSell).toHaveBeenCalledWith({ resourceType: 'COAL', quantity: 40 }, expect.any(Function));

    // After the sale succeeds, the quantity is cleared.
    const done = onSell.mock.calls[0]![1] as () => void;
    act(() => done());
    expect(quantity).toHaveValue(null);
  });

  it('shows no estimate until the market has loaded', async () => {
    const { user, quantity } = setup({ market: undefined });
    await user.type(quantity, '40');
    expect(screen.getByTestId('sale-estimate')).toHaveTextContent('—');
  });

  it("shows the client's error message after a failed sale", () => {
    setup({ error: 'Not enough Coal in stock: you have 45 to sell' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough Coal in stock: you have 45 to sell');
  });
});
