import type { Cents, StoredResource } from '@forgeworks/engine';
import { buyerConcession, placeBid } from '@forgeworks/engine';
import type { Bidding, Game } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { uuidArray } from '../db/binary-arrays.js';
import type { Tx } from '../db/database.js';
import { num, rowsOf, storedResource } from '../db/rows.js';

/** A bid a rival's turn placed: its cash is already out of the rival's state; the batch writes its row. */
export interface RivalBid {
  resource: StoredResource;
  quantity: number;
  unitPrice: Cents;
  createdTick: number;
  unitConcession: Cents;
}

/**
 * A rival's bids in its turn (issue 48): its strategy bids for the inputs it lacks (the simulator's
 * `bidForInputs`) as a player would, by the engine's `placeBid`. The turn runs inside the tick's
 * batch, which holds the rival's factory and cannot then wait on one of its bids (a sale takes bids
 * first), so a rival takes no bid back: it keeps one a resource until it fills or lapses.
 */
export class RivalBidding implements Bidding {
  readonly placed: RivalBid[] = [];

  /** `open`: the rival's open bids by resource, as the batch read them. */
  constructor(private readonly open: Map<StoredResource, number>) {}

  cancel(): void {}

  place(game: Game, resource: StoredResource, quantity: number, unitPrice: Cents): boolean {
    if ((this.open.get(resource) ?? 0) > 0) return false;
    const openBids = [...this.open.values()].reduce((a, b) => a + b, 0);
    const marketPrice = game.market.resources[resource].sellPrice;
    const result = placeBid(game.state, { resource, quantity, unitPrice }, { now: game.now, openBids, marketPrice });
    if (!result.ok) return false;
    game.state = result.state;
    game.events.push(...result.events);
    this.open.set(resource, 1);
    const unitConcession = buyerConcession(unitPrice, marketPrice);
    this.placed.push({ resource, quantity, unitPrice, createdTick: game.state.tick, unitConcession });
    return true;
  }
}

/** The open bids of the rivals among a batch's rows, by factory and resource (none read without a rival). */
export async function openRivalBids(
  tx: Tx,
  rows: readonly { id: string; rival_slot?: number | null }[],
): Promise<Map<string, Map<StoredResource, number>>> {
  const open = new Map<string, Map<StoredResource, number>>();
  const rivals = rows.filter((r) => r.rival_slot != null).map((r) => r.id);
  if (rivals.length === 0) return open;
  for (const id of rivals) open.set(id, new Map());
  const counted = rowsOf(
    z.object({ factory_id: z.string(), resource: storedResource, n: num }),
    await tx.execute(sql`
      SELECT factory_id, resource, count(*)::int AS n FROM exchange_bids
      WHERE status = 'open' AND factory_id = ANY(${uuidArray(rivals)}::uuid[]) GROUP BY factory_id, resource`),
  );
  for (const c of counted) open.get(c.factory_id)!.set(c.resource, c.n);
  return open;
}

/** Writes the bids the batch's rivals placed in their turns, in the batch's transaction: one statement. */
export async function writeRivalBids(tx: Tx, advanced: readonly { id: string; bids?: readonly RivalBid[] }[]) {
  const bids = advanced.flatMap((a) => (a.bids ?? []).map((b) => ({ factory_id: a.id, ...b })));
  if (bids.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_bids (factory_id, resource, unit_price, quantity, quantity_left, created_tick, unit_concession)
    SELECT b.factory_id, b.resource, b."unitPrice", b.quantity, b.quantity, b."createdTick", b."unitConcession"
    FROM jsonb_to_recordset(${JSON.stringify(bids)}::jsonb)
      AS b(factory_id uuid, resource text, "unitPrice" bigint, quantity int, "createdTick" int, "unitConcession" bigint)`);
}
