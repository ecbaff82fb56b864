import { advanceMarket, newFactory, newMarket, runFactoryTick, TIME } from '@forgeworks/engine';
import { STRATEGIES } from '@forgeworks/simulator';
import { describe, expect, it } from 'vitest';
import { presentFactory } from '../../apps/server/src/presenters/factory.js';
import { presentPrices } from '../../apps/server/src/presenters/market.js';
import { presentWorker } from '../../apps/server/src/presenters/reports.js';
import type { Move } from './seat.js';
import { marketFromApi, RecordingGame, stateFromApi } from './seat.js';

/** The server names parts with random ids; the simulator's own ids must not be mistaken for them. */
const served = (id: string) => `srv-${id}`;

/** What the API shows a player of this state: its factory, workers and market prices. */
function apiView(game: RecordingGame) {
  const factory = presentFactory(
    { id: 'f', name: 'F', state: game.state } as Parameters<typeof presentFactory>[0],
    0,
    TIME.TICK_INTERVAL_MS,
  );
  factory.machines = factory.machines.map((m) => ({ ...m, id: served(m.id) }));
  const workers = game.state.workers.map(presentWorker).map((w) => ({
    ...w,
    id: served(w.id),
    assignedMachineId: w.assignedMachineId && served(w.assignedMachineId),
  }));
  return { factory, workers, prices: presentPrices(game.market) };
}

/** A turn's moves with server ids read back as the simulator's; machines built this turn have no id to compare. */
const comparable = (moves: Move[]) =>
  JSON.stringify(moves.map((m) => [m.path, m.builds ? null : m.body])).replaceAll('srv-', '');

describe('a soak player deciding on what the API shows', () => {
  it.each(['recommended', 'expander'])('makes the moves %s makes on the engine state, turn after turn', (name) => {
    const strategy = STRATEGIES[name]!;
    const truth = new RecordingGame(newFactory(7), newMarket(7), 0);
    for (let tick = 1; tick <= 400; tick++) {
      const view = apiView(truth);
      const seat = new RecordingGame(stateFromApi(view.factory, view.workers), marketFromApi(view.prices), 0);
      strategy.act(seat, tick);
      const before = truth.moves.length;
      strategy.act(truth, tick);
      const made = truth.moves.slice(before);
      // Hires for a machine built this turn name it by its local id: compared without it.
      const withoutNewIds = (moves: Move[]) =>
        moves.map((m) => (m.path === '/api/workers/hire' ? { ...m, body: { ...m.body, assignedMachineId: 0 } } : m));
      expect(comparable(withoutNewIds(seat.moves)), `turn ${tick}`).toBe(comparable(withoutNewIds(made)));
      const ticked = runFactoryTick(truth.state, { tick, now: tick * TIME.TICK_INTERVAL_MS, market: truth.market });
      truth.market = advanceMarket(truth.market, { tick, sold: ticked.sold, activeFactories: 1 });
      truth.state = ticked.state;
    }
    // The comparison means something only if the strategy did build and sell along the way.
    expect(truth.state.machines.length).toBeGreaterThanOrEqual(5);
    expect(truth.moves.some((m) => m.path === '/api/market/sell')).toBe(true);
  });
});
