import type { StoredResource } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

/** One resource's price at one tick (cents), with the units the market took in and handed out then. */
export interface PriceTick {
  resource: StoredResource;
  tick: number;
  at: Date;
  price: number;
  sold: number;
  bought: number;
}

interface Row {
  resource: StoredResource;
  tick: number;
  at: Date | string;
  price: number | string;
  sold: number | string | null;
  bought: number | string | null;
}

/**
 * Prices of the last `span` ticks up to the market's latest, oldest first, with each tick's
 * volumes from its tick run (what every factory sold to and bought from the market).
 */
export async function priceTicks(
  db: Pick<Db, 'execute'>,
  span: number,
  resource?: StoredResource,
): Promise<PriceTick[]> {
  const rows = rowsOf<Row>(
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
    tick: Number(r.tick),
    at: new Date(r.at),
    price: Number(r.price),
    sold: Number(r.sold ?? 0),
    bought: Number(r.bought ?? 0),
  }));
}

/** Each resource's time-average price (cents) over the last `span` ticks up to the market's latest. */
export async function averagePrices(
  db: Pick<Db, 'execute'>,
  span: number,
): Promise<Partial<Record<StoredResource, number>>> {
  const rows = rowsOf<{ resource: StoredResource; avg: number | string }>(
    await db.execute(sql`
      SELECT resource, avg(price)::float8 AS avg FROM market_prices
      WHERE tick > (SELECT coalesce(max(tick), 0) FROM market_prices) - ${span}
      GROUP BY resource`),
  );
  return Object.fromEntries(rows.map((r) => [r.resource, Math.round(Number(r.avg))]));
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
  const rows = rowsOf<{ resource: StoredResource; units: number | string; value: number | string }>(
    await db.execute(sql`
      SELECT resource, sum(quantity)::bigint AS units, sum(quantity::bigint * unit_price)::bigint AS value
      FROM exchange_trades
      WHERE tick > (SELECT coalesce(max(tick), 0) FROM market_prices) - ${span}
        ${resource ? sql`AND resource = ${resource}` : sql``}
      GROUP BY resource`),
  );
  return Object.fromEntries(rows.map((r) => [r.resource, { units: Number(r.units), value: Number(r.value) }]));
}
