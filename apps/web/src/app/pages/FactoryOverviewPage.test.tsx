import type { FactoryStats, MaintenanceAlert } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factory, machine, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { FirstSteps } from './FactoryOverviewPage';

const brokenPlant: MaintenanceAlert = {
  machineId: 'p1',
  machineType: 'POWER_PLANT',
  severity: 'HIGH',
  kind: 'BROKEN',
  message: 'Power Plant is broken: repair it to restore power',
};

describe('FirstSteps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('raises a broken power plant’s alert under the guide while the factory has only power plants', async () => {
    const plants = factory({ machines: [machine({ id: 'p1', type: 'POWER_PLANT', condition: 0 })] });
    mockApi({
      'GET /factory/my-factory': ok(plants),
      'GET /analytics/factory-stats': ok({ alerts: [brokenPlant] } as unknown as FactoryStats),
    });
    renderSignedIn(<FirstSteps />);

    const guide = await screen.findByRole('region', { name: 'Welcome to your factory!' });
    expect(within(guide).getByRole('button', { name: 'Build Coal Mine' })).toBeEnabled();
    const alerts = await screen.findByRole('list', { name: 'Maintenance alerts' });
    expect(within(alerts).getByText(brokenPlant.message)).toBeInTheDocument();
  });
});
