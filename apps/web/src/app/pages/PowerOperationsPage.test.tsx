import type { Factory, FactoryStats, OperatingCosts, PowerGridStatus } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyCost } from '@/shared/lib/market-quote';
import { baseMarket, quietTrends } from '@/test/market-fixtures';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import PowerOperationsPage from './PowerOperationsPage';

const grid: PowerGridStatus = {
  status: 'CRITICAL',
  totalGeneration: 3.75,
  totalConsumption: 10,
  theoreticalGeneration: 15,
  theoreticalConsumption: 10,
  efficiency: 0.5,
  overallEfficiency: 0.25,
  fundingFactor: 0.5,
  crewEfficiency: 1,
  productionEfficiency: 0.25,
  headline: {
    status: 'CRITICAL',
    text: 'Production severely limited. Your power plants lack staff, so they make less power than they could: hire the workers they miss.',
    cause: 'Your power plants lack staff, so they make less power than they could: hire the workers they miss.',
    action: { kind: 'hire' },
  },
  netPower: -6.26,
  powerCapacity: 15,
  powerUsed: 10,
  cumulativePowerSpent: 10,
  powerPlants: [{ machineId: 'p', type: 'POWER_PLANT', level: 1, capacity: 1, generation: 3.75 }],
  consumers: [{ machineId: 's', type: 'SMELTER', level: 1, capacity: 1, consumption: 10 }],
};

const stats = {
  machineCount: 2,
  averageCapacity: 0.625,
  productionAnalysis: {
    recommendations: ['First advice', 'Second advice', 'Third advice', 'Fourth advice'],
    recommendationActions: [
      { kind: 'build', machine: 'TOOL_WORKS' },
      { kind: 'sell' },
      { kind: 'buy' },
      { kind: 'build', machine: 'COAL_MINE' },
    ],
  },
  // The plant and the smelter eat 7 coal a tick and nothing digs any.
  productionChain: [{ resource: 'COAL', netRate: -7 }],
} as unknown as FactoryStats;

const market = baseMarket(7);
const trends = quietTrends(market);
const factory = {
  cash: 5000,
  site: null,
  inventory: [{ type: 'COAL', quantity: 3, resource: { id: 3, name: 'Coal' } }],
} as unknown as Factory;

const costs = {
  totalCosts: { powerCost: 1, maintenanceCost: 9, laborCost: 12, materialCost: 9, total: 31 },
  machineCosts: [],
  salaries: 0,
  projection: { netProfit: -31, productionValue: 0, ticksOfCash: 10 },
} as unknown as OperatingCosts;

/** The page within a router: the recommendations' links lead to other pages. */
const page = () => (
  <MemoryRouter>
    <PowerOperationsPage />
  </MemoryRouter>
);

function answer(path: string) {
  if (path === '/factory/power-grid-status') return okResponse(grid);
  if (path === '/analytics/factory-stats') return okResponse(stats);
  if (path === '/factory/operating-costs') return okResponse(costs);
  if (path === '/market/trends') return okResponse(trends);
  if (path === '/factory/my-factory') return okResponse(factory);
  if (path === '/factory/loan-terms') return okResponse({ maxLoanAmount: 25_400, interestRate: 0.1 });
  if (path === '/factory/emergency-loan') return okResponse(factory);
  return failResponse(404);
}

describe('PowerOperationsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns of the power shortage and the missing funds', async () => {
    renderWithApi(page(), answer);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.querySelector('p')?.textContent)).toEqual(['Power shortage', 'Insufficient funds']);
    expect(alerts[0]).toHaveTextContent('hire the workers they miss');
    expect(alerts[1]).toHaveTextContent('production runs at 50%');
    // 3 coal left at 7 a tick short: the shortage offers 12 ticks of coal.
    const offer = await within(alerts[0]!).findByRole('button', {
      name: `Buy 84 Coal for $${buyCost(market, 'COAL', 84, null)!.toFixed(2)}`,
    });
    expect(offer).toBeEnabled();
  });

  it('offers the emergency loan the missing-funds warning advises, and takes it in one click', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(page(), answer);
    const funds = (await screen.findAllByRole('alert'))[1]!;
    await user.click(await within(funds).findByRole('button', { name: 'Emergency Loan ($25,400 at 10% interest)' }));
    await vi.waitFor(() => {
      const taken = fetchMock.mock.calls.find(([url]) => String(url) === '/api/factory/emergency-loan');
      expect(JSON.parse(String((taken as unknown as [string, RequestInit])[1].body))).toEqual({ loanAmount: 25_400 });
    });
  });

  it('shows efficiency, net power, profit and capacity in their tones', async () => {
    renderWithApi(page(), answer);
    const efficiency = await screen.findByRole('region', { name: 'Production efficiency' });
    expect(await within(efficiency).findByText('25%')).toHaveClass('text-rose-400');
    // Power efficiency under 0.9 is bad, and so is funding below 100%.
    const [power, funding] = within(efficiency).getAllByText('50%', { selector: 'span' });
    expect(power).toHaveClass('text-rose-400');
    expect(funding).toHaveClass('text-rose-400');
    expect(within(screen.getByRole('region', { name: 'Net power' })).getByText('-6.3')).toHaveClass('text-rose-400');
    expect(within(screen.getByRole('region', { name: 'Net profit per tick' })).getByText('-$31.00')).toHaveClass(
      'text-rose-400',
    );
    const capacity = await screen.findByRole('region', { name: 'Average capacity' });
    expect(await within(capacity).findByText('63%')).toHaveClass('text-amber-400');
  });

  it('shows only the first 3 recommendations', async () => {
    renderWithApi(page(), answer);
    expect(await screen.findByText('Third advice')).toBeInTheDocument();
    expect(screen.getByText('First advice')).toBeInTheDocument();
    expect(screen.queryByText('Fourth advice')).not.toBeInTheDocument();
  });

  it('gives each recommendation the button or link that follows it', async () => {
    renderWithApi(page(), answer);
    const first = (await screen.findByText('First advice')).closest('li')!;
    expect(within(first).getByRole('button', { name: 'Build Tool Works' })).toBeInTheDocument();
    const second = screen.getByText('Second advice').closest('li')!;
    expect(within(second).getByRole('link', { name: 'Sell on Buy & Sell' })).toHaveAttribute('href', '/game/market');
    const third = screen.getByText('Third advice').closest('li')!;
    expect(within(third).getByRole('link', { name: 'Buy on Buy & Sell' })).toHaveAttribute('href', '/game/market');
    expect(screen.queryByRole('button', { name: 'Build Coal Mine' })).not.toBeInTheDocument();
  });
});
