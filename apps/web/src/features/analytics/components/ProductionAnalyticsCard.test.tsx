import type { ProductionHistory } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubChartMeasuring } from '@/test/charts';
import { okResponse, renderWithApi } from '@/test/query-wrapper';
import { ProductionAnalyticsCard } from './ProductionAnalyticsCard';

const history: ProductionHistory = {
  last24Hours: {
    'Iron Ore': { produced: 80, consumed: 100 },
    Coal: { produced: 79, consumed: 100 },
    'Steel Bar': { produced: 16, consumed: 0 },
  },
  last7Days: {
    'Iron Ore': { produced: 500, consumed: 400 },
  },
  hourly: [],
};

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('ProductionAnalyticsCard', () => {
  stubChartMeasuring();

  it("shows 'Loading analytics...' while the history loads", () => {
    renderWithApi(<ProductionAnalyticsCard />, () => new Promise<Response>(() => {}));
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
  });

  it('marks a resource green from 80% of consumption and red below, with totals', async () => {
    renderWithApi(<ProductionAnalyticsCard />, () => okResponse(history));
    const table = await screen.findByRole('table', { name: 'Production per resource, Last 24h' });
    const ore = rowOf(table, 'Iron Ore');
    expect(within(ore).getByText(/Balanced/)).toHaveClass('text-emerald-300');
    expect(ore).toHaveTextContent('-20');
    const coal = rowOf(table, 'Coal');
    expect(within(coal).getByText(/Deficit/)).toHaveClass('text-rose-300');
    expect(within(coal).getByText(/Deficit/)).toHaveTextContent('79%');
    expect(within(rowOf(table, 'Steel Bar')).getByText('Surplus')).toBeInTheDocument();

    expect(screen.getByText('Resource types').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Total produced').nextSibling).toHaveTextContent('175');
    expect(screen.getByText('Total consumed').nextSibling).toHaveTextContent('200');
    expect(
      within(screen.getByRole('region', { name: 'Tips' })).getByText(/Coal: you make only 79%/),
    ).toBeInTheDocument();
  });

  it('switches to the last 7 days with the toggle', async () => {
    const user = userEvent.setup();
    renderWithApi(<ProductionAnalyticsCard />, () => okResponse(history));
    await screen.findByRole('table', { name: 'Production per resource, Last 24h' });
    await user.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    const table = screen.getByRole('table', { name: 'Production per resource, Last 7 days' });
    expect(within(table).queryByText('Coal')).not.toBeInTheDocument();
    expect(rowOf(table, 'Iron Ore')).toHaveTextContent('+100');
  });

  it('says how to get started when nothing has been produced', async () => {
    const empty = { last24Hours: {}, last7Days: { Coal: { produced: 0, consumed: 0 } }, hourly: [] };
    const user = userEvent.setup();
    renderWithApi(<ProductionAnalyticsCard />, () => okResponse(empty));
    expect(
      await screen.findByText('No production data available yet. Start producing resources to see analytics!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    expect(
      screen.getByText('No production data available yet. Start producing resources to see analytics!'),
    ).toBeInTheDocument();
  });
});
