import type { ExchangeBid } from '@forgeworks/contract';
import { exchangeFee, toDollars } from '@forgeworks/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, ok, signInForEachTest } from '@/test/stub-fetch';
import { formatMoney } from '@/shared/lib/format';
import { marketReads, openExchange, steelGuides } from './exchange-fixtures';

const bids = {
  ...steelGuides,
  levels: [
    { unitPrice: 120, quantity: 5, bids: 1 },
    { unitPrice: 115, quantity: 20, bids: 2 },
  ],
};
const myBid: ExchangeBid = {
  id: '9d1f5c0e-0000-4000-8000-000000000002',
  resourceType: 'STEEL_BAR',
  unitPrice: 115,
  quantity: 12,
  quantityLeft: 10,
  status: 'open',
  createdTick: 3,
  lapsesAtTick: 291,
};

/** The reads the Market page and its Exchange tab make, with the book of bids and the player's own. */
const reads = (myBids: ExchangeBid[]) => marketReads({ bids, myBids });

describe('bids on the Exchange tab', () => {
  signInForEachTest();

  it('shows the bids highest first beside the offers, the best bid, and my bids with the cash they hold', async () => {
    const fetchMock = mockApi({ ...reads([myBid]), [`DELETE /market/bids/${myBid.id}`]: () => ok({ bid: myBid }) });
    const user = await openExchange();
    const table = await screen.findByRole('table', { name: 'Steel Bar bids' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('$120.00'),
      expect.stringContaining('$115.00'),
    ]);
    expect(within(rows[1]!).getByRole('img')).toHaveAccessibleName('25 units at or above $115.00');
    expect(await screen.findByText('No Steel Bar is offered yet. List some: buyers see it here.')).toBeVisible();
    expect(screen.getByLabelText('Market guides')).toHaveTextContent('Best bid$120.00');
    const mine = await screen.findByRole('table', { name: 'My bids' });
    expect(within(mine).getByText('2 of 12')).toBeInTheDocument();
    expect(within(mine).getByText('$1,150.00')).toBeInTheDocument();
    await user.click(
      within(mine).getByRole('button', { name: 'Cancel the bid for Steel Bar at $115.00 (10 still wanted)' }),
    );
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(myBid.id)),
      ).toBe(true),
    );
  });

  it("places a bid showing the cash it holds, refusing what the cash does not cover in the engine's words", async () => {
    const fetchMock = mockApi({ ...reads([]), 'POST /market/bids': () => ok({ bid: myBid }, 'Bid placed') });
    const user = await openExchange();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    expect(form).toHaveTextContent('Allowed now: $88.50 to $147.50');
    await user.type(within(form).getByLabelText('Steel Bar wanted'), '50');
    await user.type(within(form).getByLabelText('Bid per unit ($)'), '118');
    expect(within(form).getByText(/^Not enough cash: this bid holds \$5,900\.00/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Place bid' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Steel Bar wanted'));
    await user.type(within(form).getByLabelText('Steel Bar wanted'), '40');
    expect(within(form).getByTestId('bid-quote')).toHaveTextContent('Held from your cash$4,720.00');
    await user.click(within(form).getByRole('button', { name: 'Place bid' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/market/bids')).toEqual({
        resourceType: 'STEEL_BAR',
        quantity: 40,
        unitPrice: 118,
      }),
    );
  });

  it('previews a sale into the bids highest first, passing over my own, then sells', async () => {
    const fetchMock = mockApi({
      ...reads([myBid]),
      'POST /market/exchange/sell': () =>
        ok({ resourceType: 'STEEL_BAR', fills: [], quantity: 15, gross: 0, fees: 0, proceeds: 0, averageUnitPrice: 0 }),
    });
    const user = await openExchange();
    const form = await screen.findByRole('form', { name: 'Sell into bids' });
    await user.type(within(form).getByLabelText('Quantity to sell'), '30');
    // My own 10 at $115 are passed over: 5 at $120 and 10 at $115 fill.
    const preview = within(form).getByTestId('sell-preview');
    expect(within(preview).getByRole('list', { name: 'Bids that would fill' })).toHaveTextContent(
      '5 Steel Bar at $120.0010 Steel Bar at $115.00',
    );
    const gross = 5 * 12_000 + 10 * 11_500;
    const fees = exchangeFee(5 * 12_000) + exchangeFee(10 * 11_500);
    expect(preview).toHaveTextContent(`You receive${formatMoney(toDollars(gross - fees))}`);
    await user.type(within(form).getByLabelText('Lowest unit price ($)'), '116');
    expect(preview).toHaveTextContent('Would fill5 Steel Bar');
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/market/exchange/sell')).toEqual({
        resourceType: 'STEEL_BAR',
        quantity: 30,
        minPrice: 116,
        idempotencyKey: expect.any(String),
      }),
    );
  });
});
