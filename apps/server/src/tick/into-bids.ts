import type { FactoryState, MarketState, Prices, StoredResource } from '@forgeworks/engine';
import type { StateColumns } from '../codecs/state-columns.js';
import { stateFromColumns } from '../codecs/state-columns.js';
import type { Tx } from '../db/database.js';
import type { TickStart as Traded } from '../exchange/bids/standing-orders.js';
import { standingOrdersIntoBids } from '../exchange/bids/standing-orders.js';

/** Where a claimed factory's tick starts: its state as read (`before`), and after its trades into the bids. */
export interface TickStart extends Traded {
  before: FactoryState;
}

/**
 * A batch's standing orders into the bids (exchange/bids/standing-orders.ts), in its transaction,
 * before its factories advance. Only when the tick found a bid worth it (`worth`): then each claimed
 * row is read once here and its advance starts from what this answers, not read again.
 */
export async function batchIntoBids(
  tx: Tx,
  claimed: readonly (StateColumns & { id: string })[],
  ctx: { tick: number; now: number; market: MarketState; prices: Prices; worth?: ReadonlySet<StoredResource> },
): Promise<Map<string, TickStart>> {
  const starts = new Map<string, TickStart>();
  if (!ctx.worth || ctx.worth.size === 0) return starts;
  const held = claimed.map((row) => ({ id: row.id, state: stateFromColumns(row) }));
  const traded = await standingOrdersIntoBids(tx, held, { ...ctx, worth: ctx.worth });
  for (const { id, state } of held) starts.set(id, { before: state, ...(traded.get(id) ?? { state, events: [] }) });
  return starts;
}
