import type { ExchangeOffer } from '@forgeworks/contract';
import { exchangeFee, toDollars } from '@forgeworks/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, mockApi, ok, signInForEachTest } from '@/test/stub-fetch';
import { formatMoney } from '@/shared/lib/format';
import { useNotifications } from '@/shared/stores/notifications';
import { marketReads, openExchange, steelGuides } from './exchange-fixtures';

const book = {
  ...steelGuides,
  levels: [
    { unitPrice: 125, quantity: 6, offers: 1 },
    { unitPrice: 130, quantity: 10, offers: 2 },
  ],
  marketAsk: 123.9,
};
const myOffer: ExchangeOffer = {
  id: '9d1f5c0e-0000-4000-8000-000000000001',
  resourceType: 'STEEL_BAR',
  unitPrice: 130,
  quantity: 8,
  quantityLeft: 4,
  status: 'open',
  createdTick: 3,
  expiresAtTick: 291,
};

/** The reads the Market page and its Exchange tab make, with the player's offers and trades. */
const exchangeReads = (myOffers: ExchangeOffer[], myTrades: unknown[] = []) =>
  marketReads({ offers: book, myOffers, myTrades, bids: { ...book, levels: [] } });

describe('the Exchange tab', () => {
  signInForEachTest();

  it('shows the book with its depth, the market as guides, my offers and my trades', async () => {
    mockApi(
      exchangeReads(
        [myOffer],
        [{ id: 1, side: 'sell', resourceType: 'STEEL_BAR', quantity: 4, unitPrice: 130, fee: 10.4, tick: 5 }],
      ),
    );
    await openExchange();
    const table = await screen.findByRole('table', { name: 'Steel Bar offers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('$125.00'),
      expect.stringContaining('$130.00'),
    ]);
    expect(within(rows[1]!).getByRole('img')).toHaveAccessibleName('16 units at or below $130.00');
    const guides = screen.getByLabelText('Market guides');
    expect(guides).toHaveTextContent('Market pays$118.00');
    expect(guides).toHaveTextContent('Market sells at$123.90');
    const offers = await screen.findByRole('table', { name: 'My offers' });
    expect(within(offers).getByText('4 of 8')).toBeInTheDocument();
    expect(within(offers).getByText('partly filled')).toBeInTheDocument();
    const trades = await screen.findByRole('table', { name: 'My trades' });
    expect(within(trades).getByText('sold')).toBeInTheDocument();
    expect(within(trades).getByText('$509.60')).toBeInTheDocument();
    expect(screen.getByText('Your latest 100 trades of the last 7 days: older trades are not kept.')).toBeVisible();
  });

  it("lists an offer with the fee and proceeds shown, refusing bad input in the engine's words", async () => {
    const fetchMock = mockApi({
      ...exchangeReads([]),
      'POST /market/offers': () => ok(myOffer, 'Listed 10 Steel Bar at $124.00 each'),
    });
    const user = await openExchange();
    const form = await screen.findByRole('form', { name: 'List an offer' });
    await user.type(within(form).getByLabelText('Quantity to list'), '41');
    await user.type(within(form).getByLabelText('Unit price ($)'), '124');
    expect(within(form).getByRole('button', { name: 'List offer' })).toBeDisabled();
    expect(within(form).getByText('Not enough Steel Bar in stock: you have 40 to list')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Quantity to list'));
    await user.type(within(form).getByLabelText('Quantity to list'), '10');
    const fee = toDollars(exchangeFee(124_000));
    expect(within(form).getByTestId('offer-quote')).toHaveTextContent(
      `You receive when it all sells${formatMoney(1240 - fee)}`,
    );
    await user.click(within(form).getByRole('button', { name: 'List offer' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/market/offers')).toEqual({
        resourceType: 'STEEL_BAR',
        quantity: 10,
        unitPrice: 124,
      }),
    );
    await vi.waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('Listed 10 Steel Bar at $124.00 each'),
    );
  });

  it('tells the allowed prices before listing, and why a price outside them is refused', async () => {
    mockApi(exchangeReads([]));
    const user = await openExchange();
    const form = await screen.findByRole('form', { name: 'List an offer' });
    const range = within(form).getByTestId('price-range');
    expect(range).toHaveTextContent("Allowed now: $88.50 to $147.50 a unit, within 25% of the market's price.");
    expect(range).toHaveTextContent('your factory can give $400.00 more');
    await user.type(within(form).getByLabelText('Quantity to list'), '40');
    // $400 below the market's $118 for 40 bars: $10 a bar, so $108 at the lowest.
    expect(range).toHaveTextContent('For 40 Steel Bar, the lowest price is $108.00.');
    await user.type(within(form).getByLabelText('Unit price ($)'), '88');
    expect(within(form).getByText(/^Unit price must be between \$88\.50 and \$147\.50/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Unit price ($)'));
    await user.type(within(form).getByLabelText('Unit price ($)'), '100');
    expect(within(form).getByText(/list up to 22 Steel Bar at this price/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'List offer' })).toBeDisabled();
  });

  it('shows what a buy would fill and its average before confirming, then buys under a key', async () => {
    const fetchMock = mockApi({
      ...exchangeReads([myOffer]),
      'POST /market/exchange/buy': () =>
        ok({ resourceType: 'STEEL_BAR', fills: [], quantity: 8, cost: 1010, averageUnitPrice: 126.25 }, 'Bought 8'),
    });
    const user = await openExchange();
    const form = await screen.findByRole('form', { name: 'Buy from offers' });
    await user.type(within(form).getByLabelText('Quantity to buy'), '20');
    await user.type(within(form).getByLabelText('Max unit price ($)'), '130');
    // My own 4 at $130 are passed over: 6 + 6 fill.
    const preview = within(form).getByTestId('buy-preview');
    expect(within(preview).getByRole('list', { name: 'Offers that would fill' })).toHaveTextContent(
      '6 Steel Bar at $125.006 Steel Bar at $130.00',
    );
    expect(preview).toHaveTextContent('Average unit price$127.50');
    expect(preview).toHaveTextContent('Only 12 of 20 are offered at or below your price.');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 12 Steel Bar?' });
    expect(dialog).toHaveTextContent('$1,530.00 in all, $127.50 a unit on average: 6 at $125.00, 6 at $130.00.');
    expect(bodyOf(fetchMock, 'POST', '/market/exchange/buy')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/market/exchange/buy')).toEqual({
        resourceType: 'STEEL_BAR',
        quantity: 20,
        maxUnitPrice: 130,
        idempotencyKey: expect.any(String),
      }),
    );
  });

  it("shows the server's refusal and cancels an open offer", async () => {
    const fetchMock = mockApi({
      ...exchangeReads([myOffer]),
      [`DELETE /market/offers/${myOffer.id}`]: () => fail(409, 'This offer is already filled'),
    });
    const user = await openExchange();
    const offers = await screen.findByRole('table', { name: 'My offers' });
    await user.click(within(offers).getByRole('button', { name: 'Cancel the offer of Steel Bar at $130.00 (4 left)' }));
    await vi.waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('This offer is already filled'),
    );
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(myOffer.id)),
    ).toBe(true);
  });
});
