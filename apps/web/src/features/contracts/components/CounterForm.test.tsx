import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, ok, renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { contract as offer, me, own as ownFactory, STEEL_PRICES as STEEL } from '../lib/test-fixtures';
import ContractsPage from './ContractsPage';

const own = ownFactory(100_000_000);

describe('countering an offer', () => {
  signInForEachTest();

  it("prefills the offer's terms, refuses in the engine's words before sending, then sends mine", async () => {
    const fetchMock = mockApi({
      'GET /contracts': { tick: 22, tickIntervalMs: 300_000, contracts: [offer({ id: 'theirs' })] },
      'GET /factory/state': own,
      'GET /market/prices': STEEL,
      'POST /contracts/theirs/counter': () =>
        ok(offer({ id: 'mine', proposedByMe: true, proposer: me, counteredFrom: 'theirs' }), 'Counter-offer sent'),
    });
    const user = userEvent.setup();
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    await user.click(within(received).getByRole('button', { name: 'Counter: 100 Steel Bar at $120.00' }));
    const form = within(received).getByRole('form', { name: 'Counter: 100 Steel Bar at $120.00' });
    expect(within(form).getByLabelText('Quantity each time')).toHaveValue(100);
    expect(within(form).getByLabelText('Unit price ($)')).toHaveValue(120);
    expect(within(form).getByLabelText('Due in (ticks)')).toHaveValue(12);
    expect(within(form).getByLabelText('Instalments')).toHaveValue(1);
    expect(within(form).queryByLabelText('Every (ticks)')).toBeNull();
    await within(form).findByText('Allowed now: $75.00 to $125.00');
    const price = within(form).getByLabelText('Unit price ($)');
    await user.clear(price);
    await user.type(price, '200');
    expect(
      await within(form).findByText(
        "Unit price must be between $75.00 and $125.00: within 25% of the market's price ($100.00)",
      ),
    ).toBeInTheDocument();
    const send = within(form).getByRole('button', { name: 'Send counter-offer' });
    expect(send).toBeDisabled();
    await user.clear(price);
    await user.type(price, '105');
    await user.clear(within(form).getByLabelText('Quantity each time'));
    await user.type(within(form).getByLabelText('Quantity each time'), '80');
    await user.click(send);
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/contracts/theirs/counter')).toEqual({
        quantity: 80,
        unitPrice: 105,
        dueInTicks: 12,
      }),
    );
    // Sent: the form closes.
    await vi.waitFor(() => expect(within(received).queryByRole('form')).toBeNull());
  });

  it('shows the thread: a counter names the offer it answers', async () => {
    mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [
          offer({ id: 'back', quantity: 80, unitPrice: 105, counteredFrom: 'first' }),
          offer({ id: 'first', proposedByMe: true, proposer: me, side: 'buy', status: 'countered', closedTick: 20 }),
        ],
      },
      'GET /factory/state': own,
    });
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(received).toHaveTextContent('Counter to your offer: 100 Steel Bar at $120.00');
    const history = screen.getByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('countered')).toBeInTheDocument();
  });

  it("prefills an offer's instalments, each one's quantity, and sends them back", async () => {
    const fetchMock = mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [offer({ id: 'supply', quantity: 300, instalments: 3, everyTicks: 6 })],
      },
      'GET /factory/state': own,
      'GET /market/prices': STEEL,
      'POST /contracts/supply/counter': () => ok(offer({ id: 'back', proposedByMe: true }), 'Counter-offer sent'),
    });
    const user = userEvent.setup();
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(received).toHaveTextContent('3 instalments of 100, every 6 ticks');
    await user.click(within(received).getByRole('button', { name: 'Counter: 300 Steel Bar at $120.00' }));
    const form = within(received).getByRole('form', { name: 'Counter: 300 Steel Bar at $120.00' });
    expect(within(form).getByLabelText('Quantity each time')).toHaveValue(100);
    expect(within(form).getByLabelText('Instalments')).toHaveValue(3);
    expect(within(form).getByLabelText('Every (ticks)')).toHaveValue(6);
    await within(form).findByText('Allowed now: $75.00 to $125.00');
    const instalments = within(form).getByLabelText('Instalments');
    await user.clear(instalments);
    await user.type(instalments, '13');
    expect(await within(form).findByText('Instalments must be a whole number from 1 to 12')).toBeInTheDocument();
    await user.clear(instalments);
    await user.type(instalments, '4');
    await user.clear(within(form).getByLabelText('Unit price ($)'));
    await user.type(within(form).getByLabelText('Unit price ($)'), '110');
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/contracts/supply/counter')).toEqual({
        quantity: 100,
        unitPrice: 110,
        dueInTicks: 12,
        instalments: 4,
        everyTicks: 6,
      }),
    );
  });
});
