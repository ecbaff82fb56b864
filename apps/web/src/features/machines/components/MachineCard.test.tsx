import type { Machine } from '@forgeworks/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factory, machine, mockApi, ok, renderSignedIn, stubResizeObserver } from '@/test/render-signed-in';
import { MachineCard } from './MachineCard';

stubResizeObserver();

function renderCard(m: Machine, { cash = 50_000, spare = 10 } = {}) {
  return renderSignedIn(
    <MachineCard
      machine={m}
      label={m.name}
      capacity={m.capacity}
      onCapacityChange={() => {}}
      efficiency={{
        machineId: m.id,
        machineType: m.type,
        level: m.level,
        capacity: m.capacity,
        workerEfficiency: 0.7,
        requiredWorkers: [
          { type: 'OPERATOR', skillLevel: 1, needed: 2, assigned: 1 },
          { type: 'TECHNICIAN', skillLevel: 2, needed: 1, assigned: 1 },
        ],
        actualOutput: [{ resourceId: 1, quantity: 3.5 }],
        maxOutput: [{ resourceId: 1, quantity: 5 }],
      }}
      cash={cash}
      spare={spare}
    />,
  );
}

describe('MachineCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Error: Invalid machine configuration.' for a machine the catalog does not know", () => {
    renderCard({ ...machine({ id: 'x', type: 'IRON_MINE' }), level: 7 } as unknown as Machine);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Invalid machine configuration.');
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('shows the level out of the maximum, the recipe, the cost split and the crew', () => {
    mockApi({});
    renderCard(machine({ id: 'm1', type: 'IRON_MINE', level: 2 }));
    expect(screen.getByText('Level 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('7 Iron Ore')).toBeInTheDocument();
    expect(screen.getByText('Labor (40%)')).toBeInTheDocument();
    expect(screen.getByText('3.5 of 5 Iron Ore')).toBeInTheDocument();
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 assigned')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hire the missing crew/ })).toHaveAttribute('href', '/game/workforce');
  });

  it('offers Repair only below 80% condition, for the rest of the condition and its cost', async () => {
    const calls = mockApi({ 'POST /factory/repair-machine': ok(factory(), 'Iron Mine repaired') });
    const user = userEvent.setup();
    const { unmount } = renderCard(machine({ id: 'm1', type: 'IRON_MINE', condition: 0.8 }));
    expect(screen.queryByRole('button', { name: /Repair/ })).not.toBeInTheDocument();
    unmount();

    renderCard(machine({ id: 'm2', type: 'IRON_MINE', condition: 0.6 }));
    const repair = screen.getByRole('button', { name: /Repair · \$500\.00/ });
    await user.click(repair);
    await waitFor(() => expect(calls.some((c) => c.path === '/factory/repair-machine')).toBe(true));
    const call = calls.find((c) => c.path === '/factory/repair-machine');
    expect(call?.body).toEqual({ machineId: 'm2', repairAmount: expect.closeTo(0.4, 10) as number });
  });

  it('sends broken machines to Maintenance instead of offering Repair', () => {
    mockApi({});
    renderCard(machine({ id: 'm3', type: 'SMELTER', condition: 0 }));
    expect(screen.queryByRole('button', { name: /^Repair/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Emergency repair in Maintenance/ })).toHaveAttribute(
      'href',
      '/game/maintenance?machine=m3',
    );
  });

  it('disables Repair when cash is short', () => {
    mockApi({});
    renderCard(machine({ id: 'm4', type: 'IRON_MINE', condition: 0.6 }), { cash: 499 });
    expect(screen.getByRole('button', { name: /Repair/ })).toBeDisabled();
    expect(screen.getByText(/Not enough cash/)).toBeInTheDocument();
  });

  it('upgrades one level for the cost difference, and shows Max level at level 3', async () => {
    const calls = mockApi({ 'POST /factory/upgrade-machine': ok(factory(), 'Upgraded') });
    const user = userEvent.setup();
    const { unmount } = renderCard(machine({ id: 'm5', type: 'IRON_MINE' }));
    await user.click(screen.getByRole('button', { name: /Upgrade to Level 2 · \$3,000\.00/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/upgrade-machine')?.body).toEqual({ machineId: 'm5' }),
    );
    unmount();

    renderCard(machine({ id: 'm6', type: 'IRON_MINE', level: 3 }));
    expect(screen.getByText('Max level')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it("disables Upgrade with 'Insufficient Funds' when cash does not cover the difference", () => {
    mockApi({});
    renderCard(machine({ id: 'm7', type: 'IRON_MINE' }), { cash: 2_999 });
    expect(screen.getByRole('button', { name: /Insufficient Funds · \$3,000\.00/ })).toBeDisabled();
  });
});
