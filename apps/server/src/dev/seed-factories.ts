/**
 * Fills a database with synthetic players for load tests and benchmarks: each gets a user row
 * and a factory of the given state, written in chunks with one statement per table.
 */
import type { FactoryState } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { columnsFromState } from '../codecs/state-columns.js';
import type { RecentLedger } from '../codecs/recent-ledger.js';
import { emptyRecent, serializeRecent } from '../codecs/recent-ledger.js';
import { nameKey } from '../names/names.js';

export interface SeededFactory {
  state: FactoryState;
  recent?: RecentLedger;
}

const CHUNK = 1_000;

export async function seedFactories(
  db: Db,
  count: number,
  make: (i: number) => SeededFactory,
  opts: { prefix?: string; userId?: (i: number) => string } = {},
): Promise<void> {
  const prefix = opts.prefix ?? 'seed';
  // Keyed as a sign-up's name is (names/), and apart by prefix, and at the site their state names, so
  // no upgrade step has them to key or to place.
  const factoryName = (i: number) =>
    prefix === 'seed' ? `Player ${i}'s Factory` : `Player ${i}'s Factory (${prefix})`;
  for (let from = 0; from < count; from += CHUNK) {
    const users = [];
    const rows = [];
    for (let i = from; i < Math.min(count, from + CHUNK); i++) {
      const userId = opts.userId?.(i) ?? `${prefix}-user-${i}`;
      const { state, recent = emptyRecent() } = make(i);
      const c = columnsFromState(state);
      users.push({ id: userId, name: `Player ${i}`, email: `${prefix}${i}@seed.test` });
      rows.push({
        user_id: userId,
        name: factoryName(i),
        name_key: nameKey(factoryName(i)),
        site: c.site,
        tick: c.tick,
        cash: c.cash,
        debt: c.debt,
        net_worth: c.netWorth,
        state: c.state.toString('hex'),
        recent_ledger: serializeRecent(recent).toString('hex'),
      });
    }
    await db.execute(sql`
      INSERT INTO "user" (id, name, email)
      SELECT id, name, email FROM jsonb_to_recordset(${JSON.stringify(users)}::jsonb) AS u(id text, name text, email text)`);
    await db.execute(sql`
      INSERT INTO factories (user_id, name, name_key, site, tick, cash, debt, net_worth, state, recent_ledger)
      SELECT user_id, name, name_key, site, tick, cash, debt, net_worth, decode(state, 'hex'), decode(recent_ledger, 'hex')
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS f(user_id text, name text, name_key text, site text, tick int, cash bigint, debt bigint, net_worth bigint, state text, recent_ledger text)`);
  }
}
