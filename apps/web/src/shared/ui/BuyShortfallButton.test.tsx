import type { Factory } from '@forgeworks/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseMarket, quietTrends } from '@/test/market-fixtures';
import { fail, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { signOutAfterEachTest } from '@/test/stub-fetch';
import { useNotifications } from '../stores/notifications';
import { buyCost } from '../lib/market-quote';
import { BuyShortfallButton } from './BuyShortfallButton';

const market = baseMarket(12);
const trends = quietTrends(market);
const factory = (cash: number, coal = 10) =>
  ({
    cash,
    site: null,
    machines: [],
    inventory: [{ type: 'COAL', quantity: coal, resource: { id: 3, name: 'Coal' } }],
  }) as unknown as Factory;
// 2 coal a tick short, 12 ticks of it.
const cost = buyCost(market, 'COAL', 24, null)!;
const label = `Buy 24 Coal for $${cost.toFixed(2)}`;

describe('BuyShortfallButton', () => {
  signOutAfterEachTest();

  it("offers twelve ticks of the shortfall at the engine's quote, and buys it after a confirmation", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /market/trends': ok(trends),
      'GET /factory/my-factory': ok(factory(1000)),
      'POST /market/buy': ok(
        { resourceType: 'COAL', quantity: 24, cost, factory: factory(1000 - cost) },
        'Bought 24 Coal',
      ),
    });
    renderSignedIn(<BuyShortfallButton resource="COAL" perTick={2} />);
    await user.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 24 Coal?' });
    expect(dialog).toHaveTextContent('12 ticks of the shortfall');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ resourceType: 'COAL', quantity: 24 }),
    );
    await waitFor(() => expect(useNotifications.getState().notifications[0]?.message).toBe('Bought 24 Coal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is off, saying the cash, when the cash does not cover it', async () => {
    mockApi({ 'GET /market/trends': ok(trends), 'GET /factory/my-factory': ok(factory(100)) });
    renderSignedIn(<BuyShortfallButton resource="COAL" perTick={2} />);
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
    expect(screen.getByText('You have $100.00.')).toBeInTheDocument();
  });

  it('shows nothing while the stock still lasts twelve ticks', async () => {
    const calls = mockApi({ 'GET /market/trends': ok(trends), 'GET /factory/my-factory': ok(factory(1000, 24)) });
    renderSignedIn(<BuyShortfallButton resource="COAL" perTick={2} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/market/trends')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.path === '/factory/my-factory')).toBe(true));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing while the market cannot be read', async () => {
    const calls = mockApi({ 'GET /market/trends': fail(500), 'GET /factory/my-factory': ok(factory(1000)) });
    renderSignedIn(<BuyShortfallButton resource="COAL" perTick={2} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/market/trends')).toBe(true));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
