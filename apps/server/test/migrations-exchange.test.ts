import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { decodeState } from '../src/codecs/state.js';
import { databaseBefore, openRaw, seedTrade } from './databases-before.js';

describe('migration 0017: indexes for the exchange volumes and its hourly prune', () => {
  it('keeps every offer, trade and buy key, and adds the indexes', async () => {
    const before = await databaseBefore('0017_exchange_housekeeping');
    const legacy = await openRaw(before.open);
    await seedTrade(legacy, 800);
    await legacy.execute(sql`
      INSERT INTO exchange_buys (factory_id, idempotency_key, answer)
      SELECT id, 'key', '{"result":{"quantity":4}}'::jsonb FROM factories WHERE user_id = 'buyer'`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const count = async (table: string) =>
        Number(
          rowsOf<{ n: number }>(
            await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
          )[0]!.n,
        );
      expect([await count('exchange_offers'), await count('exchange_trades'), await count('exchange_buys')]).toEqual([
        1, 1, 1,
      ]);
      const indexes = rowsOf<{ indexname: string; indexdef: string }>(
        await database.db.execute(sql`
          SELECT indexname, indexdef FROM pg_indexes
          WHERE indexname IN ('exchange_trades_tick_idx', 'exchange_trades_offer_idx', 'exchange_buys_created_idx')
          ORDER BY indexname`),
      );
      expect(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, '')])).toEqual([
        ['exchange_buys_created_idx', '(created_at)'],
        ['exchange_trades_offer_idx', '(offer_id)'],
        ['exchange_trades_tick_idx', '(tick, resource)'],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0020: fair play', () => {
  it('keeps offers and trades made before it: nothing conceded at listing, no market price, not reported', async () => {
    const before = await databaseBefore('0020_fair_play');
    const legacy = await openRaw(before.open);
    // A cent a unit: far below the market, as fair play would refuse.
    const state = await seedTrade(legacy, 1);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const [offer] = rowsOf<{ unit_concession: number | string; quantity_left: number }>(
        await database.db.execute(sql`SELECT unit_concession, quantity_left FROM exchange_offers`),
      );
      expect([Number(offer!.unit_concession), offer!.quantity_left]).toEqual([0, 6]);
      const [trade] = rowsOf<{ market_price: number | null; far_from_market: boolean }>(
        await database.db.execute(sql`SELECT market_price, far_from_market FROM exchange_trades`),
      );
      expect(trade).toEqual({ market_price: null, far_from_market: false });
      const [seller] = rowsOf<{ state: Uint8Array }>(
        await database.db.execute(sql`SELECT state FROM factories WHERE user_id = 'seller'`),
      );
      expect(decodeState(seller!.state, { tick: 5, cash: state.cash, debt: 0 }).counters.conceded).toBe(0);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0027: a sale is a push kind of its own', () => {
  it('gives every device that asked for exchange offers the sales too, and leaves the others', async () => {
    const before = await databaseBefore('0027_first_hour');
    const legacy = await openRaw(before.open);
    await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('p', 'P', 'p@forge.test')`);
    for (const [endpoint, kinds] of [
      ['https://push.test/a', ['cash', 'exchange']],
      ['https://push.test/b', ['cash']],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, kinds)
        VALUES ('p', ${endpoint}, 'key', 'auth', ${`{${kinds.join(',')}}`}::text[])`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const rows = rowsOf<{ endpoint: string; kinds: string[] }>(
        await database.db.execute(sql`SELECT endpoint, kinds FROM push_subscriptions ORDER BY endpoint`),
      );
      expect(rows.map((r) => [r.endpoint, r.kinds])).toEqual([
        // Migration 0030 then gives a device that hears of its sales the bid fills too.
        ['https://push.test/a', ['cash', 'exchange', 'sale', 'bid-fills']],
        ['https://push.test/b', ['cash']],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0030: bids', () => {
  it('keeps trades made before it as fills of offers, and gives devices that asked for sales the bid fills', async () => {
    const before = await databaseBefore('0030_bids');
    const legacy = await openRaw(before.open);
    await seedTrade(legacy, 800);
    for (const [endpoint, kinds] of [
      ['https://push.test/a', ['sale']],
      ['https://push.test/b', ['exchange']],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, kinds)
        VALUES ('seller', ${endpoint}, 'key', 'auth', ${`{${kinds.join(',')}}`}::text[])`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const trades = rowsOf<{ offer: boolean; bid: string | null }>(
        await database.db.execute(sql`SELECT offer_id IS NOT NULL AS offer, bid_id AS bid FROM exchange_trades`),
      );
      expect(trades).toEqual([{ offer: true, bid: null }]);
      const rows = rowsOf<{ endpoint: string; kinds: string[] }>(
        await database.db.execute(sql`SELECT endpoint, kinds FROM push_subscriptions ORDER BY endpoint`),
      );
      expect(rows.map((r) => [r.endpoint, r.kinds])).toEqual([
        ['https://push.test/a', ['sale', 'bid-fills']],
        ['https://push.test/b', ['exchange']],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});
