import type { Factory, MarketPrice, MarketTrends, StandingOrder } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseMarket, priceAt, quietTrends } from '@/test/market-fixtures';
import { toldNotice } from '@/test/notices';
import { bodyOf, fail, mockApi, ok, renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { useNotifications } from '@/shared/stores/notifications';
import { buyCost, maxAffordable, siteAsk } from '@/shared/lib/market-quote';
import MarketPage from './MarketPage';

const prices: MarketPrice[] = [
  { resourceId: 1, resourceType: 'IRON_ORE', resourceName: 'Iron Ore', buyPrice: 12, sellPrice: 12.6, ask: 13.23 },
  { resourceId: 3, resourceType: 'COAL', resourceName: 'Coal', buyPrice: 8, sellPrice: 7.8, ask: 8.19 },
];
const inventoryOf = (coal: number, ore = 0) => [
  { type: 'IRON_ORE', quantity: ore, resource: { id: 1, name: 'Iron Ore' } },
  { type: 'COAL', quantity: coal, resource: { id: 3, name: 'Coal' } },
];
const factoryWith = (
  coal: number,
  ore = 0,
  standingOrders: StandingOrder[] = [],
  cash = 1000,
  site: Factory['site'] = null,
) => ({ cash, site, machines: [], inventory: inventoryOf(coal, ore), standingOrders }) as unknown as Factory;
const market: MarketTrends['market'] = {
  tick: 20,
  activeFactories: 1,
  resources: {
    ...baseMarket(20).resources,
    IRON_ORE: priceAt(12.6, 12),
    STEEL_BAR: priceAt(120),
    COAL: priceAt(7.8, 8),
    ADVANCED_STEEL: priceAt(420),
  },
};
const trends = quietTrends(market);

describe('MarketPage', () => {
  signInForEachTest();

  it('lists base and current price with the change and what the player holds', async () => {
    mockApi({ 'GET /market/prices': prices, 'GET /factory/my-factory': factoryWith(100.5, 7) });
    renderRouted(<MarketPage />);
    const table = await screen.findByRole('table', { name: 'Market prices' });
    const coal = within(table).getByText('Coal').closest('tr')!;
    await vi.waitFor(() => expect(coal).toHaveTextContent('100'));
    expect(coal).not.toHaveTextContent('100.5');
    expect(coal).toHaveTextContent('$8.00');
    expect(coal).toHaveTextContent('$7.80');
    expect(within(coal).getByText('-2.5%')).toHaveClass('text-rose-400');
    expect(within(within(table).getByText('Iron Ore').closest('tr')!).getByText('+5.0%')).toHaveClass(
      'text-emerald-400',
    );
  });

  it('opens on the tab the address names, as a fill notification links it', async () => {
    mockApi({ 'GET /market/prices': prices, 'GET /factory/my-factory': factoryWith(0) });
    renderRouted(<MarketPage />, '/game/market?tab=exchange');
    expect(screen.getByRole('tab', { name: 'Exchange' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Market' }));
    expect(screen.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when nothing is in stock to sell', async () => {
    mockApi({ 'GET /market/prices': prices, 'GET /factory/my-factory': factoryWith(0.6) });
    renderRouted(<MarketPage />);
    expect(
      await screen.findByText('No resources available to sell. Build machines to start production!'),
    ).toBeInTheDocument();
  });

  it("shows 'Unable to load market data' with a Retry in the prices and the buy form when prices fail", async () => {
    mockApi({ 'GET /market/prices': () => fail(400, 'nope'), 'GET /factory/my-factory': factoryWith(10) });
    renderRouted(<MarketPage />);
    for (const card of ['Market Prices', 'Buy Resources']) {
      const alert = await within(screen.getByRole('region', { name: card })).findByRole('alert');
      expect(alert).toHaveTextContent('Unable to load market data');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    }
  });

  it('shows the ask beside the current price', async () => {
    mockApi({ 'GET /market/prices': prices, 'GET /factory/my-factory': factoryWith(10) });
    renderRouted(<MarketPage />);
    const table = await screen.findByRole('table', { name: 'Market prices' });
    expect(within(table).getByRole('columnheader', { name: 'Ask' })).toBeInTheDocument();
    expect(within(table).getByText('Coal').closest('tr')).toHaveTextContent('$8.19');
    expect(screen.getByText(/sells at the ask, 5% above it/)).toBeInTheDocument();
  });

  it("buys at the engine's estimate, with quick quantities from the cash, and refetches the factory", async () => {
    const user = userEvent.setup();
    const factory = vi
      .fn()
      .mockReturnValueOnce(ok(factoryWith(10)))
      .mockReturnValue(ok(factoryWith(110, 0, [], 1000 - (buyCost(market, 'COAL', 100, null) ?? 0))));
    const fetchMock = mockApi({
      'GET /market/prices': prices,
      'GET /market/trends': trends,
      'GET /factory/my-factory': factory,
      'POST /market/buy': () => ok({ resourceType: 'COAL', quantity: 100 }, 'Bought 100 Coal for $830.00'),
    });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Buy Resources' });
    const resource = await within(card).findByRole('combobox', { name: 'Resource' });
    expect([...resource.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Iron Ore ($13.23 each)',
      'Coal ($8.19 each)',
    ]);
    await user.selectOptions(resource, 'COAL');
    const most = maxAffordable(market, 'COAL', 1000, null);
    expect(await within(card).findByText(`${most} affordable`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Max' }));
    expect(within(card).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(most);

    await user.click(within(card).getByRole('button', { name: '100' }));
    const cost = buyCost(market, 'COAL', 100, null)!;
    expect(within(card).getByTestId('buy-estimate')).toHaveTextContent(`$${cost.toFixed(2)}`);
    // 100 coal is most of the cash: the purchase asks first.
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 100 Coal?' });
    expect(dialog).toHaveTextContent(`About $${cost.toFixed(2)}`);
    expect(bodyOf(fetchMock, 'POST', '/market/buy')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));

    await toldNotice('purchase', 'Bought 100 Coal for $830.00');
    expect(bodyOf(fetchMock, 'POST', '/market/buy')).toEqual({ resourceType: 'COAL', quantity: 100 });
    await vi.waitFor(() => expect(within(card).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(null));
    const sell = screen.getByRole('region', { name: 'Sell Resources' });
    expect(await within(sell).findByRole('option', { name: 'Coal (110 available)' })).toBeInTheDocument();
  });

  it("shows a Free Port factory the lower cost its site pays, the engine's purchaseCost", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /market/prices': prices,
      'GET /market/trends': trends,
      'GET /factory/my-factory': factoryWith(0, 0, [], 5000, 'FREE_PORT'),
    });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Buy Resources' });
    const resource = await within(card).findByRole('combobox', { name: 'Resource' });
    await user.selectOptions(resource, 'COAL');
    await user.click(within(card).getByRole('button', { name: '100' }));
    const port = buyCost(market, 'COAL', 100, 'FREE_PORT')!;
    expect(port).toBeLessThan(buyCost(market, 'COAL', 100, null)!);
    expect(await within(card).findByTestId('buy-estimate')).toHaveTextContent(`$${port.toFixed(2)}`);
    expect(within(card).getByText(/your site pays less of the spread than the market's ask of \$8\.19/)).toBeVisible();
    expect([...resource.querySelectorAll('option')].map((o) => o.textContent)).toContain(
      `Coal ($${siteAsk(7.8, 'FREE_PORT').toFixed(2)} each)`,
    );
  });

  it('says what the standing orders will do with what is bought (issue 45)', async () => {
    const user = userEvent.setup();
    const orders: StandingOrder[] = [{ resource: 'IRON_ORE', keep: 5, minPrice: null }];
    mockApi({
      'GET /market/prices': prices,
      'GET /market/trends': trends,
      'GET /factory/my-factory': factoryWith(10, 0, orders),
    });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Buy Resources' });
    const resource = await within(card).findByRole('combobox', { name: 'Resource' });
    await user.selectOptions(resource, 'COAL');
    expect(within(card).getByTestId('trade-afterwards')).toHaveTextContent(
      'No standing order sells Coal: what you buy stays in stock until you use or sell it.',
    );
    await user.selectOptions(resource, 'IRON_ORE');
    expect(within(card).getByTestId('trade-afterwards')).toHaveTextContent(
      'Your standing order for Iron Ore sells everything above 5 units, bought or made, whenever the price allows',
    );
  });

  it('will not buy more than the cash covers, and says what it would cost', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /market/prices': prices,
      'GET /market/trends': trends,
      'GET /factory/my-factory': factoryWith(10, 0, [], 50),
    });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Buy Resources' });
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Resource' }), 'COAL');
    await within(card).findByText(/affordable$/);
    await user.type(within(card).getByRole('spinbutton', { name: 'Quantity' }), '10');
    expect(within(card).getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(
      within(card).getByText(`That costs about $${buyCost(market, 'COAL', 10, null)!.toFixed(2)}; you have $50.00.`),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '100' })).toBeDisabled();
  });

  it("sells, notifies the server's message and refetches the factory", async () => {
    const user = userEvent.setup();
    const factory = vi
      .fn()
      .mockReturnValueOnce(ok(factoryWith(100)))
      .mockReturnValue(ok(factoryWith(60)));
    const fetchMock = mockApi({
      'GET /market/prices': prices,
      'GET /factory/my-factory': factory,
      'POST /market/sell': () => ok({ resourceType: 'COAL', quantity: 40, revenue: 312 }, 'Sold 40 Coal for $312.00'),
    });
    renderRouted(<MarketPage />);

    const card = await screen.findByRole('region', { name: 'Sell Resources' });
    await user.type(await within(card).findByLabelText('Quantity'), '40');
    await user.click(within(card).getByRole('button', { name: 'Sell' }));

    await toldNotice('sale', 'Sold 40 Coal for $312.00');
    expect(bodyOf(fetchMock, 'POST', '/market/sell')).toEqual({ resourceType: 'COAL', quantity: 40 });
    expect(await screen.findByRole('option', { name: 'Coal (60 available)' })).toBeInTheDocument();
  });

  it('shows the standing sell orders with their defaults, and saves the changed list', async () => {
    const user = userEvent.setup();
    const steel: StandingOrder = { resource: 'STEEL_BAR', keep: null, minPrice: null };
    const fetchMock = mockApi({
      'GET /market/prices': prices,
      'GET /factory/my-factory': factoryWith(100, 0, [steel]),
      'PUT /factory/standing-orders': () => ok(factoryWith(100, 0, [steel]), 'Standing sell orders: Coal (keeping 40)'),
    });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Standing sell orders' });
    expect(await within(card).findByRole('checkbox', { name: 'Steel Bar' })).toBeChecked();
    expect(card).toHaveTextContent('keeps 12 ticks of what your machines use, and all you buy or receive by contract,');
    expect(card).toHaveTextContent(
      "Where another player's bid on the exchange pays more than the market after the 2% fee, and at least the minimum, it sells into that bid first",
    );
    expect(within(card).getByRole('checkbox', { name: 'Coal' })).not.toBeChecked();
    expect(within(card).getByLabelText('Steel Bar: minimum price')).toHaveAttribute('placeholder', '$72.00');

    await user.click(within(card).getByRole('checkbox', { name: 'Steel Bar' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Coal' }));
    await user.type(within(card).getByLabelText('Coal: keep'), '40');
    await user.type(within(card).getByLabelText('Coal: minimum price'), '6.5');
    await user.click(within(card).getByRole('button', { name: 'Save orders' }));

    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/factory/standing-orders')).toEqual({
        orders: [{ resource: 'COAL', keep: 40, minPrice: 6.5 }],
      }),
    );
    await vi.waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('Standing sell orders: Coal (keeping 40)'),
    );
  });

  it('will not save an order with a minimum price that is not whole cents', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /market/prices': prices, 'GET /factory/my-factory': factoryWith(100) });
    renderRouted(<MarketPage />);
    const card = await screen.findByRole('region', { name: 'Standing sell orders' });
    await user.click(await within(card).findByRole('checkbox', { name: 'Coal' }));
    await user.type(within(card).getByLabelText('Coal: minimum price'), '1.005');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Coal: the minimum price must be a dollar amount above 0',
    );
    expect(within(card).getByRole('button', { name: 'Save orders' })).toBeDisabled();
  });
});
