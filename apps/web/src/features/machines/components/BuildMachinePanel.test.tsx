import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/shared/stores/notifications';
import { factory, fail, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import type { BuildMachinePanelProps } from './BuildMachinePanel';
import { BuildMachinePanel } from './BuildMachinePanel';

const ROOMY = { used: 0, total: 60, extra: 0 };

/** The panel of a factory with one machine, $100,000 and 20 spare power on an empty floor, but for `props`. */
function renderPanel(props: Partial<BuildMachinePanelProps> = {}) {
  return renderSignedIn(
    <BuildMachinePanel cash={100_000} spare={20} machineCount={1} floor={ROOMY} site={null} {...props} />,
  );
}

function option(name: string) {
  return screen.getByRole('heading', { name }).closest('li') as HTMLElement;
}

describe('BuildMachinePanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotifications.getState().clear();
  });

  it('lists every machine type with its cost and power need', () => {
    mockApi({});
    renderPanel();
    for (const name of ['Power Plant', 'Coal Mine', 'Iron Mine', 'Smelter', 'Steel Furnace', 'Steel Mill']) {
      expect(option(name)).toBeInTheDocument();
    }
    expect(within(option('Smelter')).getByText('$15,000.00')).toBeInTheDocument();
    expect(within(option('Smelter')).getByText('Needs 5 power')).toBeInTheDocument();
    expect(within(option('Power Plant')).getByText('Generates 15 power')).toBeInTheDocument();
  });

  it("labels unaffordable machines 'Insufficient Funds' and blocks power users without spare power", () => {
    mockApi({});
    renderPanel({ cash: 16_000, spare: 3, machineCount: 0 });
    expect(within(option('Steel Mill')).getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
    const smelter = within(option('Smelter')).getByRole('button', { name: 'Needs power' });
    expect(smelter).toBeDisabled();
    expect(within(option('Smelter')).getByText(/Needs 5 power and your grid has 3 spare/)).toBeInTheDocument();
    expect(within(option('Coal Mine')).getByRole('button', { name: 'Build Coal Mine' })).toBeEnabled();
    expect(within(option('Power Plant')).getByRole('button', { name: 'Build Power Plant' })).toBeEnabled();
    expect(screen.getByText(/Start with a Power Plant/)).toBeInTheDocument();
  });

  it('shows the floor space and the site, and blocks what the floor cannot hold before the money goes', () => {
    mockApi({});
    renderPanel({ machineCount: 9, floor: { used: 58, total: 60, extra: 0 }, site: 'COAL_BASIN' });
    expect(screen.getByText('58 / 60')).toBeInTheDocument();
    expect(screen.getByText('Coal Basin')).toBeInTheDocument();
    expect(within(option('Smelter')).getByText('Takes 3 floor')).toBeInTheDocument();
    expect(within(option('Smelter')).getByRole('button', { name: 'No floor space' })).toBeDisabled();
    expect(within(option('Smelter')).getByText(/Needs 3 floor and your site has 2 free/)).toBeInTheDocument();
    expect(within(option('Coal Mine')).getByRole('button', { name: 'Build Coal Mine' })).toBeEnabled();
  });

  it('offers to extend a full floor, asks first, and says how much cash is missing when short', async () => {
    const calls = mockApi({ 'POST /factory/floor': ok(factory(), 'Extended your floor by 10 for $2,000,000.00') });
    const user = userEvent.setup();
    const full = { used: 68, total: 70, extra: 10 };
    const { unmount } = renderPanel({ machineCount: 9, floor: full, site: 'IRON_RANGE' });
    expect(screen.getByText('Iron Range, 10 of it added')).toBeInTheDocument();
    // The second extension costs twice the first.
    expect(screen.getByText('10 more floor costs $4,000,000.00: $3,900,000.00 more cash.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add 10 floor/ })).not.toBeInTheDocument();
    unmount();

    renderPanel({ cash: 5_000_000, machineCount: 9, floor: full, site: 'IRON_RANGE' });
    await user.click(screen.getByRole('button', { name: 'Add 10 floor for $4,000,000.00' }));
    const ask = await screen.findByRole('dialog', { name: 'Extend your floor by 10 for $4,000,000.00?' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/factory/floor', body: {} }]),
    );
  });

  it('offers no extension while the floor has room', () => {
    mockApi({});
    renderPanel({ cash: 5_000_000, machineCount: 9, floor: { used: 40, total: 60, extra: 0 } });
    expect(screen.queryByRole('button', { name: /Add 10 floor/ })).not.toBeInTheDocument();
  });

  it('builds the chosen type, disables every Build while pending, and shows the server message', async () => {
    let answer: (value: Response) => void = () => {};
    const calls = mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', path: url, body: JSON.parse(String(init?.body ?? 'null')) });
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const user = userEvent.setup();
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Build Iron Mine' }));
    // The panel also reads the factory's state for its previews.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/factory/build-machine', body: { type: 'IRON_MINE' } },
    ]);
    await waitFor(() => expect(within(option('Coal Mine')).getByRole('button')).toBeDisabled());
    expect(within(option('Power Plant')).getByRole('button')).toBeDisabled();

    answer(new Response(JSON.stringify(ok(factory(), 'Iron Mine built!').body), { status: 200 }));
    await waitFor(() => expect(useNotifications.getState().notifications[0]?.message).toBe('Iron Mine built!'));
    await waitFor(() => expect(within(option('Coal Mine')).getByRole('button')).toBeEnabled());
  });

  it('extends a power refusal with the advice to build a power plant first', async () => {
    mockApi({
      'POST /factory/build-machine': fail(
        409,
        'Not enough power capacity: Smelter needs 5 power and your grid has 0 spare. Build a Power Plant first.',
      ),
    });
    const user = userEvent.setup();
    renderPanel({ cash: 1_000_000 });
    await user.click(screen.getByRole('button', { name: 'Build Smelter' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toMatch(
        /Tip: build a Power Plant first — a coal power plant costs \$15,000 and gives 15 power\./,
      ),
    );
    expect(useNotifications.getState().notifications[0]?.type).toBe('error');
  });

  it('asks before a build of more than a tenth of the cash, and builds a smaller one on the tap', async () => {
    const calls = mockApi({ 'POST /factory/build-machine': ok(factory(), 'Built!') });
    const user = userEvent.setup();
    renderPanel({ cash: 50_000 });
    const posts = () => calls.filter((c) => c.method === 'POST');

    await user.click(screen.getByRole('button', { name: 'Build Coal Mine' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Build Power Plant' }));
    const ask = await screen.findByRole('dialog', { name: 'Build a Power Plant for $15,000.00?' });
    expect(ask).toHaveTextContent('30% of your $50,000.00 cash');
    expect(posts()).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Build' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({ type: 'POWER_PLANT' });
  });
});
