import type { FactoryStateAnswer } from '@forgeworks/contract';
import type { Machine, Worker } from '@forgeworks/engine';
import { MARKET, newFactory } from '@forgeworks/engine';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { useFactoryState } from '../api/factory-state';
import { buildSpend, useSpendCheck } from './SpendCheck';

const machine = (id: string, type: Machine['type'], capacity = 1): Machine => ({
  id,
  type,
  level: 1,
  capacity,
  condition: 1,
  invested: 0,
  builtAtTick: 0,
  operatingTicks: 0,
  lastMaintenanceTick: null,
  maintenance: null,
});

/**
 * A rich, fully crewed factory whose plant runs at `plantCapacity`: at a half it makes 7.5 power
 * for the mine and smelter's 7, and the budget (15 at the plant's level) still has 8 spare.
 */
function answer(plantCapacity: number): FactoryStateAnswer {
  const { rng: _rng, ...state } = newFactory(1);
  const crew = (id: string, type: Worker['type'], skillLevel: number, machineId: string): Worker => ({
    id,
    type,
    skillLevel,
    salary: 0,
    satisfaction: 85,
    assignedMachineId: machineId,
    hiredAtTick: 0,
  });
  return {
    state: {
      ...state,
      cash: 1_000_000_00,
      workers: [
        crew('p-op', 'OPERATOR', 1, 'plant'),
        crew('p-tech', 'TECHNICIAN', 2, 'plant'),
        crew('i-op-1', 'OPERATOR', 1, 'iron'),
        crew('i-op-2', 'OPERATOR', 1, 'iron'),
        crew('i-tech', 'TECHNICIAN', 2, 'iron'),
      ],
      machines: [
        machine('plant', 'POWER_PLANT', plantCapacity),
        machine('iron', 'IRON_MINE'),
        machine('smelter', 'SMELTER'),
      ],
    },
    prices: { ...MARKET.BASE_PRICES },
  };
}

function BuildCoalMine({ run }: { run: () => void }) {
  const spend = useSpendCheck({ pending: false, cash: 1_000_000 });
  const loaded = useFactoryState().data !== undefined;
  return (
    <>
      <button type="button" disabled={!loaded} onClick={() => spend.check(buildSpend('COAL_MINE', run))}>
        Build Coal Mine
      </button>
      {spend.dialog}
    </>
  );
}

describe('useSpendCheck', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before a small build that would leave the factory short of power, and says so (issue 45)', async () => {
    mockApi({ 'GET /factory/state': ok(answer(0.5)) });
    const run = vi.fn();
    renderSignedIn(<BuildCoalMine run={run} />);
    const button = await screen.findByRole('button', { name: 'Build Coal Mine' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(run).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Build a Coal Mine for $3,000.00?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Warning: your machines would then draw 10 power and your plants make 7.5: every machine that uses power would run at half speed. Build 1 more power plant to cover a power deficit of 2.5, or lower the capacity of some machines.',
      ),
    ).toBeInTheDocument();
  });

  it('builds on the tap when the spend is small and the grid carries it', async () => {
    mockApi({ 'GET /factory/state': ok(answer(1)) });
    const run = vi.fn();
    renderSignedIn(<BuildCoalMine run={run} />);
    const button = await screen.findByRole('button', { name: 'Build Coal Mine' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
