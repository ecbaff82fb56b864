import { EXCHANGE, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { coal, emptyBook, exchangePlay } from './exchange-helper.js';
import { adminTick, useTestApp } from './helper.js';

const app = useTestApp();

const { player, list, buy, totals } = exchangePlay(app);

describe('the exchange', () => {
  // One app serves the file: each test's buys meet only its own offers.
  beforeEach(() => emptyBook(app(), 'exchange_offers'));

  it('lists into escrow, shows the book, fills a buy cheapest first and pays the seller less the fee', async () => {
    const [a, b] = [await player(), await player()];
    const listed = await list(a, 30, 9.5);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({
      resourceType: 'COAL',
      quantity: 30,
      quantityLeft: 30,
      status: 'open',
      unitPrice: 9.5,
    });
    expect(coal(await a.factory())).toBe(70);
    expect((await list(a, 10, 9)).status).toBe(200);
    const book = (await a.get('/api/market/offers?resourceType=COAL')).body.data;
    expect(book.levels.slice(0, 2)).toEqual([
      { unitPrice: 9, quantity: 10, offers: 1 },
      { unitPrice: 9.5, quantity: 30, offers: 1 },
    ]);
    expect(book.feeRate).toBe(EXCHANGE.FEE_RATE);
    const bought = await buy(b, 15, 10);
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({
      quantity: 15,
      cost: 10 * 9 + 5 * 9.5,
      fills: [
        { quantity: 10, unitPrice: 9 },
        { quantity: 5, unitPrice: 9.5 },
      ],
    });
    expect(coal(await b.factory())).toBe(115);
    expect((await b.factory()).cash).toBeCloseTo(50_000 - 137.5, 2);
    const fee = usd(90 * EXCHANGE.FEE_RATE) + usd(47.5 * EXCHANGE.FEE_RATE);
    expect(usd((await a.factory()).cash)).toBe(usd(50_000) + usd(137.5) - fee);
    const mine = (await a.get('/api/market/my-offers')).body.data;
    expect(mine.map((o: { quantityLeft: number; status: string }) => [o.quantityLeft, o.status]).sort()).toEqual([
      [0, 'filled'],
      [25, 'open'],
    ]);
    expect((await b.get('/api/market/my-trades')).body.data).toHaveLength(2);
    expect((await a.get('/api/market/my-trades')).body.data[0]).toMatchObject({ side: 'sell' });
  });

  it('cancels and returns the rest; refusals change nothing', async () => {
    const [a, b] = [await player(), await player()];
    const offer = (await list(a, 20, 8)).body.data;
    await buy(b, 5, 8);
    const before = { a: await a.factory(), b: await b.factory() };
    for (const [who, call, status, message] of [
      [a, () => list(a, 81, 8), 409, 'you have 80 to list'],
      [a, () => list(a, 1, 0), 400, 'unitPrice'],
      [a, () => list(a, 1, 8.001), 400, 'whole cents'],
      [a, () => list(a, 1, 1_000_000), 400, 'at most'],
      [a, () => list(a, 1, 8, 'POWER'), 400, 'resourceType'],
      [b, () => b.del(`/api/market/offers/${offer.id}`), 404, 'Offer not found'],
      [b, () => b.del('/api/market/offers/not-a-uuid'), 404, 'Offer not found'],
      [a, () => buy(a, 5, 8), 409, 'No Coal is offered'],
      [b, () => buy(b, 5, 7.99), 409, 'No Coal is offered'],
    ] as const) {
      const res = await call();
      expect(res.status, message).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
      void who;
    }
    expect(await a.factory()).toMatchObject({ cash: before.a.cash, inventory: before.a.inventory });
    expect(await b.factory()).toMatchObject({ cash: before.b.cash, inventory: before.b.inventory });
    const cancelled = await a.del(`/api/market/offers/${offer.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', quantityLeft: 15 });
    expect(coal(await a.factory())).toBe(95);
    expect((await a.del(`/api/market/offers/${offer.id}`)).status).toBe(409);
  });

  it('answers a retried buy once under its idempotency key', async () => {
    const [a, b] = [await player(), await player()];
    await list(a, 10, 8);
    const key = `key-${Date.now()}`;
    const first = await buy(b, 4, 8, key);
    const again = await buy(b, 4, 8, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(coal(await b.factory())).toBe(104);
  });

  it('accounts for every unit and cent after a mixed sequence', async () => {
    const players = [await player(), await player(), await player()];
    const start = await totals(players);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const p = players[i % 3]!;
      const listed = await list(p, 3 + (i % 5), 7 + (i % 4));
      if (listed.status === 200) ids.push(listed.body.data.id);
      await buy(players[(i + 1) % 3]!, 2 + (i % 7), 9);
      if (i % 4 === 3) await p.del(`/api/market/offers/${ids[ids.length - 1]}`);
    }
    expect(await totals(players)).toEqual(start);
    const traded = await Promise.all(players.map(async (p) => (await p.get('/api/market/my-trades')).body.data.length));
    expect(traded.every((n) => n > 0)).toBe(true);
  });

  it('fills a buy from more offers than its first statement locks, cheapest first', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    for (let i = 0; i < 20; i++) expect((await list(a, 1, 8)).status).toBe(200);
    await list(b, 10, 8.5);
    const bought = await buy(c, 25, 9);
    expect(bought.body.data).toMatchObject({ quantity: 25, cost: 20 * 8 + 5 * 8.5 });
    expect(bought.body.data.fills).toHaveLength(21);
  });

  it('returns the rest of an offer at the tick its life is over', async () => {
    const a = await player();
    const offer = (await list(a, 10, 8)).body.data;
    await app().database.db.execute(
      sql`UPDATE exchange_offers SET created_tick = created_tick - ${EXCHANGE.OFFER_LIFE_TICKS} WHERE id = ${offer.id}`,
    );
    await adminTick(app());
    const mine = (await a.get('/api/market/my-offers')).body.data;
    expect(mine[0]).toMatchObject({ id: offer.id, status: 'expired' });
    expect(coal(await a.factory())).toBe(100);
  });
});
