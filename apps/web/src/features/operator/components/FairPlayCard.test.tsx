import type { FairPlayReport } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signOutAfterEachTest } from '@/test/stub-fetch';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import OperatorPage from './OperatorPage';

const MARKUP = '<img src=x onerror=alert(1)><b>Throwaway</b>';
const GIVER = { factoryId: 'f-giver', factoryName: MARKUP, playerName: 'Tom Throw', accountsAtSignUpAddress: 7 };
const RECEIVER = { factoryId: 'f-main', factoryName: 'Main Works', playerName: 'Mia Main', accountsAtSignUpAddress: 7 };
const STRANGER = { factoryId: 'f-far', factoryName: 'Far Works', playerName: 'Fay Far', accountsAtSignUpAddress: 1 };

const REPORT: FairPlayReport = {
  flows: [
    {
      giver: GIVER,
      receiver: RECEIVER,
      value: 3750,
      trades: 2,
      lastTradeAt: '2026-11-26T10:00:00.000Z',
      sameSignUpAddress: true,
    },
  ],
  trades: [
    {
      id: 9,
      at: '2026-11-26T10:00:00.000Z',
      tick: 40,
      resourceType: 'STEEL_BAR',
      quantity: 100,
      unitPrice: 36,
      marketPrice: 45,
      value: 900,
      buyer: RECEIVER,
      seller: STRANGER,
      sameSignUpAddress: false,
    },
  ],
};

/** The operator page with the fair-play report answered by `report` (a status for a failure). */
function renderPage(report: FairPlayReport | number) {
  const view = renderWithApi(
    <MemoryRouter>
      <OperatorPage />
    </MemoryRouter>,
    (path) => {
      if (path === '/admin/fair-play') return typeof report === 'number' ? failResponse(report) : okResponse(report);
      if (path.startsWith('/admin/players?')) return okResponse({ players: [] });
      if (path === '/admin/audit') return okResponse({ actions: [] });
      if (path === '/admin/name-reports') return okResponse({ reports: [] });
      return failResponse(404);
    },
  );
  const asked = (path: string) => view.fetchMock.mock.calls.some(([url]) => String(url) === `/api${path}`);
  return { ...view, asked };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('FairPlayCard', () => {
  signOutAfterEachTest();

  it('lists one-way flows naming both factories, the value, the trades and the shared address, names as text', async () => {
    const { container } = renderPage(REPORT);
    const flows = await screen.findByRole('table', { name: 'Value going one way' });
    const [, row] = within(flows).getAllByRole('row');
    const [pair, value] = cells(row!);
    // Both factories in their parts, each with its player and its address's accounts, then the shared address.
    expect(pair!.textContent).toBe(
      `Gave${MARKUP} (find in Players)Tom Throw7 accounts at its sign-up address` +
        'ReceivedMain Works (find in Players)Mia Main7 accounts at its sign-up address' +
        'Same sign-up address',
    );
    expect(value).toHaveTextContent('$3,750.00');
    expect(value).toHaveTextContent('2 trades');
    expect(container.querySelector('table img, table b')).toBeNull();
    // The threshold in the explanation is the engine's.
    expect(screen.getByText(/handed the other \$1,000\.00 or more/)).toBeInTheDocument();
  });

  it('lists trades far from the market with what they handed over and which way', async () => {
    renderPage(REPORT);
    const trades = await screen.findByRole('table', { name: 'Trades far from the market' });
    const [, row] = within(trades).getAllByRole('row');
    const [pair, value] = cells(row!);
    expect(pair).toHaveTextContent(/^Buyer\s*Main Works.*Seller\s*Far Works.*Alone at its sign-up address$/);
    expect(pair).not.toHaveTextContent('Same sign-up address');
    expect(value).toHaveTextContent('$900.00');
    expect(value).toHaveTextContent('100 Steel Bar at $36.00');
    expect(value).toHaveTextContent("20% under the market's $45.00");
  });

  it("finds a factory's player in the players list by its id, and brings the list into view", async () => {
    // jsdom lays nothing out, and has no scrollIntoView.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    const { asked } = renderPage(REPORT);
    const flows = await screen.findByRole('table', { name: 'Value going one way' });
    await user.click(within(flows).getByRole('link', { name: 'Main Works (find in Players)' }));
    await vi.waitFor(() => expect(asked('/admin/players?search=f-main')).toBe(true));
    expect(screen.getByLabelText('Find a player')).toHaveValue('f-main');
    const players = screen.getByRole('region', { name: 'Players' });
    expect(players).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([players]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('says when there is nothing to report, in each list', async () => {
    renderPage({ flows: [], trades: [] });
    expect(await screen.findByText('No value has gone one way.')).toBeInTheDocument();
    expect(screen.getByText('No trade far from the market.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the report failed, with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage(500);
    const card = await screen.findByRole('region', { name: 'Fair play' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to load the fair-play report');
    const before = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/fair-play').length;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/fair-play').length).toBe(before + 1),
    );
  });
});
