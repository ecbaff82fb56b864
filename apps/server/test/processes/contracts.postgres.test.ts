import { exchangeFee, usd } from '@forgeworks/engine';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, useServerPair } from './pair.js';

/**
 * Two server processes running the same ticks at once on one PostgreSQL: every contract delivers
 * once a tick, whichever process settles it (docs/game-rules.md, "Contracts").
 */
const pair = useServerPair('contracts', { afterFirstTick: true });

const factoryOf = async (token: string) =>
  (await call(pair().a, 'GET', '/api/factory/my-factory', token)).body.data as unknown as {
    id: string;
    cash: number;
    inventory: { type: string; quantity: number }[];
  };
const coal = (f: Awaited<ReturnType<typeof factoryOf>>) => f.inventory.find((i) => i.type === 'COAL')!.quantity;
const tickBoth = () =>
  Promise.all(
    [pair().a, pair().b].map((server) =>
      call(server, 'POST', '/api/admin/tick', pair().adminToken).then((r) => r.status),
    ),
  );

describe('contracts on two processes', () => {
  it('deliver each contract once a tick when both processes run the tick at once', async () => {
    const buyer = (await pair().signUp(pair().a, 'buyer')).token;
    const seller = (await pair().signUp(pair().b, 'seller')).token;
    const sellerId = (await factoryOf(seller)).id;
    const price = (await call(pair().a, 'GET', '/api/market/offers?resourceType=COAL', buyer)).body.data
      .marketPrice as number;
    // Three contracts of 30 coal from a seller holding 100, and one of 50 that gets the last 10.
    const ids: string[] = [];
    for (const quantity of [30, 30, 30, 50]) {
      const offered = await call(pair().a, 'POST', '/api/contracts', buyer, {
        counterpartyId: sellerId,
        side: 'buy',
        resourceType: 'COAL',
        quantity,
        unitPrice: price,
        dueInTicks: 20,
      });
      expect(offered.status, offered.body.message).toBe(200);
      ids.push(offered.body.data.id as string);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => [pair().a, pair().b].map((s) => call(s, 'POST', `/api/contracts/${id}/accept`, seller))),
    );
    // Each contract accepted once, on one process or the other.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ids.length);
    const before = { buyer: await factoryOf(buyer), seller: await factoryOf(seller) };
    for (let round = 0; round < 3; round++) expect(await tickBoth()).toEqual([200, 200]);
    const db = new pg.Client({ connectionString: pair().postgres.url });
    await db.connect();
    try {
      const rows = await db.query<{ contract_id: string; tick: number; quantity: number }>(
        'SELECT contract_id, tick, quantity FROM contract_deliveries ORDER BY id',
      );
      expect(rows.rows.map((r) => r.quantity).sort((x, y) => x - y)).toEqual([10, 30, 30, 30]);
    } finally {
      await db.end();
    }
    const after = { buyer: await factoryOf(buyer), seller: await factoryOf(seller) };
    expect(coal(after.buyer) - coal(before.buyer)).toBe(100);
    expect(coal(after.seller)).toBe(0);
    const paid = [30, 30, 30, 10].reduce((s, q) => s + q * usd(price) - exchangeFee(q * usd(price)), 0);
    expect(usd(after.seller.cash) - usd(before.seller.cash)).toBe(paid);
  }, 120_000);
});
