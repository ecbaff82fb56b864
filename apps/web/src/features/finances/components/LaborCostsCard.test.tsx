import type { LaborCosts } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithApi } from '@/test/query-wrapper';
import { LaborCostsCard } from './LaborCostsCard';

/** The labor costs of these wages by worker type and machine labor share, summed as the server sums them. */
function laborOf(salariesByType: LaborCosts['salariesByType'], machineLabor: number): LaborCosts {
  const salaries = Object.values(salariesByType).reduce((sum, wage) => sum + wage, 0);
  return { salaries, salariesByType, machineLabor, total: salaries + machineLabor };
}

describe('LaborCostsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists wages by worker type and the machines’ labor share, with their shares of the total', async () => {
    renderWithApi(<LaborCostsCard />, () => okResponse(laborOf({ OPERATOR: 12, TECHNICIAN: 18, ENGINEER: 0 }, 10)));
    const table = await screen.findByRole('table', { name: 'Labor costs per tick' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Operator wages')).toHaveTextContent('$12.00');
    expect(row('Operator wages')).toHaveTextContent('30%');
    expect(row('Technician wages')).toHaveTextContent('$18.00');
    expect(row('Engineer wages')).toHaveTextContent('$0.00');
    expect(row("Machines' labor share")).toHaveTextContent('25%');
    expect(row('Total')).toHaveTextContent('$40.00');
  });

  it('says how to start when nobody is employed', async () => {
    renderWithApi(<LaborCostsCard />, () => okResponse(laborOf({ OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 }, 0)));
    expect(await screen.findByText(/No labor costs yet/)).toBeInTheDocument();
  });
});
