import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, ok, renderRouted, renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import { contract, me, own, STEEL_PRICES, them } from '../lib/test-fixtures';
import ContractsPage from './ContractsPage';
import { OfferContractCard } from './OfferContractCard';

const record = { completed: 3, defaulted: 1, instalmentsKept: 3, instalmentsMissed: 1, keptShare: 0.75 };

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
      'GET /factory/state': own(100_000_000),
    });
    const user = userEvent.setup();
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(received).toHaveTextContent('Buying from Their Works: 100 Steel Bar at $120.00');
    expect(received).toHaveTextContent('due 12 ticks (about 1 h 0 min) after it is accepted · open until tick 298');
    expect(screen.getByRole('region', { name: 'Offers sent' })).toHaveTextContent('Selling to Their Works');
    const bar = screen.getByRole('progressbar', { name: 'Delivered of 100 Steel Bar at $120.00' });
    expect(bar).toHaveAttribute('aria-valuetext', '40 of 100 delivered');
    const history = screen.getByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('defaulted')).toBeInTheDocument();
    expect(within(history).getByText('penalty received $840.00')).toBeInTheDocument();
    expect(within(history).getByText('30 at tick 14')).toBeInTheDocument();
    // $12,000 of a $1,000,000 cash: accepted on the tap, once the cash is known.
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/factory/state'));
    await user.click(within(received).getByRole('button', { name: 'Accept: 100 Steel Bar at $120.00' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toContain(
        'POST /api/contracts/received/accept',
      ),
    );
  });

  it('shows the thread of a counter-offer and the instalments kept, active and closed', async () => {
    const asked = contract({
      id: 'asked',
      status: 'countered',
      proposedByMe: true,
      proposer: me,
      closedTick: 11,
      instalments: 4,
      everyTicks: 12,
    });
    const thread = { counteredFrom: 'asked', acceptedTick: 12, quantity: 30, instalments: 3, everyTicks: 4 };
    mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [
          contract({ ...thread, id: 'going', status: 'active', dueTick: 14, delivered: 10, instalmentsKept: 1 }),
          contract({
            ...thread,
            id: 'closed',
            status: 'defaulted',
            delivered: 24,
            instalmentsKept: 2,
            instalmentsMissed: 1,
            penalty: 72,
            closedTick: 22,
          }),
          asked,
        ],
      },
      'GET /factory/state': own(100_000_000),
    });
    renderRouted(<ContractsPage />);
    const active = await screen.findByRole('region', { name: 'Active contracts' });
    expect(active).toHaveTextContent('Counter to your offer: 100 Steel Bar at $120.00');
    expect(active).toHaveTextContent('3 instalments of 10, every 4 ticks: 1 kept, 0 missed');
    expect(active).toHaveTextContent('next due at tick 18');
    const history = screen.getByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('3 instalments of 10, every 4 ticks: 2 kept, 1 missed')).toBeInTheDocument();
    expect(within(history).getByText('Counter to your offer: 100 Steel Bar at $120.00')).toBeInTheDocument();
    expect(within(history).getByText('countered')).toBeInTheDocument();
    // The countered offer was never accepted: its terms, no count of instalments kept.
    expect(within(history).getByText('4 instalments of 25, every 12 ticks')).toBeInTheDocument();
  });

  it("shows the buyer the seller's stock and record, and asks before an escrow over a tenth of its cash", async () => {
    const fetchMock = mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [
          contract({ id: 'empty', sellerStanding: { stock: 0, makes: false, record } }),
          contract({ id: 'stocked', quantity: 5, sellerStanding: { stock: 40, makes: true, record } }),
        ],
      },
      // $12,000 of escrow against $50,000 in cash: asked; $600 is not.
      'GET /factory/state': own(5_000_000),
      'POST /contracts/empty/accept': () => ok(contract({ id: 'empty', status: 'active' }), 'Contract accepted'),
      'POST /contracts/stocked/accept': () => ok(contract({ id: 'stocked', status: 'active' }), 'Contract accepted'),
    });
    const user = userEvent.setup();
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(received).toHaveTextContent(
      'Their Works holds no Steel Bar and has no machine making it · its record: 3 completed, 1 defaulted (75% kept)',
    );
    expect(received).toHaveTextContent('Their Works holds 40 Steel Bar and makes it');
    const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
    await vi.waitFor(() => expect(calls()).toContain('GET /api/factory/state'));
    await user.click(within(received).getByRole('button', { name: 'Accept: 100 Steel Bar at $120.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 100 Steel Bar at $120.00 for $12,000.00?' });
    expect(dialog).toHaveTextContent('Accepting holds $12,000.00 of your cash in escrow');
    expect(calls()).not.toContain('POST /api/contracts/empty/accept');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(calls()).toContain('POST /api/contracts/empty/accept'));
    await user.click(within(received).getByRole('button', { name: 'Accept: 5 Steel Bar at $120.00' }));
    await vi.waitFor(() => expect(calls()).toContain('POST /api/contracts/stocked/accept'));
  });

  it('warns a seller asked for a good it neither holds nor makes', async () => {
    mockApi({
      'GET /contracts': {
        tick: 22,
        tickIntervalMs: 300_000,
        contracts: [contract({ id: 'ask', side: 'sell', buyer: them, seller: me })],
      },
      'GET /factory/state': own(5_000_000),
    });
    renderRouted(<ContractsPage />);
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(
      await within(received).findByText(/You hold no Steel Bar and have no machine making it: short at the due tick/),
    ).toBeInTheDocument();
  });

  it('offers a contract from a profile, refusing a price outside the band before sending', async () => {
    const fetchMock = mockApi({
      'GET /market/prices': STEEL_PRICES,
      'POST /contracts': () => ok(contract({ id: 'new', proposedByMe: true }), 'Contract offered'),
      'GET /factory/state': own(10_000_000),
    });
    const user = userEvent.setup();
    renderWithClient(<OfferContractCard factoryId="f-them" name="Their Works" />);
    const form = await screen.findByRole('form', { name: 'Offer Their Works a contract' });
    await screen.findByText('Allowed now: $75.00 to $125.00');
    await user.type(within(form).getByLabelText('Quantity'), '50');
    await user.type(within(form).getByLabelText('Unit price ($)'), '200');
    // The engine's words, as the server would refuse it.
    expect(
      await within(form).findByText(
        "Unit price must be between $75.00 and $125.00: within 25% of the market's price ($100.00)",
      ),
    ).toBeInTheDocument();
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

  it('warns a seller offering a good it holds none of and makes none of, and asks before a large escrow', async () => {
    const fetchMock = mockApi({
      'GET /market/prices': STEEL_PRICES,
      'GET /factory/state': own(100_000),
      'POST /contracts': () => ok(contract({ id: 'new', proposedByMe: true }), 'Contract offered'),
    });
    const user = userEvent.setup();
    renderWithClient(<OfferContractCard factoryId="f-them" name="Their Works" />);
    const form = await screen.findByRole('form', { name: 'Offer Their Works a contract' });
    await user.click(within(form).getByRole('radio', { name: 'Sell to them' }));
    expect(await within(form).findByText(/You hold no Steel Bar and have no machine making it/)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Buy from them' }));
    expect(within(form).queryByText(/You hold no Steel Bar/)).toBeNull();
    // $1,100 of a $1,000 cash: asked before it is sent.
    await user.type(within(form).getByLabelText('Quantity'), '10');
    await user.type(within(form).getByLabelText('Unit price ($)'), '110');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Offer to buy 10 Steel Bar from Their Works for $1,100.00?',
    });
    expect(bodyOf(fetchMock, 'POST', '/contracts')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Offer to buy' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/contracts')).toMatchObject({ side: 'buy', quantity: 10 }),
    );
  });
});
