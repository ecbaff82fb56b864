import { emptyInventory, newMarket, runFactoryTick } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { tenMachineFactory } from '../src/dev/ten-machine-factory.js';
import { columnsFromState } from '../src/codecs/state-columns.js';
import { emptyRecent, serializeRecent } from '../src/codecs/recent-ledger.js';
import { advanceRow } from '../src/tick/advance.js';

const market = newMarket(0);
const TICK_MS = 300_000;

/** A busy factory as its row is claimed: it last had tick `tick`, with `sold` sold by its player since. */
function claimed(tick: number, sold = 0) {
  const start = tenMachineFactory(3);
  const state = { ...start, tick, salesThisTick: { ...start.salesThisTick, COAL: sold } };
  const c = columnsFromState(state);
  return { row: { id: 'f', ...c, recent_ledger: serializeRecent(emptyRecent()) }, state };
}

describe('a factory’s row advanced by the tick', () => {
  it('runs the standing instructions before each catch-up tick, and hands the market all their sales with the player’s', () => {
    const { row, state } = claimed(10, 7);
    const advanced = advanceRow(row, 13, { now: 13 * TICK_MS, tickMs: TICK_MS, market });
    let expected = state;
    const sold = emptyInventory();
    for (let t = 11; t <= 13; t++) {
      const result = runFactoryTick(expected, { tick: t, now: t * TICK_MS, market });
      for (const r of Object.keys(sold) as (keyof typeof sold)[]) sold[r] += result.sold[r];
      expected = result.state;
    }
    expect(sold.STEEL_BAR).toBeGreaterThan(0);
    expect(advanced.sold).toEqual(sold);
    expect(advanced.sold.COAL).toBe(7);
    expect(advanced.columns.state).toEqual(columnsFromState(expected).state);
  });

  it('hands the market the player’s sales alone when the instructions sell nothing', () => {
    const { row, state } = claimed(10, 7);
    const idle = columnsFromState({ ...state, standingOrders: [] });
    const advanced = advanceRow({ ...row, state: idle.state }, 11, { now: 11 * TICK_MS, tickMs: TICK_MS, market });
    expect(advanced.sold).toEqual({ ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 7, ADVANCED_STEEL: 0 });
  });

  it('hands the market the player’s purchases since the last tick, once, over catch-up ticks', () => {
    const { row, state } = claimed(10);
    const buyer = columnsFromState({ ...state, purchasesThisTick: { ...state.purchasesThisTick, IRON_ORE: 40 } });
    const advanced = advanceRow({ ...row, state: buyer.state }, 13, { now: 13 * TICK_MS, tickMs: TICK_MS, market });
    expect(advanced.bought).toEqual({ ...emptyInventory(), IRON_ORE: 40, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0 });
    const idle = advanceRow(row, 11, { now: 11 * TICK_MS, tickMs: TICK_MS, market });
    expect(idle.bought).toEqual({ ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0 });
  });
});
