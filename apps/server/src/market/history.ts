import type { StoredResource } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { num, rowsOf, storedResource, when } from '../db/rows.js';

/** One resource's price at one tick (cents), with the units the market took in and handed out then. */
export interface PriceTick {
  resource: StoredResource;
  tick: number;
  at: Date;
  price: number;
  sold: number;
  bought: number;
}

const priceRow = z.object({
  resource: storedResource,
  tick: num,
  at: when,
  price: num,
  sold: num.nullable(),
  bought: num.nullable(),
});

/**
 * Prices of the last `span` ticks up to the market's latest, oldest first, with each tick's
 * volumes from its tick run (what every factory sold to and bought from the market).
 */
export async function priceTicks(
  db: Pick<Db, 'execute'>,
  span: number,
  resource?: StoredResource,
): Promise<PriceTick[]> {
  const rows = rowsOf(
    priceRow,
    await db.execute(sql`
      SELECT p.resource, p.tick, p.recorded_at AS at, p.price,
        (r.sold ->> p.resource)::float8 AS sold, (r.bought ->> p.resource)::float8 AS bought
      FROM market_prices p LEFT JOIN tick_runs r ON r.tick = p.tick
      WHERE p.tick > (SELECT coalesce(max(tick), 0) FROM market_prices) - ${span}
        ${resource ? sql`AND p.resource = ${resource}` : sql``}
      ORDER BY p.tick, p.resource`),
  );
  return rows.map((r) => ({
    resource: r.resource,
    tick: r.tick,
    at: r.at,
    price: r.price,
    sold: r.sold ?? 0,
    bought: r.bought ?? 0,
  }));
}

/** Each resource's time-average price (cents) over the last `span` ticks up to the market's latest. */
export async function averagePrices(
  db: Pick<Db, 'execute'>,
  span: number,
): Promise<Partial<Record<StoredResource, number>>> {
  const rows = rowsOf(
    z.object({ resource: storedResource, avg: num }),
    await db.execute(sql`
      SELECT resource, avg(price)::float8 AS avg FROM market_prices
      WHERE tick > (SELECT coalesce(max(tick), 0) FROM market_prices) - ${span}
      GROUP BY resource`),
  );
  return Object.fromEntries(rows.map((r) => [r.resource, Math.round(r.avg)]));
}

/** Units traded between players on the exchange and what they were paid (cents), by resource. */
export type ExchangeTotals = Partial<Record<StoredResource, { units: number; value: number }>>;

/**
 * The exchange's trades of the last `span` ticks up to now (the same window as the prices'),
 * summed by resource. Read per request: trades happen between ticks.
 */
export async function exchangeTotals(
  db: Pick<Db, 'execute'>,
  span: number,
  resource?: StoredResource,
): Promise<ExchangeTotals> {
  const rows = rowsOf(
    z.object({ resource: storedResource, units: num, value: num }),
    await db.execute(sql`
      SELECT resource, sum(quantity)::bigint AS units, sum(quantity::bigint * unit_price)::bigint AS value
      FROM exchange_trades
      WHERE tick > (SELECT coalesce(max(tick), 0) FROM market_prices) - ${span}
        ${resource ? sql`AND resource = ${resource}` : sql``}
      GROUP BY resource`),
  );
  return Object.fromEntries(rows.map((r) => [r.resource, { units: r.units, value: r.value }]));
}
