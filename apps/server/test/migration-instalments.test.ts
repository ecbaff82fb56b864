import { MARKET, newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordOf } from '../src/contracts/views.js';
import { encodeState } from '../src/codecs/state.js';
import { rowsOf } from './raw-rows.js';
import { buildTestApp } from './helper.js';
import { databaseBefore, openRaw } from './databases-before.js';

describe('migration 0035: contracts in instalments, counter-offers', () => {
  it('makes every stored contract one instalment, kept when completed and missed when defaulted', async () => {
    const before = await databaseBefore('0035_contract_counters_instalments');
    const legacy = await openRaw(before.open);
    const state = newFactory(4);
    await legacy.execute(sql`
      INSERT INTO "user" (id, name, email) VALUES ('maker', 'Maker', 'm@forge.test'), ('user', 'User', 'u@forge.test')`);
    for (const userId of ['maker', 'user'])
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${userId}, ${userId}, 0, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    const price = MARKET.BASE_PRICES.COAL;
    for (const [status, delivered] of [
      ['completed', 10],
      ['defaulted', 4],
      ['active', 2],
      ['offered', 0],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO contracts (proposer_factory_id, buyer_factory_id, seller_factory_id, resource, quantity,
          delivered, unit_price, offered_tick, due_in_ticks, due_tick, status)
        SELECT u.id, u.id, m.id, 'COAL', 10, ${delivered}, ${price}, 0, 5, 5, ${status}
        FROM factories m, factories u WHERE m.user_id = 'maker' AND u.user_id = 'user'`);
    await legacy.close();

    const upgraded = await buildTestApp({ database: before.open });
    try {
      const rows = rowsOf(
        await upgraded.database.db.execute(sql`
          SELECT status, instalments, every_ticks AS "every", instalments_kept AS "kept",
            instalments_missed AS "missed", forfeited, countered_from AS "from"
          FROM contracts ORDER BY status`),
      );
      expect(rows).toEqual([
        { status: 'active', instalments: 1, every: 0, kept: 0, missed: 0, forfeited: 0, from: null },
        { status: 'completed', instalments: 1, every: 0, kept: 1, missed: 0, forfeited: 0, from: null },
        { status: 'defaulted', instalments: 1, every: 0, kept: 0, missed: 1, forfeited: 6, from: null },
        { status: 'offered', instalments: 1, every: 0, kept: 0, missed: 0, forfeited: 0, from: null },
      ]);
      // The record reads as it did: one completed and one defaulted, half kept.
      const [maker] = rowsOf<{ id: string }>(
        await upgraded.database.db.execute(sql`SELECT id FROM factories WHERE user_id = 'maker'`),
      );
      expect(await recordOf(upgraded.database.db, maker!.id)).toEqual({
        completed: 1,
        defaulted: 1,
        instalmentsKept: 1,
        instalmentsMissed: 1,
        keptShare: 0.5,
      });
    } finally {
      await upgraded.close();
      await before.drop();
    }
  });
});
