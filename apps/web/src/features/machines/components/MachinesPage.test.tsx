import type { Factory } from '@forgeworks/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '@/shared/stores/game';
import { useNotifications } from '@/shared/stores/notifications';
import {
  factory,
  fail,
  machine,
  mockApi,
  ok,
  renderSignedIn,
  stubResizeObserver,
  type ApiCall,
} from '@/test/render-signed-in';
import MachinesPage from './MachinesPage';

stubResizeObserver();

const twoMachines = () =>
  factory({
    powerCapacity: 15,
    powerUsed: 5,
    machines: [machine({ id: 'plant', type: 'POWER_PLANT' }), machine({ id: 'mine', type: 'IRON_MINE' })],
  });

/** A server that keeps the capacities it is sent (or refuses them). */
function server(state: Factory, { refuse = false } = {}): ApiCall[] {
  return mockApi({
    'GET /factory/my-factory': () => ok(state),
    'GET /factory/machine-efficiency': ok([]),
    'POST /factory/update-machine-capacities': (body) => {
      if (refuse) return fail(400, 'Capacity must be a number between 0.25 and 1');
      const caps = (body as { machineCapacities: Record<string, number> }).machineCapacities;
      state.machines = state.machines.map((m) => ({ ...m, capacity: caps[m.id] ?? m.capacity }));
      return ok(state);
    },
  });
}

const slider = (name: string) => screen.getByRole('slider', { name: `${name} capacity` });
const syncCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/factory/update-machine-capacities');

describe('MachinesPage', () => {
  beforeEach(() => useGameStore.setState({ capacities: {} }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useNotifications.getState().clear();
  });

  it('shows the empty text without machines', async () => {
    mockApi({ 'GET /factory/my-factory': ok(factory()), 'GET /factory/machine-efficiency': ok([]) });
    renderSignedIn(<MachinesPage />);
    expect(await screen.findByText('No machines found. Build some machines first!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build Machine' })).toBeInTheDocument();
  });

  it("shows 'Error loading factory: ' and the message, with Retry, when the factory cannot be read", async () => {
    mockApi({ 'GET /factory/my-factory': fail(500, 'Database unavailable') });
    renderSignedIn(<MachinesPage />);
    expect(await screen.findByText('Error loading factory: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('applies slider moves at once and syncs all of them in one call after a 1 s pause', async () => {
    const calls = server(twoMachines());
    renderSignedIn(<MachinesPage />);
    await screen.findByRole('slider', { name: 'Iron Mine capacity' });

    vi.useFakeTimers();
    fireEvent.keyDown(slider('Iron Mine'), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider('Iron Mine'), { key: 'ArrowLeft' });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.keyDown(slider('Power Plant'), { key: 'Home' });
    fireEvent.keyDown(slider('Iron Mine'), { key: 'ArrowLeft' });

    // Applied locally at once, and kept under 'game-storage'.
    expect(slider('Iron Mine')).toHaveAttribute('aria-valuenow', '85');
    expect(slider('Power Plant')).toHaveAttribute('aria-valuenow', '25');
    expect(useGameStore.getState().capacities).toMatchObject({ mine: 0.85, plant: 0.25 });
    expect(localStorage.getItem('game-storage')).toContain('"mine":0.85');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(syncCalls(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(syncCalls(calls)).toHaveLength(1);
    expect(syncCalls(calls)[0]?.body).toEqual({ machineCapacities: { mine: 0.85, plant: 0.25 } });
    vi.useRealTimers();

    await waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('Machine capacities updated successfully!'),
    );
    expect(slider('Iron Mine')).toHaveAttribute('aria-valuenow', '85');
    expect(syncCalls(calls)).toHaveLength(1);
  });

  it('puts the server’s capacity back when the sync fails, so the slider agrees with the server', async () => {
    const calls = server(twoMachines(), { refuse: true });
    renderSignedIn(<MachinesPage />);
    await screen.findByRole('slider', { name: 'Iron Mine capacity' });

    vi.useFakeTimers();
    fireEvent.keyDown(slider('Iron Mine'), { key: 'Home' });
    expect(slider('Iron Mine')).toHaveAttribute('aria-valuenow', '25');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();

    expect(syncCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(slider('Iron Mine')).toHaveAttribute('aria-valuenow', '100'));
    expect(useNotifications.getState().notifications[0]).toMatchObject({
      type: 'error',
      message: 'Capacity must be a number between 0.25 and 1',
    });
  });

  it("takes the server's capacity over a stale local setting when the page loads", async () => {
    useGameStore.setState({ capacities: { mine: 0.4, gone: 0.5 } });
    const state = twoMachines();
    state.machines[1] = { ...state.machines[1]!, capacity: 0.75 };
    server(state);
    renderSignedIn(<MachinesPage />);
    await waitFor(() => expect(slider('Iron Mine')).toHaveAttribute('aria-valuenow', '75'));
    expect(useGameStore.getState().capacities).toEqual({ plant: 1, mine: 0.75 });
  });
});
