import type { AwaySummary } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import { awayLength } from '../lib/away';
import { useSeenWindows } from '../lib/seen-windows';
import { AwayPanel } from './AwayPanel';

function summary(over: Partial<AwaySummary> = {}): AwaySummary {
  return {
    from: { tick: 100, at: '2026-11-24T22:00:00.000Z' },
    to: { tick: 388, at: '2026-11-25T22:00:00.000Z' },
    ticks: 288,
    complete: true,
    produced: { COAL: 191, STEEL_BAR: 139.5, IRON_ORE: 12.25 },
    sold: { STEEL_BAR: { units: 120, income: 14_400 } },
    income: 14_400,
    expenses: { power: 2_000, labor: 6_500.5, materials: 0, maintenance: 900, debtRepayment: 0, total: 9_400.5 },
    capital: {
      built: 0,
      scrapped: 0,
      borrowed: 0,
      overdraft: 0,
      rewards: 0,
      contractEscrow: 0,
      contractPenalties: 0,
      bidEscrow: 0,
    },
    cash: { then: 9_668, now: 14_667.5 },
    debt: { then: 0, now: 0 },
    netWorth: { then: 50_784, now: 56_120 },
    machines: [{ machineId: 'm1', name: 'Smelter', breakdowns: 1, repairs: 1, maintenance: 0, cost: 900 }],
    contracts: [],
    ...over,
  };
}

function renderPanel(answer: AwaySummary | null) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { summary: answer } })));
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(<AwayPanel />);
  return fetchMock;
}

describe('While you were away', () => {
  signInForEachTest();
  beforeEach(() => useSeenWindows.setState({ dismissed: null }));

  it('records a visit and shows nothing before the first away window', async () => {
    const fetchMock = renderPanel(null);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]).toEqual([
      expect.stringMatching(/\/api\/factory\/visit$/),
      expect.objectContaining({ method: 'POST' }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last time away/)).not.toBeInTheDocument();
  });

  it('opens once per window with what was made, sold, spent and repaired, and shows it again on request', async () => {
    renderPanel(summary());
    const dialog = await screen.findByRole('dialog', { name: 'While you were away' });
    expect(within(dialog).getByText(/^1 game day \(ticks 101–388\), since /)).toBeInTheDocument();
    expect(within(dialog).getByText('was $9,668.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$14,667.50')).toBeInTheDocument();
    expect(within(dialog).getByText('+$5,336.00')).toBeInTheDocument();
    const steel = within(dialog).getByRole('row', { name: /Steel Bar/ });
    expect(
      within(steel)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Steel Bar', '139.5', '120', '$14,400.00']);
    expect(within(dialog).getByText('Labor and salaries').nextSibling).toHaveTextContent('$6,500.50');
    expect(within(dialog).queryByText('Materials')).not.toBeInTheDocument();
    expect(within(dialog).getByText('broke down 1×')).toBeInTheDocument();
    expect(within(dialog).getByText(/repaired 1×/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the factory' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSeenWindows.getState().dismissed).toBe('388@2026-11-25T22:00:00.000Z');
    expect(screen.getByText(/Last time away: 1 game day/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'While you were away' }));
    expect(await screen.findByRole('dialog', { name: 'While you were away' })).toBeInTheDocument();
  });

  it('reopened by hand, runs the window on to now with what came after the return (issue 45)', async () => {
    useSeenWindows.setState({ dismissed: '388@2026-11-25T22:00:00.000Z' });
    const line = "Contract defaulted: 0 of 5 delivered; you received a $210.00 penalty from Bea's Factory";
    const later = summary({
      to: { tick: 430, at: '2026-11-26T01:30:00.000Z' },
      ticks: 330,
      cash: { then: 9_668, now: 15_877.5 },
      contracts: [{ contractId: 'c1', counterparty: "Bea's Factory", outcome: 'defaulted', line }],
    });
    const fetchMock = vi.fn(async (url: string) => {
      const answer = url.endsWith('/away-summary/now') ? later : summary();
      return new Response(JSON.stringify({ success: true, data: { summary: answer } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<AwayPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'While you were away' }));
    const dialog = await screen.findByRole('dialog', { name: 'While you were away' });
    expect(
      await within(dialog).findByText(/^1 game day and 4 hours \(ticks 101–430, up to now\), since /),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('$15,877.50')).toBeInTheDocument();
    expect(within(dialog).getByText(line)).toBeInTheDocument();
    // The window kept is still the one dismissed: reading on to now does not open a new one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the factory' }));
    expect(useSeenWindows.getState().dismissed).toBe('388@2026-11-25T22:00:00.000Z');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs the cash moved outside running costs, so a refund or a penalty received does not read as spent', async () => {
    const capital = { ...summary().capital, built: 5_000, contractEscrow: 236.22, contractPenalties: 23.62 };
    renderPanel(summary({ capital }));
    const dialog = await screen.findByRole('dialog', { name: 'While you were away' });
    expect(within(dialog).getByText('Other cash moves: + came in, - went out.')).toBeInTheDocument();
    expect(within(dialog).getByText('Contract escrow').nextSibling).toHaveTextContent('+$236.22');
    expect(within(dialog).getByText('Contract penalties').nextSibling).toHaveTextContent('+$23.62');
    expect(within(dialog).getByText('Spent building and upgrading').nextSibling).toHaveTextContent('-$5,000.00');
  });

  it('stays closed for a window already dismissed', async () => {
    useSeenWindows.setState({ dismissed: '388@2026-11-25T22:00:00.000Z' });
    renderPanel(summary());
    expect(await screen.findByText(/Last time away/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says how long the player was away in game time', () => {
    expect(awayLength(13)).toBe('about 1 game hour');
    expect(awayLength(40)).toBe('about 3 game hours');
    expect(awayLength(288)).toBe('1 game day');
    expect(awayLength(312)).toBe('1 game day and 2 hours');
  });

  it("lists what the player's contracts delivered and how they closed meanwhile", async () => {
    const line =
      "0 Steel Bar delivered to Bea's Factory. Contract defaulted: 0 of 5 delivered; you paid the buyer a $210.00 penalty";
    renderPanel(
      summary({ contracts: [{ contractId: 'c1', counterparty: "Bea's Factory", outcome: 'defaulted', line }] }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'While you were away' });
    expect(within(dialog).getByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    expect(within(dialog).getByText(line)).toBeInTheDocument();
  });

  it('records a visit only while the page is in view: a tab behind others reads the last summary', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const fetchMock = renderPanel(summary());
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const urls = (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
      expect(urls[0]).toMatch(/\/api\/factory\/away-summary$/);
      expect(urls.some((url) => url.endsWith('/visit'))).toBe(false);
    } finally {
      hidden.mockRestore();
    }
  });
});
