import { CONTRACTS, MARKET, newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { encodeState } from '../src/codecs/state.js';
import { adminTick, buildTestApp, client } from './helper.js';
import { databaseBefore, openRaw, signIn } from './databases-before.js';

describe('migration 0032: a contract falls due after its acceptance', () => {
  it('keeps a stored offer open past its old due tick, due its length after acceptance; an active one keeps its due tick', async () => {
    const before = await databaseBefore('0032_contract_due_and_password_help');
    const legacy = await openRaw(before.open);
    const state = newFactory(4);
    await legacy.execute(sql`
      INSERT INTO "user" (id, name, email) VALUES ('offerer', 'Offerer', 'o@forge.test'), ('taker', 'Taker', 't@forge.test')`);
    for (const userId of ['offerer', 'taker'])
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${userId}, ${userId}, 0, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    const price = MARKET.BASE_PRICES.COAL;
    // Offered at tick 0 "due at tick 3"; another accepted at tick 2 due at tick 40; a declined one.
    for (const [status, accepted, due] of [
      ['offered', null, 3],
      ['active', 2, 40],
      ['declined', null, 9],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO contracts (proposer_factory_id, buyer_factory_id, seller_factory_id, resource, quantity,
          unit_price, offered_tick, due_tick, accepted_tick, status, escrow)
        SELECT o.id, t.id, o.id, 'COAL', 1, ${price}, 0, ${due}, ${accepted}, ${status},
          ${status === 'active' ? price : 0}
        FROM factories o, factories t WHERE o.user_id = 'offerer' AND t.user_id = 'taker'`);
    await legacy.close();

    const upgraded = await buildTestApp({ database: before.open });
    try {
      const rows = () =>
        upgraded.database.db.execute(
          sql`SELECT status, due_in_ticks AS "dueIn", due_tick AS "due" FROM contracts ORDER BY offered_tick, due_in_ticks`,
        );
      expect(rowsOf(await rows())).toEqual([
        { status: 'offered', dueIn: 3, due: null },
        { status: 'declined', dueIn: 9, due: null },
        { status: 'active', dueIn: 40, due: 40 },
      ]);
      // Past its old due tick the offer is still open, and its taker accepts it: due 3 ticks on.
      for (let i = 0; i < 4; i++) await adminTick(upgraded);
      const taker = client(upgraded, await signIn(upgraded, 't@forge.test'));
      const listed = (await taker.get('/api/contracts')).body.data;
      const offer = listed.contracts.find((c: { status: string }) => c.status === 'offered');
      expect(offer).toMatchObject({ dueInTicks: 3, dueTick: null, lapseTick: CONTRACTS.OFFER_OPEN_TICKS });
      const accepted = await taker.post(`/api/contracts/${offer.id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        status: 'active',
        acceptedTick: listed.tick,
        dueTick: listed.tick + 3,
      });
    } finally {
      await upgraded.close();
      await before.drop();
    }
  });
});
