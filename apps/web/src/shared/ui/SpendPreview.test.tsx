import type { FactoryStateAnswer } from '@forgeworks/contract';
import type { Machine } from '@forgeworks/engine';
import { MARKET, newFactory, previewAction, toDollars } from '@forgeworks/engine';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { formatMoney } from '../lib/format';
import { SpendPreview } from './SpendPreview';

const plant: Machine = {
  id: 'plant',
  type: 'POWER_PLANT',
  level: 1,
  capacity: 1,
  condition: 1,
  invested: 1_500_000,
  builtAtTick: 0,
  operatingTicks: 0,
  lastMaintenanceTick: null,
  maintenance: null,
};

function answer(coal: number): FactoryStateAnswer {
  const { rng: _rng, ...state } = newFactory(1);
  return {
    state: { ...state, inventory: { ...state.inventory, COAL: coal, IRON_ORE: 0 }, machines: [plant] },
    prices: { ...MARKET.BASE_PRICES },
  };
}

describe('SpendPreview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what a build does once crewed, from the engine's own projection", async () => {
    const state = answer(100);
    mockApi({ 'GET /factory/state': ok(state) });
    renderSignedIn(
      <SpendPreview
        action={{ kind: 'build', type: 'COAL_MINE' }}
        crewed={{ kind: 'build', type: 'COAL_MINE', crewed: true }}
      />,
    );
    const crewed = previewAction(
      { ...state.state, rng: 0 },
      { kind: 'build', type: 'COAL_MINE', crewed: true },
      state.prices,
      {
        now: 0,
      },
    );
    if (!crewed.ok) throw new Error('the engine refused the build');
    const profit = `${crewed.delta.profitPerTick > 0 ? '+' : ''}${formatMoney(toDollars(crewed.delta.profitPerTick))}/tick`;
    expect(
      await screen.findByText(
        new RegExp(`^${profit.replace(/[$+.]/g, '\\$&')} once crewed; power left 12; needs \\d+ crew`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/advice at current prices, which may move/)).toBeInTheDocument();
  });

  it('warns before a build that will stall for want of inputs', async () => {
    mockApi({ 'GET /factory/state': ok(answer(100)) });
    renderSignedIn(
      <SpendPreview
        action={{ kind: 'build', type: 'SMELTER' }}
        crewed={{ kind: 'build', type: 'SMELTER', crewed: true }}
      />,
    );
    expect(await screen.findByText(/Warning: not enough inputs/)).toBeInTheDocument();
  });

  it('shows nothing for an action the engine refuses', async () => {
    const calls = mockApi({ 'GET /factory/state': ok(answer(100)) });
    const { container } = renderSignedIn(<SpendPreview action={{ kind: 'upgrade', machineId: 'gone' }} />);
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });
});
