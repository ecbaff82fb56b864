import type { Contract, FactoryStateAnswer } from '@forgeworks/contract';
import { newFactory } from '@forgeworks/engine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, ok, renderRouted, signInForEachTest } from '@/test/stub-fetch';
import ContractsPage from './ContractsPage';

const me = { factoryId: 'f-me', name: 'My Works' };
const them = { factoryId: 'f-them', name: 'Their Works' };
/** An offer of theirs to sell me 100 Steel Bar at $120, due 12 ticks after acceptance. */
const offer = (over: Partial<Contract>): Contract => ({
  id: 'c1',
  proposer: them,
  buyer: me,
  seller: them,
  side: 'buy',
  proposedByMe: false,
  resourceType: 'STEEL_BAR',
  quantity: 100,
  delivered: 0,
  unitPrice: 120,
  offeredTick: 10,
  dueInTicks: 12,
  dueTick: null,
  lapseTick: 298,
  acceptedTick: null,
  closedTick: null,
  status: 'offered',
  counteredFrom: null,
  escrow: 0,
  penalty: 0,
  endAskedBy: { buyer: false, seller: false },
  deliveries: [],
  sellerStanding: null,
  ...over,
});
const { rng: _rng, ...state } = newFactory(1);
const own: FactoryStateAnswer = { state: { ...state, cash: 100_000_000 }, prices: {} };
/** The market's steel sold at $100: a price from $75 to $125. */
const STEEL = [
  { resourceId: 2, resourceType: 'STEEL_BAR', resourceName: 'Steel Bar', buyPrice: 120, sellPrice: 100, ask: 105 },
];

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
    expect(within(form).getByLabelText('Quantity')).toHaveValue(100);
    expect(within(form).getByLabelText('Unit price ($)')).toHaveValue(120);
    expect(within(form).getByLabelText('Due in (ticks)')).toHaveValue(12);
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
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '80');
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
});
