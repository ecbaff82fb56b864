import type { FinancialStatement, Timeframe } from '@forgeworks/contract';
import { emptyInventory } from '@forgeworks/engine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import { ProfitLossStatementCard } from './ProfitLossStatementCard';

const zero = emptyInventory();
const expenses = { power: 1.2, maintenance: 30, labor: 74.2, debtRepayment: 0, materials: 30, total: 135.4 };
const contracts = { penalties: 0, escrow: 0, bidEscrow: 0 };

/** A statement in which nothing sold: its expenses are its loss. */
const nothingSold = (timeframe: Timeframe, ticks: number): FinancialStatement => ({
  timeframe,
  ticks,
  income: { sales: { '1': 0, '2': 0, '3': 0, '5': 0 }, total: 0 },
  expenses,
  contracts,
  netProfit: -135.4,
  profitMargin: 0,
  unitsSold: zero,
});

const statements: Record<Timeframe, FinancialStatement> = {
  CURRENT_TICK: nothingSold('CURRENT_TICK', 1),
  LAST_10_TICKS: {
    ...nothingSold('LAST_10_TICKS', 10),
    income: { sales: { '1': 0, '2': 4000, '3': 0, '5': 0 }, total: 4000 },
    expenses: { ...expenses, total: 1000 },
    netProfit: 3000,
    profitMargin: 0.75,
    unitsSold: { ...zero, STEEL_BAR: 34 },
  },
  LAST_HOUR: nothingSold('LAST_HOUR', 4),
};

const timeframeOf = (path: string) => new URL(path, 'http://x').searchParams.get('timeframe') as Timeframe;
const line = (list: HTMLElement, label: string) => within(list).getByText(label).closest('div') as HTMLElement;

describe('ProfitLossStatementCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current tick first, and switches period with the selector', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(<ProfitLossStatementCard />, (path) =>
      okResponse(statements[timeframeOf(path)]),
    );
    expect(await screen.findByText('Covers the last completed tick.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Current Tick' })).toHaveAttribute('aria-selected', 'true');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/factory/financial-statement?timeframe=CURRENT_TICK');
    // Without revenue there is no margin.
    expect(line(screen.getByLabelText('Result'), 'Net profit')).toHaveTextContent('-$135.40');
    // The ledger's labor sums what the projection shows as machine labor and salaries: its label says so.
    expect(screen.getByText('Machine labor, salaries and hiring')).toBeInTheDocument();
    expect(line(screen.getByLabelText('Result'), 'Profit margin')).toHaveTextContent('—');

    await user.click(screen.getByRole('tab', { name: 'Last 10 Ticks' }));
    expect(await screen.findByText('Covers the last 10 ticks.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/factory/financial-statement?timeframe=LAST_10_TICKS',
      expect.anything(),
    );
    const revenue = screen.getByLabelText('Revenue by resource');
    expect(line(revenue, 'Steel Bar')).toHaveTextContent('$4,000.00');
    expect(line(revenue, 'Steel Bar')).toHaveTextContent('(34 sold)');
    expect(line(screen.getByLabelText('Result'), 'Profit margin')).toHaveTextContent('75%');
    const indicators = screen.getByLabelText('Performance indicators');
    expect(line(indicators, 'Expense ratio')).toHaveTextContent('25%');
    expect(line(indicators, 'Revenue per tick')).toHaveTextContent('$400.00');
    expect(line(indicators, 'Net profit per tick')).toHaveTextContent('$300.00');
    expect(line(indicators, 'Units sold')).toHaveTextContent('34');

    await user.click(screen.getByRole('tab', { name: 'Last Hour' }));
    expect(await screen.findByText('Covers the 4 ticks completed so far (of 12).')).toBeInTheDocument();
  });

  it("shows a contract's escrow below the profit, and its penalty above it, only when they moved", async () => {
    renderWithApi(<ProfitLossStatementCard />, () =>
      okResponse({
        ...statements.CURRENT_TICK,
        income: { sales: { '1': 0, '2': 4000, '3': 0, '5': 0 }, total: 4000 },
        contracts: { penalties: 120, escrow: -12_000, bidEscrow: 0 },
        netProfit: 3984.6,
      }),
    );
    expect(await screen.findByText('Covers the last completed tick.')).toBeInTheDocument();
    expect(line(screen.getByLabelText('Contracts'), 'Penalties received')).toHaveTextContent('$120.00');
    expect(line(screen.getByLabelText('Result'), 'Net profit')).toHaveTextContent('$3,984.60');
    expect(line(screen.getByLabelText('Cash outside profit'), 'Contract escrow')).toHaveTextContent('-$12,000.00');
    expect(screen.getByText(/still yours, not a cost/)).toBeInTheDocument();
  });

  it("shows what the player's bids hold below the profit, not as a cost", async () => {
    renderWithApi(<ProfitLossStatementCard />, () =>
      okResponse({ ...statements.CURRENT_TICK, contracts: { penalties: 0, escrow: 0, bidEscrow: -950 } }),
    );
    expect(await screen.findByText('Covers the last completed tick.')).toBeInTheDocument();
    expect(line(screen.getByLabelText('Cash outside profit'), 'Bid escrow')).toHaveTextContent('-$950.00');
    expect(screen.queryByText('Contract escrow')).not.toBeInTheDocument();
    expect(screen.getByText(/Cash your exchange bids hold: still yours, not a cost/)).toBeInTheDocument();
  });

  it('leaves contract lines out of a period without contracts', async () => {
    renderWithApi(<ProfitLossStatementCard />, () => okResponse(statements.CURRENT_TICK));
    expect(await screen.findByText('Covers the last completed tick.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Contracts')).not.toBeInTheDocument();
    expect(screen.queryByText('Contract escrow')).not.toBeInTheDocument();
  });

  it('says that no tick has completed yet when the statement covers none', async () => {
    renderWithApi(<ProfitLossStatementCard />, () => okResponse({ ...statements.CURRENT_TICK, ticks: 0 }));
    expect(await screen.findByText(/No tick has completed yet/)).toBeInTheDocument();
    expect(screen.queryByText('Total revenue')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch financial data' with a Retry that asks again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderWithApi(<ProfitLossStatementCard />, () =>
      ++calls === 1 ? failResponse(500) : okResponse(statements.CURRENT_TICK),
    );
    expect(await screen.findByText('Failed to fetch financial data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Covers the last completed tick.')).toBeInTheDocument();
  });
});
