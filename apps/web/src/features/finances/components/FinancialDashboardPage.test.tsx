import type { Factory, OperatingCosts, ProductionHistory } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubChartMeasuring } from '@/test/charts';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import FinancialDashboardPage from './FinancialDashboardPage';
import { profitableProjection } from '../lib/test-fixtures';

const factory = { cash: 7000, money: 7000, debt: 4000, netWorth: 42000, machines: [] } as unknown as Factory;

const costs: OperatingCosts = {
  totalCosts: { powerCost: 1.2, maintenanceCost: 30, laborCost: 40, materialCost: 30, total: 101.2 },
  machineCosts: [],
  salaries: 34.2,
  projection: profitableProjection,
};

const history: ProductionHistory = { last24Hours: {}, last7Days: {}, hourly: [] };

function answer(overrides: Record<string, () => Response> = {}) {
  return (path: string) => {
    const route = path.split('?')[0] ?? path;
    if (overrides[route]) return overrides[route]();
    if (route === '/factory/my-factory') return okResponse(factory);
    if (route === '/factory/operating-costs') return okResponse(costs);
    if (route === '/analytics/production-history') return okResponse(history);
    return failResponse(404, `No fixture for ${path}`);
  };
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('FinancialDashboardPage', { timeout: 20_000 }, () => {
  stubChartMeasuring();

  it('scales the projection ×1, ×12 and ×288 with the period toggle', async () => {
    const user = userEvent.setup();
    renderWithApi(<FinancialDashboardPage />, answer());
    expect(await within(await screen.findByRole('region', { name: 'Net profit per tick' })).findByText('$113.62'));
    expect(screen.getByText(/These are simplified projections/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Per hour' }));
    expect(within(tile('Net profit per hour')).getByText('$1,363.44')).toBeInTheDocument();
    expect(screen.getByText('Above break-even by $1,363.44 per hour')).toBeInTheDocument();
    // Beside a chart of past hours' cash, the card says which figure it reads (issue 45).
    expect(
      screen.getByText(/projected from the next tick: what the machines make, valued at today/),
    ).toBeInTheDocument();
    const breakEven = screen.getByLabelText('Break-even figures');
    expect(within(breakEven).getByText('Costs per hour').nextSibling).toHaveTextContent('$1,624.80');
    expect(within(breakEven).getByText('Production value per hour').nextSibling).toHaveTextContent('$2,988.24');
    expect(within(breakEven).getByText('Cash lasts').nextSibling).toHaveTextContent('Not losing money');

    await user.click(screen.getByRole('tab', { name: 'Per day' }));
    expect(within(tile('Net profit per day')).getByText('$32,722.56')).toBeInTheDocument();
  });

  it('colours cash and debt by their thresholds', async () => {
    renderWithApi(<FinancialDashboardPage />, answer());
    // $7,000 cash is above $1,000 but not $10,000: a warning; $4,000 of debt is under $5,000: a warning.
    expect(
      await within(await screen.findByRole('region', { name: 'Cash position' })).findByText('$7,000.00'),
    ).toHaveClass('text-amber-400');
    expect(within(tile('Outstanding debt')).getByText('$4,000.00')).toHaveClass('text-amber-400');
    expect(within(tile('Net worth')).getByText('$42,000.00')).toBeInTheDocument();
  });

  it('says how long the cash lasts at a loss', async () => {
    const losing = {
      ...costs,
      projection: { ...costs.projection, productionValue: 35.4, netProfit: -100, ticksOfCash: 70 },
    };
    renderWithApi(<FinancialDashboardPage />, answer({ '/factory/operating-costs': () => okResponse(losing) }));
    expect(await screen.findByText('Below break-even by $100.00 per tick')).toBeInTheDocument();
    const breakEven = screen.getByLabelText('Break-even figures');
    expect(within(breakEven).getByText('Cash lasts').nextSibling).toHaveTextContent('70 ticks (5.8 h)');
  });

  it("says 'Failed to fetch financial data' with Retry when the factory cannot be loaded", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fetchMock } = renderWithApi(
      <FinancialDashboardPage />,
      answer({ '/factory/my-factory': () => (++calls === 1 ? failResponse(500) : okResponse(factory)) }),
    );
    const errors = await screen.findAllByText('Failed to fetch financial data');
    expect(errors.length).toBeGreaterThanOrEqual(4);
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await within(await screen.findByRole('region', { name: 'Net worth' })).findByText('$42,000.00'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/factory/my-factory')).toHaveLength(2);
  });
});
