import type { FactoryStateAnswer } from '@forgeworks/contract';
import type { Machine } from '@forgeworks/engine';
import { MARKET, newFactory } from '@forgeworks/engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/shared/stores/notifications';
import { mockApi, ok, renderRoutes, signedInClient, stubResizeObserver, type ApiCall } from '@/test/render-signed-in';
import CapacityControlPage from './CapacityControlPage';

stubResizeObserver();

const engineMachine = (id: string, type: Machine['type']): Machine => ({
  id,
  type,
  level: 1,
  capacity: 1,
  condition: 1,
  invested: 1_000_000,
  builtAtTick: 0,
  operatingTicks: 0,
  lastMaintenanceTick: null,
  maintenance: null,
});

function answer(): FactoryStateAnswer {
  const { rng: _rng, ...state } = newFactory(1);
  return {
    state: {
      ...state,
      inventory: { ...state.inventory, COAL: 100 },
      machines: [engineMachine('plant', 'POWER_PLANT'), engineMachine('mine', 'IRON_MINE')],
    },
    prices: { ...MARKET.BASE_PRICES },
  };
}

/** A server that keeps the capacities it is sent. */
function server(): ApiCall[] {
  const current = answer();
  return mockApi({
    'GET /factory/state': () => ok(current),
    'POST /factory/update-machine-capacities': (body) => {
      const caps = (body as { machineCapacities: Record<string, number> }).machineCapacities;
      current.state.machines = current.state.machines.map((m) => ({ ...m, capacity: caps[m.id] ?? m.capacity }));
      return ok({}, 'Machine capacities updated successfully!');
    },
  });
}

function renderPage() {
  return renderRoutes(
    signedInClient(),
    [
      {
        path: '/capacity',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <CapacityControlPage />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    '/capacity',
  );
}

const capacityCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/factory/update-machine-capacities');
const percentField = (name: string) => screen.getByLabelText(`${name} capacity in percent`);

describe('CapacityControlPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotifications.getState().clear();
  });

  it('previews a change with the engine and applies every change in one request', async () => {
    const calls = server();
    renderPage();
    await screen.findByRole('slider', { name: 'Iron Mine capacity' });
    const preview = screen.getByRole('region', { name: 'Preview: the next tick' });
    expect(within(preview).getByText('No unapplied changes: the next tick as set now.')).toBeInTheDocument();

    fireEvent.change(percentField('Iron Mine'), { target: { value: '40' } });
    fireEvent.blur(percentField('Iron Mine'));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Power Plant capacity' }), { key: 'ArrowLeft' });

    expect(await within(preview).findByText('As set now → with your unapplied changes.')).toBeInTheDocument();
    expect(screen.getByText('2 unapplied changes')).toBeInTheDocument();
    expect(within(preview).getByText('Iron Ore per tick')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    await waitFor(() => expect(capacityCalls(calls)).toHaveLength(1));
    expect(capacityCalls(calls)[0]!.body).toEqual({ machineCapacities: { mine: 0.4, plant: 0.95 } });
    expect(await screen.findByText('No unapplied changes')).toBeInTheDocument();
  });

  it("the capacity test sends 0.25 for power plants and 1 for the others, as the spec's button does", async () => {
    const calls = server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run capacity test' }));
    await waitFor(() => expect(capacityCalls(calls)).toHaveLength(1));
    expect(capacityCalls(calls)[0]!.body).toEqual({ machineCapacities: { plant: 0.25, mine: 1 } });
  });

  it('presets set the draft, and leaving with unapplied changes asks first', async () => {
    server();
    const router = renderPage();
    await screen.findByRole('slider', { name: 'Iron Mine capacity' });
    fireEvent.click(screen.getByRole('button', { name: 'Save power' }));
    expect(screen.getByRole('slider', { name: 'Iron Mine capacity' })).toHaveAttribute('aria-valuenow', '25');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without applying?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/capacity');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });
});
