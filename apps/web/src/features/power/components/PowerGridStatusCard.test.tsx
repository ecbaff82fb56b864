import type { PowerGridStatus } from '@forgeworks/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import { PowerGridStatusCard } from './PowerGridStatusCard';

const grid: PowerGridStatus = {
  status: 'SHORTAGE',
  totalGeneration: 15,
  totalConsumption: 20,
  theoreticalGeneration: 15,
  theoreticalConsumption: 20,
  efficiency: 0.5,
  overallEfficiency: 0.5,
  fundingFactor: 1,
  crewEfficiency: 1,
  productionEfficiency: 0.5,
  headline: {
    status: 'SHORTAGE',
    text: 'Reduced efficiency. Build 1 more power plant to cover a power deficit of 5, or lower the capacity of some machines.',
    cause: 'Build 1 more power plant to cover a power deficit of 5, or lower the capacity of some machines.',
    action: { kind: 'build', machine: 'POWER_PLANT' },
  },
  netPower: -5,
  powerCapacity: 15,
  powerUsed: 20,
  cumulativePowerSpent: 120,
  powerPlants: [{ machineId: 'p1', type: 'POWER_PLANT', level: 1, capacity: 1, generation: 15 }],
  consumers: [
    { machineId: 'm1', type: 'IRON_MINE', level: 2, capacity: 0.5, consumption: 1.5 },
    { machineId: 'm2', type: 'IRON_MINE', level: 1, capacity: 1, consumption: 0 },
  ],
};

describe('PowerGridStatusCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the status, the engine’s headline, and every plant and consumer with level, capacity and power', async () => {
    renderWithApi(<PowerGridStatusCard />, () => okResponse(grid));
    expect(await screen.findByText(/^Reduced efficiency\. Build 1 more power plant/)).toBeInTheDocument();
    expect(screen.getByText('SHORTAGE')).toBeInTheDocument();
    const plants = screen.getByRole('region', { name: 'Power plants' });
    expect(plants).toHaveTextContent('Power Plant');
    expect(plants).toHaveTextContent('Level 1 · 100% capacity');
    expect(plants).toHaveTextContent('+15');
    const consumers = screen.getByRole('region', { name: 'Consumers' });
    expect(consumers).toHaveTextContent('Iron Mine #1');
    expect(consumers).toHaveTextContent('Level 2 · 50% capacity');
    expect(consumers).toHaveTextContent('−1.5');
    // A machine that draws nothing next tick is not running.
    expect(consumers).toHaveTextContent('Iron Mine #2');
    expect(consumers).toHaveTextContent('Idle');
    expect(screen.getByText('Net (deficit)')).toBeInTheDocument();
  });

  it("says 'Failed to fetch power grid status' on error, and Retry asks again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fetchMock } = renderWithApi(<PowerGridStatusCard />, () =>
      ++calls === 1 ? failResponse(500, 'Database down') : okResponse(grid),
    );
    expect(await screen.findByText('Failed to fetch power grid status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Reduced efficiency\. Build 1 more power plant/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/factory/power-grid-status');
  });

  it('tells a new player to build a power plant when the grid is empty', async () => {
    renderWithApi(<PowerGridStatusCard />, () =>
      okResponse({ ...grid, status: 'BALANCED', powerPlants: [], consumers: [] }),
    );
    expect(await screen.findByText(/Build a Power Plant first/)).toBeInTheDocument();
  });
});
