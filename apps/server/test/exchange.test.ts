import { OfferFilledEvent } from '@forgeworks/contract';
import { EXCHANGE, exchangeFee, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import type { Client } from './exchange-helper.js';
import { coal, coalAndCash, emptyBook, newPlayer, playersListening, sumOf } from './exchange-helper.js';
import { adminTick, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const player = () => newPlayer(app());
const list = (p: Client, quantity: number, unitPrice: number, resourceType = 'COAL') =>
  p.post('/api/market/offers', { resourceType, quantity, unitPrice });
const buy = (p: Client, quantity: number, maxUnitPrice: number, idempotencyKey?: string) =>
  p.post('/api/market/exchange/buy', { resourceType: 'COAL', quantity, maxUnitPrice, idempotencyKey });

/** Every unit of coal and every cent in the game: inventories and open escrow; cash and fees taken. */
const totals = async (players: Client[]) =>
  coalAndCash(app(), players, {
    units: await sumOf(
      app(),
      sql`SELECT coalesce(sum(quantity_left), 0)::int AS n FROM exchange_offers WHERE status = 'open' AND resource = 'COAL'`,
    ),
  });

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

  it('fills exactly 10 for 50 concurrent buyers on one offer of 10', async () => {
    const seller = await player();
    await list(seller, 10, 9);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => player()));
    const results = await Promise.all(buyers.map((b) => buy(b, 1, 9)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const got = (await Promise.all(buyers.map((b) => b.factory()))).reduce((s, f) => s + coal(f) - 100, 0);
    expect(got).toBe(10);
  });

  it('never returns sold goods to a cancel racing a buy', async () => {
    const [a, b] = [await player(), await player()];
    const offer = (await list(a, 10, 8)).body.data;
    const [bought, cancelled] = await Promise.all([buy(b, 6, 8), a.del(`/api/market/offers/${offer.id}`)]);
    const sold = bought.status === 200 ? bought.body.data.quantity : 0;
    expect(cancelled.status).toBe(200);
    expect(coal(await a.factory())).toBe(100 - sold);
    expect(coal(await b.factory())).toBe(100 + sold);
  });

  it('lets two players buy from each other at once', async () => {
    const [a, b] = [await player(), await player()];
    await list(a, 10, 8);
    await list(b, 10, 8);
    const results = await Promise.all([buy(a, 5, 8), buy(b, 5, 8), buy(a, 5, 8), buy(b, 5, 8)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(coal(await a.factory())).toBe(100);
    expect(coal(await b.factory())).toBe(100);
  });

  it('never passes a cheaper offer over for a dearer one among many buyers at once, conserving goods and cash', async () => {
    const sellers = [await player(), await player(), await player(), await player()];
    for (const s of sellers.slice(0, 3)) await list(s, 7, 8);
    await list(sellers[3]!, 60, 9);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => player()));
    const start = await totals([...sellers, ...buyers]);
    // Twelve buyers of one or two units at once on three offers of 7 at $8 and one of 60 at $9 (19 units
    // wanted, 21 at $8); one of them sends its buy five times under one key.
    const key = `key-${Date.now()}`;
    const results = await Promise.all([
      ...buyers.map((b, i) => buy(b, 1 + (i % 2), 9)),
      ...Array.from({ length: 4 }, () => buy(buyers[0]!, 1, 9, key)),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const keyed = results.slice(12).map((r) => r.body.data);
    expect(keyed.every((answer) => JSON.stringify(answer) === JSON.stringify(keyed[0]))).toBe(true);
    expect(coal(await buyers[0]!.factory())).toBe(102);
    // As the players read them: a seller's cached factory is never one of two writes in flight at once.
    expect(await totals([...sellers, ...buyers])).toEqual(start);
    // Every unit at $8: a buy waits for the cheapest offers when other buys hold them all.
    const fills = [...results.slice(0, 12).map((r) => r.body.data), keyed[0]].flatMap(
      (answer: { fills: { quantity: number; unitPrice: number }[] }) => answer.fills,
    );
    expect(fills.map((f) => f.unitPrice)).toEqual(fills.map(() => 8));
    expect(fills.reduce((n, f) => n + f.quantity, 0)).toBe(19);
  });

  it('fills a buy from more offers than its first statement locks, cheapest first', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    for (let i = 0; i < 20; i++) expect((await list(a, 1, 8)).status).toBe(200);
    await list(b, 10, 8.5);
    const bought = await buy(c, 25, 9);
    expect(bought.body.data).toMatchObject({ quantity: 25, cost: 20 * 8 + 5 * 8.5 });
    expect(bought.body.data.fills).toHaveLength(21);
  });

  it('answers a buy sent again at once the first answer, even when the first took the last units', async () => {
    const [a, b] = [await player(), await player()];
    await list(a, 2, 8);
    const key = `key-${Date.now()}`;
    const answers = await Promise.all([buy(b, 2, 8, key), buy(b, 2, 8, key), buy(b, 2, 8, key)]);
    expect(answers.map((r) => [r.status, r.body.data])).toEqual(answers.map(() => [200, answers[0]!.body.data]));
    expect(coal(await b.factory())).toBe(102);
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

  it("counts escrowed units in the leaderboard's and the factory's net worth at market value", async () => {
    const a = await player();
    // A new factory's stored worth values its stock at base prices; any write revalues it at the market's.
    const first = (await list(a, 1, 9.5)).body.data;
    await a.del(`/api/market/offers/${first.id}`);
    const before = (await a.factory()).netWorth;
    const statsBefore = (await a.get('/api/analytics/factory-stats')).body.data.netWorth;
    const listed = await list(a, 40, 9.5);
    expect(listed.status).toBe(200);
    // The factory's own net worth counts the escrow by the same function: the same figure everywhere.
    expect((await a.factory()).netWorth).toBe(before);
    expect((await a.get('/api/analytics/factory-stats')).body.data.netWorth).toBe(statsBefore);
    expect(statsBefore).toBe(before);
    const b = await player();
    expect((await buy(b, 10, 9.5)).status).toBe(200);
    // Sold units leave the worth; what was paid for them (less the fee) joins it.
    const coalValue = (await a.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice;
    const expected = usd(before) - 10 * usd(coalValue) + usd(95) - exchangeFee(usd(95));
    expect(usd((await a.factory()).netWorth)).toBe(expected);
    // The leaderboard is as the last tick left it: after one, its worth is the factory's as the tick
    // wrote it, and the 30 units still listed at the market's value, as the factory counts them.
    await adminTick(app());
    const me = (await a.get('/api/leaderboard/top-factories')).body.data.me;
    const [row] = rowsOf<{ net_worth: string }>(
      await app().database.db.execute(sql`SELECT net_worth FROM factories WHERE id = ${me.factoryId}`),
    );
    const value = (await a.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice;
    expect(usd(me.netWorth)).toBe(Number(row!.net_worth) + 30 * usd(value));
  });

  it('shows each listing, fill, cancel and expiry in the factory’s net worth at once, read after read', async () => {
    const { token, userId } = await signUp(app());
    const a = client(app(), token);
    const b = await player();
    /**
     * The factory's net worth, read twice (the second from the cache where there is one), and as
     * factory-stats values it, reading the escrow from the database each time.
     */
    const worths = async () => {
      const first = (await a.factory()).netWorth;
      const again = (await a.factory()).netWorth;
      const stats = (await a.get('/api/analytics/factory-stats')).body.data.netWorth;
      return [first, again, stats];
    };
    const same = (w: number[]) => [w[0], w[0], w[0]];
    await a.factory();
    const listed = (await list(a, 40, 9.5)).body.data;
    const afterList = await worths();
    expect(afterList).toEqual(same(afterList));
    // The escrow is kept with the cached record (on PostgreSQL too, while the process hears the others).
    const cached = app().factoryCache.get(userId);
    expect(cached && app().factoryCache.escrowOf(cached)).toEqual({ COAL: 40 });
    expect((await buy(b, 10, 9.5)).status).toBe(200);
    const afterFill = await worths();
    expect(afterFill).toEqual(same(afterFill));
    expect(afterFill[0]).not.toBe(afterList[0]);
    await a.del(`/api/market/offers/${listed.id}`);
    const afterCancel = await worths();
    expect(afterCancel).toEqual(same(afterCancel));
    const expiring = (await list(a, 20, 9.5)).body.data;
    await worths();
    await app().database.db.execute(
      sql`UPDATE exchange_offers SET created_tick = created_tick - ${EXCHANGE.OFFER_LIFE_TICKS} WHERE id = ${expiring.id}`,
    );
    await adminTick(app());
    expect((await a.get('/api/market/my-offers')).body.data[0]).toMatchObject({ id: expiring.id, status: 'expired' });
    const afterExpiry = await worths();
    expect(afterExpiry).toEqual(same(afterExpiry));
    expect(coal(await a.factory())).toBe(90);
  });

  it('tells the seller at once that their offer filled, and neither the buyer nor anyone else', async () => {
    const {
      players: [a, b],
      streams: [seller, buyer, bystander],
    } = await playersListening(app(), 3);
    const offer = (await list(a!, 10, 8)).body.data;
    expect((await buy(b!, 4, 8)).status).toBe(200);
    const heard = await seller!.next();
    expect(heard?.event).toBe('offer-filled');
    expect(OfferFilledEvent.parse(heard!.data)).toMatchObject({
      offerId: offer.id,
      resourceType: 'COAL',
      quantity: 4,
      unitPrice: 800,
      proceeds: 3200 - exchangeFee(3200),
      quantityLeft: 6,
    });
    // The buyer and the bystander heard nothing of it: their next event is the next tick's.
    const next = await adminTick(app());
    for (const s of [buyer!, bystander!]) expect((await s.next())?.id).toBe(`${next.tickNumber}-0`);
    for (const s of [seller!, buyer!, bystander!]) s.close();
  });

  it('counts its trades in the price history and the trends, beside the market volume', async () => {
    const [a, b] = [await player(), await player()];
    expect((await a.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 20 })).status).toBe(200);
    await list(a, 4, 10, 'IRON_ORE');
    await list(a, 10, 13, 'IRON_ORE');
    const bought = await b.post('/api/market/exchange/buy', {
      resourceType: 'IRON_ORE',
      quantity: 6,
      maxUnitPrice: 13,
    });
    expect(bought.status).toBe(200);
    // 4 at $10 and 2 at $13: $66 for 6 units.
    const exchange = { units: 6, averagePrice: 11 };
    for (const range of ['24h', '7d'])
      expect((await b.get(`/api/market/history?resourceType=IRON_ORE&range=${range}`)).body.data.exchange).toEqual(
        exchange,
      );
    const traded = (await b.get('/api/market/trends')).body.data.mostTraded;
    expect(traded.find((t: { resourceType: string }) => t.resourceType === 'IRON_ORE').exchange).toEqual(exchange);
    expect(traded.find((t: { resourceType: string }) => t.resourceType === 'ADVANCED_STEEL').exchange).toEqual({
      units: 0,
      averagePrice: null,
    });
  });
});
