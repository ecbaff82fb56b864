import { runStandingInstructions } from '../actions/standing-instructions.js';
import type { MarketState } from '../market/pricing.js';
import type { Inventory } from '../resources.js';
import type { FactoryState } from '../state.js';
import type { TickContext, TickResult } from './tick.js';
import { advanceFactory } from './tick.js';

export interface FactoryTickContext extends TickContext {
  /** The market as of the last tick: the standing orders sell at its prices. */
  market: MarketState;
}

export interface FactoryTickResult extends TickResult {
  /** Everything sold since the factory's last tick, the player's and the standing orders': the market takes it in at this tick. */
  sold: Inventory;
  /** Everything bought since the factory's last tick: its pressure joins the market's at this tick. */
  bought: Inventory;
}

/**
 * A factory's tick as the game runs it: its standing instructions first, then the tick itself.
 * The server and the simulator both tick factories through this, so they play the same game.
 * The events are the instructions' (sales, repairs, maintenance booked) and then the tick's.
 */
export function runFactoryTick(state: FactoryState, ctx: FactoryTickContext): FactoryTickResult {
  const instructed = runStandingInstructions(state, ctx);
  const ticked = advanceFactory(instructed.state, ctx);
  return {
    state: ticked.state,
    events: instructed.events.length === 0 ? ticked.events : instructed.events.concat(ticked.events),
    plan: ticked.plan,
    sold: instructed.state.salesThisTick,
    bought: instructed.state.purchasesThisTick,
  };
}
