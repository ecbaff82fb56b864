import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/shared/stores/notifications';
import { factory, fail, machine, mockApi, ok, renderSignedIn, type Routes } from '@/test/render-signed-in';
import MaintenancePage from './MaintenancePage';

const machines = [
  machine({ id: 'plant', type: 'POWER_PLANT', condition: 0.9 }),
  machine({ id: 'mine1', type: 'IRON_MINE', condition: 0.25 }),
  machine({ id: 'mine2', type: 'IRON_MINE', condition: 0 }),
  machine({ id: 'smelter', type: 'SMELTER', condition: 0.7 }),
];

function analysis(machineId: string, condition: number) {
  return ok({
    analysis: {
      machineId,
      currentCondition: condition,
      breakdownRisk: (1 - condition) ** 2,
      breakdownRiskLabel: 'MEDIUM',
      efficiencyImpact: 0.1,
      totalOperatingHours: 12.5,
      daysSinceLastMaintenance: null,
      recommendedMaintenance: 'OVERHAUL',
      costToRepair: 937.5,
      status: 'OPERATIONAL',
    },
    schedules: [
      { type: 'ROUTINE', duration: 1, cost: 50, conditionRestoration: 0.15, description: 'Lubrication.' },
      { type: 'PREVENTIVE', duration: 3, cost: 125, conditionRestoration: 0.4, description: 'Worn parts.' },
      { type: 'OVERHAUL', duration: 12, cost: 400, conditionRestoration: 1, description: 'Rebuild.' },
    ],
  });
}

const routes = (extra: Routes = {}): Routes => ({
  'GET /factory/my-factory': ok(factory({ cash: 300, machines })),
  'GET /factory/loan-terms': ok({ maxLoanAmount: 20_000, interestRate: 0.1 }),
  ...Object.fromEntries(
    machines.map((m) => [`GET /factory/maintenance-analysis/${m.id}`, analysis(m.id, m.condition)]),
  ),
  ...extra,
});

const list = () => screen.getByRole('list', { name: 'Machines' });

/** The page, opened on the first machine needing attention (Iron Mine #1), with `dialog` opened by its `button`. */
async function openFromFirstMachine(button: string, dialog: string) {
  const user = userEvent.setup();
  renderSignedIn(<MaintenancePage />);
  await screen.findByRole('region', { name: 'Iron Mine #1 maintenance' });
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialog }) };
}

describe('MaintenancePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotifications.getState().clear();
  });

  it("shows 'Failed to load maintenance data' with Retry when the factory cannot be read", async () => {
    mockApi({ 'GET /factory/my-factory': fail(500) });
    renderSignedIn(<MaintenancePage />);
    expect(await screen.findByText('Failed to load maintenance data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('summarises the bands and filters the list', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderSignedIn(<MaintenancePage />);
    await screen.findByText('Condition Summary');
    expect(screen.getByText(/machines in good condition/).textContent).toMatch(/^2 of 4 machines/);

    expect(within(list()).getAllByRole('button')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Needs attention 2' }));
    expect(
      within(list())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Iron Mine #1'), expect.stringContaining('Iron Mine #2')]);
    await user.click(screen.getByRole('button', { name: 'Broken 1' }));
    expect(within(list()).getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Poor 0' }));
    expect(screen.getByText('No machines match this filter.')).toBeInTheDocument();
  });

  it('opens on the first machine needing attention and shows its analysis and schedules', async () => {
    mockApi(routes());
    renderSignedIn(<MaintenancePage />);
    const detail = await screen.findByRole('region', { name: 'Iron Mine #1 maintenance' });
    expect(await within(detail).findByText('Never')).toBeInTheDocument();
    expect(within(detail).getByText('56% MEDIUM')).toBeInTheDocument();
    expect(within(detail).getByText('12 ticks (1 h)')).toBeInTheDocument();
    const overhaul = within(detail).getByRole('heading', { name: 'Overhaul' }).closest('li') as HTMLElement;
    expect(within(overhaul).getByText('Recommended')).toBeInTheDocument();
    // $300 in cash: the overhaul ($400) is out of reach.
    expect(within(detail).getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
  });

  it('schedules a maintenance type after confirming its cost and downtime', async () => {
    const calls = mockApi(
      routes({ 'POST /factory/schedule-maintenance': ok(factory(), 'Preventive maintenance scheduled') }),
    );
    const user = userEvent.setup();
    renderSignedIn(<MaintenancePage />, { route: '/?machine=smelter' });
    const detail = await screen.findByRole('region', { name: 'Smelter maintenance' });
    await user.click(await within(detail).findByRole('button', { name: 'Schedule Preventive maintenance' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preventive maintenance' });
    expect(within(dialog).getByText('3 ticks (15 min) offline')).toBeInTheDocument();
    expect(within(dialog).getByText(/70% → 100%/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Confirm · \$125\.00/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/schedule-maintenance')?.body).toEqual({
        machineId: 'smelter',
        maintenanceType: 'PREVENTIVE',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the history, 'No maintenance history found.' when empty, and its failure text", async () => {
    const calls = mockApi(
      routes({
        'GET /factory/maintenance-history/mine1': ok([
          {
            id: 'h1',
            type: 'BREAKDOWN',
            cost: 0,
            description: 'Broke down',
            tick: 4,
            timestamp: '2026-01-01T10:00:00Z',
          },
          {
            id: 'h2',
            type: 'REPAIR',
            cost: 250,
            description: 'Repaired 20%',
            tick: 3,
            timestamp: '2026-01-01T09:55:00Z',
          },
        ]),
        'GET /factory/maintenance-history/plant': ok([]),
        'GET /factory/maintenance-history/smelter': fail(500),
      }),
    );
    const { user, dialog } = await openFromFirstMachine('History', 'Maintenance history');
    expect(await within(dialog).findByText('Broke down')).toBeInTheDocument();
    expect(within(dialog).getByText('$250.00')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/factory/maintenance-history/mine1?limit=20')).toBe(true);
    await user.keyboard('{Escape}');

    await user.click(within(list()).getByRole('button', { name: /Power Plant/ }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('No maintenance history found.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(list()).getByRole('button', { name: /Smelter/ }));
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Failed to load maintenance history')).toBeInTheDocument();
  });

  it('asks before scrapping, showing the scrap value and that it is permanent', async () => {
    const calls = mockApi(
      routes({
        'GET /factory/scrap-value/mine1': ok({ scrapValue: 1_562.5 }),
        'POST /factory/scrap-machine': ok(factory(), 'Iron Mine scrapped'),
        'GET /factory/scrap-value/plant': fail(500),
      }),
    );
    const { user, dialog } = await openFromFirstMachine('Scrap', 'Scrap Iron Mine #1?');
    expect(
      within(dialog).getByText(/Scrapping is permanent: the machine is destroyed and sold for parts/),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(await within(dialog).findByRole('button', { name: /Scrap for \$1,562\.50/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/scrap-machine')?.body).toEqual({ machineId: 'mine1' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(list()).getByRole('button', { name: /Power Plant/ }));
    await user.click(screen.getByRole('button', { name: 'Scrap' }));
    expect(await screen.findByText('Failed to get scrap value')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scrap for/ })).toBeDisabled();
  });

  it('switches automatic maintenance off and says what it does', async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      routes({
        'PUT /factory/auto-maintenance': ok(
          factory({ cash: 300, machines, autoMaintenance: false }),
          'Automatic maintenance off',
        ),
      }),
    );
    renderSignedIn(<MaintenancePage />);
    const card = await screen.findByRole('region', { name: 'Automatic maintenance' });
    expect(card).toHaveTextContent('broken machines get an emergency repair whenever cash covers it');
    const toggle = within(card).getByRole('switch');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/auto-maintenance')).toMatchObject({
        method: 'PUT',
        body: { enabled: false },
      }),
    );
    await waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('Automatic maintenance off'),
    );
  });
});
