import type { Contract } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, ok, renderRouted, renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import ContractsPage from './ContractsPage';
import { OfferContractCard } from './OfferContractCard';

const me = { factoryId: 'f-me', name: 'My Works' };
const them = { factoryId: 'f-them', name: 'Their Works' };
const contract = (over: Partial<Contract>): Contract => ({
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
  dueTick: 34,
  acceptedTick: null,
  closedTick: null,
  status: 'offered',
  escrow: 0,
  penalty: 0,
  endAskedBy: { buyer: false, seller: false },
  deliveries: [],
  ...over,
});

describe('the Contracts page', () => {
  signInForEachTest();

  it('lists offers received and sent, active ones with progress and due time, and the history', async () => {
    const fetchMock = mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [
          contract({ id: 'received' }),
          contract({ id: 'sent', proposedByMe: true, proposer: me, side: 'sell', buyer: them, seller: me }),
          contract({ id: 'active', status: 'active', delivered: 40, escrow: 7_200, acceptedTick: 12 }),
          contract({
            id: 'broken',
            status: 'defaulted',
            delivered: 30,
            penalty: 840,
            closedTick: 20,
            deliveries: [{ tick: 14, quantity: 30, value: 3_600, fee: 72 }],
          }),
        ],
      },
      'POST /contracts/received/accept': () => ok(contract({ id: 'received', status: 'active' }), 'Contract accepted'),
    });
    const user = userEvent.setup();
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(received).toHaveTextContent('Buying from Their Works: 100 Steel Bar at $120.00');
    expect(received).toHaveTextContent('in 12 ticks (about 1 h 0 min)');
    expect(screen.getByRole('region', { name: 'Offers sent' })).toHaveTextContent('Selling to Their Works');
    const bar = screen.getByRole('progressbar', { name: 'Delivered of 100 Steel Bar at $120.00' });
    expect(bar).toHaveAttribute('aria-valuetext', '40 of 100 delivered');
    const history = screen.getByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('defaulted')).toBeInTheDocument();
    expect(within(history).getByText('30 at tick 14')).toBeInTheDocument();
    await user.click(within(received).getByRole('button', { name: 'Accept: 100 Steel Bar at $120.00' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toContain(
        'POST /api/contracts/received/accept',
      ),
    );
  });

  it('offers a contract from a profile, refusing a price outside the band before sending', async () => {
    const fetchMock = mockApi({
      'GET /market/prices': [
        {
          resourceId: 2,
          resourceType: 'STEEL_BAR',
          resourceName: 'Steel Bar',
          buyPrice: 120,
          sellPrice: 100,
          ask: 105,
        },
      ],
      'POST /contracts': () => ok(contract({ id: 'new', proposedByMe: true }), 'Contract offered'),
    });
    const user = userEvent.setup();
    renderWithClient(<OfferContractCard factoryId="f-them" name="Their Works" />);
    const form = await screen.findByRole('form', { name: 'Offer Their Works a contract' });
    await screen.findByText('Allowed now: $75.00 to $125.00');
    await user.type(within(form).getByLabelText('Quantity'), '50');
    await user.type(within(form).getByLabelText('Unit price ($)'), '200');
    expect(await within(form).findByText('Unit price must be between $75.00 and $125.00 now')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Offer contract' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Unit price ($)'));
    await user.type(within(form).getByLabelText('Unit price ($)'), '110');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/contracts')).toEqual({
        counterpartyId: 'f-them',
        side: 'buy',
        resourceType: 'STEEL_BAR',
        quantity: 50,
        unitPrice: 110,
        dueInTicks: 288,
      }),
    );
  });
});
