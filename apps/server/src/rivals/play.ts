import type { FactoryState, GameEvent, MarketState } from '@forgeworks/engine';
import type { Bidding } from '@forgeworks/simulator';
import { playTurn, rivalFor } from '@forgeworks/simulator';

export type RivalTurn = (
  state: FactoryState,
  ctx: { tick: number; now: number; market: MarketState; bidding?: Bidding },
) => { state: FactoryState; events: GameEvent[] };

/**
 * The rival in `slot`, which joined at tick `since`: before each tick it plays its personality's
 * simulator strategy through the engine's actions, at the market a player's request would see.
 * Its new machines' and workers' ids carry the tick, so they never meet an earlier turn's.
 */
export function rivalPlayer(slot: number, since: number): RivalTurn {
  const { strategy } = rivalFor(slot);
  return (state, { tick, now, market, bidding }) => {
    let made = 0;
    const stamp = tick.toString(36);
    return playTurn(strategy, state, {
      market,
      now,
      turn: tick - since,
      newId: (prefix) => `${prefix}${stamp}.${made++}`,
      ...(bidding ? { bidding } : {}),
    });
  };
}
