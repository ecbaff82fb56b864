import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../apps/server/src/db/database.js';
import { num, rowsOf } from '../../apps/server/src/db/rows.js';
import { currentMarket } from '../../apps/server/src/market/state.js';

/** Units each bench bid asks for: more than the ticks' standing orders sell into it, so it stays open. */
const BID_UNITS = 100_000;
/** A bench bid's price against the market's: above it after the fee, so standing orders sell into it. */
const BID_SHARE = 1.1;

/**
 * The exchange's orders a bench tick finds open, written straight to their tables: `offers` steel bar
 * offers on the first ordinary factories (listed for two days, docs/adr/0007: the units are taken out of
 * no inventory, which the tick never looks at; the standings add their value to each seller's worth),
 * and `bids` steel bar bids on the last ones (docs/adr/0014; their cash is taken out of no factory),
 * at 10% above the market's price: every factory's default standing order for its bars sells into them
 * before the market at each tick, as on a server where players bid.
 */
export async function seedOrders(db: Db, counts: { offers: number; bids: number; tick: number }): Promise<void> {
  if (counts.offers > 0)
    await db.execute(sql`
      INSERT INTO exchange_offers (factory_id, resource, unit_price, quantity_left, quantity, created_tick)
      SELECT id, 'STEEL_BAR', 5000 + (row_number() OVER (ORDER BY id)) % 1000, 10, 10, ${counts.tick}
      FROM (SELECT id FROM factories WHERE rival_slot IS NULL ORDER BY id LIMIT ${counts.offers}) AS sellers`);
  if (counts.bids === 0) return;
  const price = Math.floor((await currentMarket(db)).resources.STEEL_BAR.sellPrice * BID_SHARE);
  await db.execute(sql`
    INSERT INTO exchange_bids (factory_id, resource, unit_price, quantity_left, quantity, created_tick, unit_concession)
    SELECT id, 'STEEL_BAR', ${price}, ${BID_UNITS}, ${BID_UNITS}, ${counts.tick}, 0
    FROM (SELECT id FROM factories WHERE rival_slot IS NULL ORDER BY id DESC LIMIT ${counts.bids}) AS bidders`);
}

/** Units the bench's bids bought over its ticks. */
export async function bidUnitsFilled(db: Db): Promise<number> {
  const [row] = rowsOf(
    z.object({ n: num }),
    await db.execute(sql`SELECT coalesce(sum(quantity - quantity_left), 0)::bigint AS n FROM exchange_bids`),
  );
  return Number(row!.n);
}
