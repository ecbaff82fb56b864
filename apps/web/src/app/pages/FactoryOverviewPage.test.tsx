import type { FactoryStats, MaintenanceAlert } from '@forgeworks/contract';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/lib/query-client';
import { factory, machine, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import FactoryOverviewPage, { FirstSteps } from './FactoryOverviewPage';

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

/**
 * The cards below the fold come after a frame, a timer, their module's import and a transition's
 * render, which on a busy machine can take more than findBy's default second.
 */
const belowFold = { timeout: 8_000 };

describe('FactoryOverviewPage', () => {
  // The cards below the fold are a module the page imports after its first paint: loaded here
  // first, so the page's import finds it ready rather than racing the test's wait with its compiling.
  beforeAll(() => import('./OverviewBelowFold'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its loading state whole until its first screen is known, then its first screen at once', async () => {
    // Every answer a 404 (an error is known too), but the power grid's held back.
    mockApi({});
    const answer = globalThis.fetch;
    let release: (() => void) | undefined;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).includes('power-grid')
        ? new Promise<Response>((resolve) => (release = () => resolve(answer(url, init))))
        : answer(url, init),
    );
    const { client } = renderSignedIn(<FactoryOverviewPage />);

    await waitFor(() => expect(client.getQueryState(queryKeys.factoryStats)?.status).toBe('error'));
    expect(release).toBeDefined();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    release!();
    expect(await screen.findByRole('heading', { name: 'Maintenance Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next Production Tick' })).toBeInTheDocument();
    // The cards below a phone's fold come after the first screen has painted, not in its render.
    expect(screen.queryByRole('heading', { name: 'Quick Build' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quick Build' }, belowFold)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily Challenge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Production Analysis' })).toBeInTheDocument();
  });

  it('shows its cards, not a page-wide spinner, when the device is offline with nothing kept', async () => {
    mockApi({});
    onlineManager.setOnline(false);
    try {
      const { client } = renderSignedIn(<FactoryOverviewPage />);
      expect(await screen.findByRole('heading', { name: 'Quick Build' }, belowFold)).toBeInTheDocument();
      expect(client.getQueryState(queryKeys.factoryStats)?.fetchStatus).toBe('paused');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
