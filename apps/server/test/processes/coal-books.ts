import { usd } from '@forgeworks/engine';
import pg from 'pg';
import type { ServerPair } from './pair.js';
import { call } from './pair.js';

interface Factory {
  cash: number;
  inventory: { type: string; quantity: number }[];
}

/** A factory's coal, as its page lists it. */
export const coal = (f: Factory) => f.inventory.find((i) => i.type === 'COAL')!.quantity;

/**
 * The books the bid tests of two processes keep: factories read through B (a test may kill A), the
 * database asked directly, and the coal and cents among the players, with what open bids hold and
 * the fees the exchange kept, which no race may change.
 */
export function coalBooks(pair: () => ServerPair) {
  const factoryOf = async (token: string) =>
    (await call(pair().b, 'GET', '/api/factory/my-factory', token)).body.data as unknown as Factory;

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const db = new pg.Client({ connectionString: pair().postgres.url });
    await db.connect();
    try {
      return (await db.query<T>(text, values)).rows;
    } finally {
      await db.end();
    }
  }

  async function totals(tokens: string[]) {
    const [row] = await query<{ held: string; fees: string }>(
      `SELECT (SELECT coalesce(sum(quantity_left * unit_price), 0) FROM exchange_bids WHERE status = 'open') AS held,
              (SELECT coalesce(sum(fee), 0) FROM exchange_trades) AS fees`,
    );
    let units = 0;
    let cents = Number(row!.held) + Number(row!.fees);
    for (const token of tokens) {
      const f = await factoryOf(token);
      units += coal(f);
      cents += usd(f.cash);
    }
    return { units, cents };
  }

  return { factoryOf, query, totals };
}
