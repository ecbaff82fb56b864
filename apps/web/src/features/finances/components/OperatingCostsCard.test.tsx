import type { OperatingCosts } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import { OperatingCostsCard } from './OperatingCostsCard';
import { profitableProjection } from '../lib/test-fixtures';

const costs: OperatingCosts = {
  totalCosts: { powerCost: 1.2, maintenanceCost: 30, laborCost: 40, materialCost: 30, total: 101.2 },
  machineCosts: [
    {
      machineId: 'a',
      machineType: 'SMELTER',
      level: 2,
      capacity: 0.75,
      powerCost: 0.5,
      maintenanceCost: 9,
      laborCost: 12,
      materialCost: 9,
      total: 30.5,
    },
  ],
  salaries: 34.2,
  projection: profitableProjection,
};

describe('OperatingCostsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four cost totals and wages apart, and toggles the per-machine breakdown', async () => {
    const user = userEvent.setup();
    renderWithApi(<OperatingCostsCard />, () => okResponse(costs));
    const toggle = await screen.findByRole('button', { name: 'Show Details' });
    expect(screen.getByText('$1.20')).toBeInTheDocument();
    expect(screen.getByText('$101.20')).toBeInTheDocument();
    expect(screen.getByText('$34.20')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Operating costs per machine' });
    const row = within(table).getByText('Smelter').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('75%');
    expect(row).toHaveTextContent('$0.50');
    expect(row).toHaveTextContent('$30.50');
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch operating costs' with a Retry that refetches", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderWithApi(<OperatingCostsCard />, () => (++calls === 1 ? failResponse(500) : okResponse(costs)));
    expect(await screen.findByText('Failed to fetch operating costs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Show Details' })).toBeInTheDocument();
  });

  it('says to build machines first when there is nothing to cost', async () => {
    const none = { ...costs, machineCosts: [], salaries: 0 };
    renderWithApi(<OperatingCostsCard />, () => okResponse(none));
    expect(await screen.findByText('No machines found. Build some machines first!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Details' })).not.toBeInTheDocument();
  });
});
