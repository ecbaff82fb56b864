import type { Cents } from '@forgeworks/engine';
import { FAIR_PLAY } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';

/** Whether a trade at `unitPrice` is far enough from the market's price for the fair-play report. */
export function farFromMarket(unitPrice: Cents, marketPrice: Cents): boolean {
  return Math.abs(unitPrice - marketPrice) >= marketPrice * FAIR_PLAY.FAR_FROM_MARKET;
}

/** One trade as the flows count it: who bought from whom, how many, at what price. */
export interface FlowTrade {
  buyerId: string;
  sellerId: string;
  quantity: number;
  unitPrice: Cents;
}

/**
 * Adds a trade's hand-overs (a buy from offers, or a sale into bids) to each pair's flow
 * (fair_play_flows), in its transaction, which holds both factories' locks: above the market's
 * price the buyer hands the seller the difference,
 * below it the seller hands the buyer. A pair turns one-way once the giver has handed over
 * FAIR_PLAY.ONE_WAY_FLOW more than it got back; the reverse pair is rechecked beside it. Two statements
 * whatever the number of pairs: the buy holds its locks meanwhile.
 */
export async function recordFairPlay(
  tx: Tx,
  buy: { trades: readonly FlowTrade[]; marketPrice: Cents; tick: number },
): Promise<void> {
  const handed = new Map<string, { giver: string; receiver: string; value: number; trades: number }>();
  for (const fill of buy.trades) {
    const moved = fill.quantity * (fill.unitPrice - buy.marketPrice);
    if (moved === 0) continue;
    const [giver, receiver] = moved > 0 ? [fill.buyerId, fill.sellerId] : [fill.sellerId, fill.buyerId];
    const key = `${giver}>${receiver}`;
    const pair = handed.get(key) ?? { giver, receiver, value: 0, trades: 0 };
    handed.set(key, { ...pair, value: pair.value + Math.abs(moved), trades: pair.trades + 1 });
  }
  if (handed.size === 0) return;
  const pairs = JSON.stringify([...handed.values()]);
  await tx.execute(sql`
    INSERT INTO fair_play_flows AS f (giver_factory_id, receiver_factory_id, value, trades, last_tick, one_way)
    SELECT p.giver, p.receiver, p.value, p.trades, ${buy.tick}::int, false
    FROM jsonb_to_recordset(${pairs}::jsonb) AS p(giver uuid, receiver uuid, value bigint, trades int)
    ON CONFLICT (giver_factory_id, receiver_factory_id) DO UPDATE SET
      value = f.value + excluded.value,
      trades = f.trades + excluded.trades,
      last_tick = excluded.last_tick,
      last_trade_at = now()`);
  // Both directions' one-way marks of every pair, from the rows as they now stand.
  await tx.execute(sql`
    UPDATE fair_play_flows f SET one_way = f.value - coalesce(
      (SELECT r.value FROM fair_play_flows r
        WHERE r.giver_factory_id = f.receiver_factory_id AND r.receiver_factory_id = f.giver_factory_id), 0)
      >= ${FAIR_PLAY.ONE_WAY_FLOW}
    WHERE (f.giver_factory_id, f.receiver_factory_id) IN (
      SELECT p.giver, p.receiver FROM jsonb_to_recordset(${pairs}::jsonb) AS p(giver uuid, receiver uuid)
      UNION SELECT p.receiver, p.giver FROM jsonb_to_recordset(${pairs}::jsonb) AS p(giver uuid, receiver uuid))`);
}
