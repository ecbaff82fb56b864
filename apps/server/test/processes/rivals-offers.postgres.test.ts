import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, useServerPair } from './pair.js';

/**
 * Two server processes running the same ticks at once on one PostgreSQL, with rivals: each hour's
 * rival offers (rivals/offers.ts) are made once, whichever process makes them.
 */
const pair = useServerPair('rival-offers', { afterFirstTick: true, env: { RIVALS: '4' } });

const tickBoth = () =>
  Promise.all(
    [pair().a, pair().b].map((server) =>
      call(server, 'POST', '/api/admin/tick', pair().adminToken).then((r) => {
        expect(r.status).toBe(200);
        return r.body.data.tickNumber as number;
      }),
    ),
  );

describe("rivals' offers on two processes", () => {
  it('each rival offers a good once an hour, whichever process runs the tick', async () => {
    const { token } = await pair().signUp(pair().a, 'seller');
    expect(
      (await call(pair().a, 'POST', '/api/market/buy', token, { resourceType: 'COAL', quantity: 400 })).status,
    ).toBe(200);
    const price = (await call(pair().a, 'GET', '/api/market/offers?resourceType=COAL', token)).body.data
      .marketPrice as number;
    const listed = await call(pair().b, 'POST', '/api/market/offers', token, {
      resourceType: 'COAL',
      quantity: 10,
      unitPrice: price,
    });
    expect(listed.status, listed.body.message).toBe(200);
    // Two hours of ticks, both processes at once.
    let hours = 0;
    while (hours < 2) if ((await tickBoth()).some((t) => t % 12 === 0)) hours++;
    const db = new pg.Client({ connectionString: pair().postgres.url });
    await db.connect();
    try {
      const offers = await db.query<{ buyer: string; resource: string; offered_tick: number; n: number }>(`
        SELECT c.buyer_factory_id AS buyer, c.resource, c.offered_tick, count(*)::int AS n
        FROM contracts c JOIN factories f ON f.id = c.proposer_factory_id
        WHERE f.rival_slot IS NOT NULL GROUP BY 1, 2, 3`);
      // The trader lacks coal: it offered the player some.
      const trader = await db.query<{ id: string }>('SELECT id FROM factories WHERE rival_slot = 4');
      expect(offers.rows.some((o) => o.buyer === trader.rows[0]!.id && o.resource === 'COAL')).toBe(true);
      for (const o of offers.rows) expect(o.n, `${o.resource} at tick ${o.offered_tick}`).toBe(1);
      // And none of the trader's coal offers is left waiting twice.
      const waiting = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM contracts WHERE buyer_factory_id = $1 AND resource = 'COAL' AND status IN ('offered', 'active')`,
        [trader.rows[0]!.id],
      );
      expect(waiting.rows[0]!.n).toBe(1);
    } finally {
      await db.end();
    }
  });
});
